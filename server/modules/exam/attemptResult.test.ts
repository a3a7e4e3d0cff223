import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { attemptResult, coursePaths } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { hours, minutes, seconds } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, ok, useCourseContext, type Learner } from '../../test/courseTestKit';

/** Issue 7: the result of an attempt, reloaded at any time, says what the server decides comes next now. */
describe.each(databasesUnderTest())('attempt results on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  const ready = async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.detail(courseId);
    const [first, second] = detail.lessons;
    await learner.watch(courseId, first!.lessonId, first!.durationSeconds);
    return { learner, courseId, first: first!, second: second! };
  };

  const result = async (learner: Learner, attemptId: string, lang?: string) => attemptResult.parse(ok(await learner.result(attemptId, lang)));

  it('fail once: retake with one attempt left; fail twice and reload: repeat the lesson; after watching again: retake with two', async () => {
    const { learner, courseId, first } = await ready();
    const one = await learner.takeExam(first.examId, 'wrong');
    kit().clock.advance(minutes(1));
    const firstResult = await result(learner, one.attemptId);
    expect(firstResult).toMatchObject({
      outcome: 'failed',
      kind: 'lesson',
      lessonId: first.lessonId,
      attemptNumber: 1,
      attemptsAllowed: 2,
      passPercent: 70,
      correctPercent: 0,
      questionCount: 5,
      certificateId: null,
      next: { kind: 'retake', examId: first.examId, attemptsLeft: 1 },
    });
    expect(firstResult.answers.map((answer) => answer.result)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong']);

    const two = await learner.takeExam(first.examId, 'wrong');
    const repeat = { kind: 'repeatLesson', lessonId: first.lessonId, title: first.title };
    // The result page right after grading, and after a reload: the same answer.
    expect(await result(learner, two.attemptId)).toMatchObject({ attemptNumber: 2, outcome: 'failed', next: repeat });
    expect(await result(learner, two.attemptId)).toMatchObject({ attemptNumber: 2, next: repeat });
    // The older result is reloaded later: its number stays, the next step is today's.
    expect(await result(learner, one.attemptId)).toMatchObject({ attemptNumber: 1, next: repeat });
    expect((await learner.detail(courseId)).next).toEqual(repeat);

    await learner.watch(courseId, first.lessonId, first.durationSeconds);
    expect(await result(learner, two.attemptId)).toMatchObject({ attemptNumber: 2, next: { kind: 'retake', examId: first.examId, attemptsLeft: 2 } });
  });

  it('pass after repeating, reload: the next lesson is offered, on the pass and on the old failures', async () => {
    const { learner, courseId, first, second } = await ready();
    const one = await learner.takeExam(first.examId, 'wrong');
    const two = await learner.takeExam(first.examId, 'wrong');
    await learner.watch(courseId, first.lessonId, first.durationSeconds);
    const three = await learner.takeExam(first.examId, 'wrong');
    kit().clock.advance(seconds(5));
    const pass = await learner.takeExam(first.examId, 'right');
    const nextLesson = { kind: 'nextLesson', lessonId: second.lessonId, title: second.title };
    expect(await result(learner, pass.attemptId)).toMatchObject({ outcome: 'passed', correctPercent: 100, attemptNumber: 2, next: nextLesson });
    for (const [attempt, number] of [
      [one, 1],
      [two, 2],
      [three, 1],
    ] as const) {
      expect(await result(learner, attempt.attemptId)).toMatchObject({ attemptNumber: number, outcome: 'failed', next: nextLesson });
    }
    const detail = await learner.detail(courseId);
    expect(detail.lessons[0]?.test).toEqual({ state: 'passed', correctPercent: 100, attemptId: pass.attemptId });
    expect(detail.lessons[1]).toMatchObject({ locked: false, videoAction: 'start', test: { state: 'watchVideo' } });
    expect(detail.next).toEqual(nextLesson);

    // Once lesson 2 is watched, every result of lesson 1 points to its open test.
    await learner.watch(courseId, second.lessonId, second.durationSeconds);
    expect((await result(learner, pass.attemptId)).next).toEqual({ kind: 'takeTest', lessonId: second.lessonId, title: second.title, examId: second.examId, attemptsLeft: 2 });
  });

  it('the final exam: retake, wait until new attempts open, then the certificate', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.passAllLessons(courseId);
    const examId = detail.finalExamId!;
    expect(detail.next).toEqual({ kind: 'finalExam', examId, attemptsLeft: 2 });
    const lastLesson = detail.lessons[3]!;
    const lessonPass = lastLesson.test.state === 'passed' ? lastLesson.test.attemptId : '';
    expect((await result(learner, lessonPass)).next).toEqual({ kind: 'finalExam', examId, attemptsLeft: 2 });

    const one = await learner.takeExam(examId, 'wrong');
    expect(await result(learner, one.attemptId)).toMatchObject({ kind: 'final', lessonId: null, attemptNumber: 1, questionCount: 10, next: { kind: 'retake', examId, attemptsLeft: 1 } });
    kit().clock.advance(minutes(3));
    const two = await learner.takeExam(examId, 'wrong');
    const availableAt = new Date(new Date(two.completionTime!).getTime() + hours(24)).toISOString();
    const wait = { kind: 'wait', examId, availableAt };
    expect(await result(learner, two.attemptId)).toMatchObject({ attemptNumber: 2, next: wait });
    expect(await result(learner, one.attemptId)).toMatchObject({ attemptNumber: 1, next: wait });
    expect((await learner.detail(courseId)).next).toEqual(wait);

    kit().clock.advance(hours(24));
    await learner.signInAgain();
    expect(await result(learner, two.attemptId)).toMatchObject({ attemptNumber: 2, next: { kind: 'retake', examId, attemptsLeft: 2 } });
    const three = await learner.takeExam(examId, 'right');
    expect(three.certificateId).toMatch(/^[0-9a-f-]{36}$/);
    const certificate = { kind: 'certificate', certificateId: three.certificateId };
    expect(await result(learner, three.attemptId)).toMatchObject({ outcome: 'passed', attemptNumber: 1, certificateId: three.certificateId, next: certificate });
    expect(await result(learner, two.attemptId)).toMatchObject({ certificateId: null, next: certificate });
    expect((await learner.detail(courseId)).next).toEqual(certificate);
  });

  it("answers another learner's or an unknown attempt as not found, and one not graded with a conflict", async () => {
    const { learner, first } = await ready();
    const attempt = ok(await learner.start(first.examId));
    const early = await learner.result(attempt.attemptId, 'es');
    expect(early.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.es.attemptNotGraded, result: null });
    await learner.submit(attempt.attemptId, await learner.answers(attempt, 'right'), true);
    const intruder = await kit().learner();
    for (const response of [
      await intruder.result(attempt.attemptId),
      await learner.result('00000000-0000-4000-8000-000000000000'),
      await learner.result('not-an-id'),
    ]) {
      expect(response.body).toEqual({ code: ResultCode.notFound, message: 'This attempt does not exist or is not yours.', result: null });
    }
    expect((await intruder.result(attempt.attemptId, 'es')).body).toEqual({ code: ResultCode.notFound, message: 'Este intento no existe o no es suyo.', result: null });
    const missing = await learner.api('GET', coursePaths.attemptResult);
    expect(missing.body.code).toBe(ResultCode.invalidInput);
  });

  it('never tells the right options in a result', async () => {
    const { learner, first } = await ready();
    const graded = await learner.takeExam(first.examId, ['right', 'wrong', 'right', 'wrong', 'right']);
    const body = ok(await learner.result(graded.attemptId));
    expect(body.answers.map((answer) => answer.result)).toEqual(['right', 'wrong', 'right', 'wrong', 'right']);
    for (const answer of body.answers) {
      expect(Object.keys(answer).sort()).toEqual(['chosenOptionIds', 'options', 'questionId', 'result', 'text']);
      for (const option of answer.options) expect(Object.keys(option).sort()).toEqual(['optionId', 'text']);
    }
  });

  it('keeps a result readable once its course is no longer offered in the learner\'s country', async () => {
    const { learner, courseId, first } = await ready();
    const graded = await learner.takeExam(first.examId, 'right');
    const { db } = kit();
    await db.updateTable('courses').set({ published: false }).where('id', '=', courseId).execute();
    try {
      expect(await result(learner, graded.attemptId)).toMatchObject({ outcome: 'passed', courseId, lessonId: first.lessonId, attemptNumber: 1 });
      expect((await learner.start(first.examId)).body).toEqual({ code: ResultCode.notFound, message: 'This test does not exist or is no longer offered.', result: null });
      expect((await learner.start(first.examId, 'es')).body).toEqual({ code: ResultCode.notFound, message: 'Esta prueba no existe o ya no se ofrece.', result: null });
      expect((await learner.examInfo(first.examId)).body.message).toBe('This test does not exist or is no longer offered.');
    } finally {
      await db.updateTable('courses').set({ published: true }).where('id', '=', courseId).execute();
    }
  });
});
