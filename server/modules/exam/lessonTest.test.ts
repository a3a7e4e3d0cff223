import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type AnswerReview, type Attempt, type ExamInfo } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { databasesUnderTest } from '../../test/databases';
import { seconds } from '../../test/clock';
import { installationSlug, ok, useCourseContext, type Learner } from '../../test/courseTestKit';

/** Every key anywhere in a JSON value, with its value. */
const entries = (value: unknown, found: [string, unknown][] = []): [string, unknown][] => {
  if (Array.isArray(value)) value.forEach((item) => entries(item, found));
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      found.push([key, inner]);
      entries(inner, found);
    }
  }
  return found;
};

/** Fails when a response names right options: no key like correct/right/isRight/answerKey, except empty score fields. */
const expectNoRightOptions = (label: string, body: unknown) => {
  const suspicious = entries(body).filter(([key, value]) => /correct|right|answer_?key|solution|is_?true/i.test(key) && !(/^correct(Percent|Count)$/.test(key) && value === null));
  expect(suspicious, `${label} tells which option is right`).toEqual([]);
  for (const [key, value] of entries(body)) {
    if (key === 'options') for (const option of value as object[]) expect(Object.keys(option).sort(), label).toEqual(['optionId', 'text']);
  }
};

const firstLesson = async (learner: Learner, courseId: string) => (await learner.detail(courseId)).lessons[0]!;

describe.each(databasesUnderTest())('lesson tests on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const courseId = () => kit().courseId(installationSlug);

  /** A learner who has watched lesson 1 to the end. */
  const readyLearner = async () => {
    const learner = await kit().learner();
    const lesson = await firstLesson(learner, await courseId());
    expect((await learner.watch(await courseId(), lesson.lessonId, lesson.durationSeconds)).test.state).toBe('open');
    return { learner, lesson };
  };

  it('keeps the test closed until the video is watched, and lesson 2 locked until lesson 1 is passed', async () => {
    const learner = await kit().learner();
    const detail = await learner.detail(await courseId());
    const notWatched = await learner.start(detail.lessons[0]!.examId, 'es');
    expect(notWatched.body).toMatchObject({ code: ResultCode.videoNotWatched, message: errorMessages.es.videoNotWatched });
    const info = ok(await learner.examInfo(detail.lessons[0]!.examId));
    expect(info).toMatchObject({ kind: 'lesson', canStart: false, reason: 'video_not_watched', questionCount: 5, passPercent: 70, attemptsAllowed: 2, attemptsUsed: 0 });
    const locked = await learner.start(detail.lessons[1]!.examId);
    expect(locked.body).toMatchObject({ code: ResultCode.lessonLocked, message: errorMessages.en.lessonLocked });
    expect(ok(await learner.examInfo(detail.lessons[1]!.examId)).reason).toBe('lesson_locked');
  });

  it('never says which option is right before grading, in any response', async () => {
    const { learner, lesson } = await readyLearner();
    const examId = lesson.examId;
    const attempt = await learner.start(examId);
    const questions = ok(attempt).questions;
    expect(questions).toHaveLength(5);
    expect(new Set(questions.map((question) => question.kind))).toEqual(new Set(['single', 'multiple', 'true_false']));
    const saved = await learner.submit(ok(attempt).attemptId, await learner.answers(ok(attempt), 'right'), false);
    expect(ok(saved)).toMatchObject({ passed: null, correctPercent: null, correctCount: null, completionTime: null });
    const responses: [string, unknown][] = [
      ['listExamQuestion', attempt.body],
      ['listExamQuestion (resume)', (await learner.start(examId)).body],
      ['getLastExamQuestion', (await learner.api('GET', coursePaths.lastAttempt, { query: { examId } })).body],
      ['getExamInfo', (await learner.examInfo(examId)).body],
      ['submitAnswer final:false', saved.body],
      ['getInstallerCourseRelated', (await learner.api('POST', coursePaths.detail, { body: { courseId: await courseId() } })).body],
      ['listAnswer before grading', (await learner.api('GET', coursePaths.listAnswer, { query: { attemptId: ok(attempt).attemptId } })).body],
    ];
    for (const [label, body] of responses) expectNoRightOptions(label, body);
    // The check itself bites: a body naming the right options is caught.
    expect(() => expectNoRightOptions('probe', { options: [{ optionId: 'a', text: 'x', isCorrect: true }] })).toThrow();
  });

  it('shuffles per attempt, stores the order, and resumes it with the saved answers on any device', async () => {
    const orders = new Set<string>();
    for (let index = 0; index < 4; index += 1) {
      const { learner, lesson } = await readyLearner();
      const attempt = ok(await learner.start(lesson.examId));
      orders.add(attempt.questions.map((question) => `${question.questionId}:${question.options.map((option) => option.optionId).join(',')}`).join('|'));
      const row = await kit().db.selectFrom('exam_attempts').select('layout').where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
      expect(row.layout.map((question) => [question.questionId, question.optionIds])).toEqual(attempt.questions.map((question) => [question.questionId, question.options.map((option) => option.optionId)]));

      const [first, second] = attempt.questions;
      ok(await learner.submit(attempt.attemptId, [{ questionId: first!.questionId, optionIds: [first!.options[0]!.optionId] }], false));
      ok(await learner.submit(attempt.attemptId, [{ questionId: second!.questionId, optionIds: [second!.options[1]!.optionId] }], false));
      const resumed = ok(await learner.start(lesson.examId));
      const last = ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId: lesson.examId } }));
      expect(last).toEqual(resumed);
      expect(resumed.attemptId).toBe(attempt.attemptId);
      expect(resumed.questions.map((question) => question.questionId)).toEqual(attempt.questions.map((question) => question.questionId));
      expect(resumed.questions[0]?.chosenOptionIds).toEqual([first!.options[0]!.optionId]);
      expect(resumed.questions[1]?.chosenOptionIds).toEqual([second!.options[1]!.optionId]);
      expect(resumed.questions.slice(2).map((question) => question.chosenOptionIds)).toEqual([[], [], []]);
      expect(ok(await learner.examInfo(lesson.examId)).attemptInProgress).toBe(attempt.attemptId);
    }
    expect(orders.size).toBeGreaterThan(1);
  });

  it('accepts only the attempt’s own questions and options', async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    const single = attempt.questions.find((question) => question.kind !== 'multiple')!;
    const other = attempt.questions.find((question) => question.questionId !== single.questionId)!;
    const foreignQuestion = await learner.submit(attempt.attemptId, [{ questionId: '00000000-0000-4000-8000-000000000000', optionIds: [] }], false);
    expect(foreignQuestion.body).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.answerNotInAttempt });
    const foreignOption = await learner.submit(attempt.attemptId, [{ questionId: single.questionId, optionIds: [other.options[0]!.optionId] }], true);
    expect(foreignOption.body.code).toBe(ResultCode.invalidInput);
    const twoOptions = await learner.submit(attempt.attemptId, [{ questionId: single.questionId, optionIds: single.options.map((option) => option.optionId) }], false);
    expect(twoOptions.body).toMatchObject({ code: ResultCode.invalidInput, message: errorMessages.en.oneAnswerOnly });
    const stored = await kit().db.selectFrom('exam_attempts').select(['status', 'answers']).where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'in_progress', answers: {} });
  });

  it('grades on the server: 4 of 5 passes, 3 of 5 fails, timing from the server clock, wrong questions listed without right options', async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    kit().clock.advance(seconds(95));
    const failed = ok(await learner.submit(attempt.attemptId, await learner.answers(attempt, ['right', 'right', 'right', 'wrong', 'wrong']), true));
    expect(failed).toMatchObject({ passed: false, correctCount: 3, correctPercent: 60, questionCount: 5, attemptsUsed: 1, attemptsAllowed: 2, timeTakenSeconds: 95, certificateId: null });
    expect(new Date(failed.completionTime!).getTime() - new Date(failed.startTime).getTime()).toBe(95_000);
    expect(ok(await learner.examInfo(lesson.examId))).toMatchObject({ canStart: true, attemptsUsed: 1 });

    const review = ok(await learner.api<AnswerReview[]>('GET', coursePaths.listAnswer, { query: { attemptId: attempt.attemptId } }));
    expect(review.map((question) => question.result)).toEqual(['right', 'right', 'right', 'wrong', 'wrong']);
    expect(review.map((question) => question.questionId)).toEqual(attempt.questions.map((question) => question.questionId));
    expectNoRightOptions('listAnswer after grading', review);

    const second = ok(await learner.start(lesson.examId));
    const passed = ok(await learner.submit(second.attemptId, await learner.answers(second, ['wrong', 'right', 'right', 'right', 'right']), true));
    expect(passed).toMatchObject({ passed: true, correctCount: 4, correctPercent: 80, attemptsUsed: 2 });
  });

  it('after both attempts fail, the watched time resets; watching again opens two new attempts; history keeps all', async () => {
    const { learner, lesson } = await readyLearner();
    expect((await learner.takeExam(lesson.examId, 'wrong')).attemptsUsed).toBe(1);
    kit().clock.advance(seconds(1));
    expect((await learner.takeExam(lesson.examId, 'wrong')).attemptsUsed).toBe(2);

    const repeat = (await learner.detail(await courseId())).lessons[0]!;
    // The reset puts the video back to its start: one full viewing counts in full again.
    expect(repeat).toMatchObject({ videoPercent: 0, test: { state: 'repeatLesson' }, videoAction: 'replay', attemptsUsed: 0, positionSeconds: 0 });
    const refused = await learner.start(lesson.examId);
    expect(refused.body).toMatchObject({ code: ResultCode.noAttemptsLeft, message: errorMessages.en.noAttemptsLeft.replaceAll('{{attempts}}', '2') });
    expect(ok(await learner.examInfo(lesson.examId))).toMatchObject({ canStart: false, reason: 'repeat_lesson' });

    expect(await learner.watch(await courseId(), lesson.lessonId, lesson.durationSeconds)).toMatchObject({ videoPercent: 100, test: { state: 'open', attemptsLeft: 2 } });
    expect((await learner.detail(await courseId())).lessons[0]).toMatchObject({ test: { state: 'open', attemptsLeft: 2 }, attemptsUsed: 0 });
    const third = await learner.takeExam(lesson.examId, 'wrong');
    expect(third).toMatchObject({ passed: false, attemptsUsed: 1 });
    kit().clock.advance(seconds(1));
    expect((await learner.takeExam(lesson.examId, 'right')).passed).toBe(true);

    const history = ok(await learner.api<{ attemptId: string; passed: boolean; lessonId: string }[]>('GET', coursePaths.examHistory));
    expect(history.map((entry) => entry.passed)).toEqual([true, false, false, false]);
    expect(new Set(history.map((entry) => entry.lessonId))).toEqual(new Set([lesson.lessonId]));
    const cycles = await kit().db.selectFrom('exam_attempts').select('cycle').where('user_id', '=', learner.id).orderBy('started_at').execute();
    expect(cycles.map((row) => row.cycle)).toEqual([1, 1, 2, 2]);
  });

  it('does not let a passed test be taken again', async () => {
    const { learner, lesson } = await readyLearner();
    expect((await learner.takeExam(lesson.examId, 'right')).passed).toBe(true);
    const again = await learner.start(lesson.examId, 'es');
    expect(again.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.es.alreadyPassed });
    expect(ok(await learner.examInfo(lesson.examId))).toMatchObject({ canStart: false, reason: 'already_passed' });
  });

  it('grades 50 parallel submits once and answers all with the same grade', async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    const answers = await learner.answers(attempt, 'wrong');
    const [first, ...others] = await Promise.all(Array.from({ length: 50 }, () => learner.submit(attempt.attemptId, answers, true)));
    for (const other of others) expect(ok(other)).toEqual(ok(first!));
    expect(ok(first!)).toMatchObject({ passed: false, attemptsUsed: 1 });
    kit().clock.advance(seconds(30));
    const retry = ok(await learner.submit(attempt.attemptId, [], true));
    expect(retry).toEqual(ok(first!));
    const graded = await kit().db.selectFrom('exam_attempts').select(['status']).where('user_id', '=', learner.id).execute();
    expect(graded).toEqual([{ status: 'graded' }]);
    const closed = await learner.submit(attempt.attemptId, answers, false);
    expect(closed.body).toMatchObject({ code: ResultCode.attemptClosed, message: errorMessages.en.attemptClosed });
    // Still one attempt used of the cycle, so the second attempt is there.
    expect(ok(await learner.examInfo(lesson.examId))).toMatchObject({ canStart: true, attemptsUsed: 1 });
  });

  it('answers 49 saves racing the grade as saved or closed, and grades what was saved', async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    const right = await learner.answers(attempt, 'right');
    const save = () => learner.submit(attempt.attemptId, right, false);
    // The grade leaves in the middle of the saves, so some reach the row before it and some after.
    const responses = await Promise.all([...Array.from({ length: 10 }, save), learner.submit(attempt.attemptId, [], true), ...Array.from({ length: 39 }, save)]);
    const grade = responses.splice(10, 1)[0]!;
    const saves = responses;
    for (const save of saves) expect([200, ResultCode.attemptClosed]).toContain((save.body as { code: number }).code);
    const saved = saves.filter((save) => (save.body as { code: number }).code === 200).length;
    const stored = await kit().db.selectFrom('exam_attempts').select(['status', 'answers']).where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
    expect(stored.status).toBe('graded');
    // The saves answer every question right: if one of them was answered as saved, the grade counted it.
    expect(Object.keys(stored.answers)).toHaveLength(saved > 0 ? right.length : 0);
    expect(ok(grade)).toMatchObject({ passed: saved > 0 });
  });

  it('starts one attempt when 50 start requests race', async () => {
    const { learner, lesson } = await readyLearner();
    const starts = await Promise.all(Array.from({ length: 50 }, () => learner.start(lesson.examId)));
    expect(new Set(starts.map((response) => ok(response).attemptId)).size).toBe(1);
    const open = await kit().db.selectFrom('exam_attempts').select('id').where('user_id', '=', learner.id).where('status', '=', 'in_progress').execute();
    expect(open).toHaveLength(1);
  });

  it("answers someone else's attempt as not found and leaves it alone", async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    const intruder = await kit().learner();
    const answers = await learner.answers(attempt, 'right');
    for (const response of [
      await intruder.submit(attempt.attemptId, answers, false),
      await intruder.submit(attempt.attemptId, answers, true),
      await intruder.api('GET', coursePaths.listAnswer, { query: { attemptId: attempt.attemptId } }),
    ]) {
      expect(response.body).toMatchObject({ code: ResultCode.notFound, message: 'This attempt does not exist or is not yours.', result: null });
    }
    expect((await intruder.submit(attempt.attemptId, answers, true, { lang: 'es' })).body).toMatchObject({ code: ResultCode.notFound, message: 'Este intento no existe o no es suyo.' });
    const stored = await kit().db.selectFrom('exam_attempts').select(['status', 'answers']).where('id', '=', attempt.attemptId).executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: 'in_progress', answers: {} });
    const unknown = await learner.submit('00000000-0000-4000-8000-000000000000', answers, true);
    expect(unknown.body.code).toBe(ResultCode.notFound);
  });

  it('tells the result only after grading', async () => {
    const { learner, lesson } = await readyLearner();
    const attempt = ok(await learner.start(lesson.examId));
    const early = await learner.api('GET', coursePaths.listAnswer, { query: { attemptId: attempt.attemptId } });
    expect(early.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.attemptNotGraded });
    expect(ok(await learner.api<ExamInfo>('GET', coursePaths.examInfo, { query: { examId: lesson.examId } })).attemptInProgress).toBe(attempt.attemptId);
  });
});
