import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type ExamInfo } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { hours, minutes, seconds } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { installationSlug, ok, useCourseContext, type AnswerPlan } from '../../test/courseTestKit';
import { certificateHours, defaultValidityMonths, validUntilOf } from '../certificate';

/** `count` right answers, then wrong ones, for a 10-question attempt. */
const plan = (right: number): AnswerPlan[] => Array.from({ length: 10 }, (_, index) => (index < right ? 'right' : 'wrong'));

describe.each(databasesUnderTest())('the final exam on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** A learner who passed every lesson of the certification course. */
  const certifiable = async (versionCode = 'US') => {
    const learner = await kit().learner(versionCode);
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.passAllLessons(courseId);
    return { learner, courseId, examId: detail.finalExamId!, detail };
  };

  it('stays locked until every lesson is passed', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.detail(courseId);
    const refused = await learner.start(detail.finalExamId!, 'es');
    expect(refused.body).toMatchObject({ code: ResultCode.examLocked, message: errorMessages.es.examLocked });
    expect(ok(await learner.examInfo(detail.finalExamId!))).toMatchObject({ kind: 'final', canStart: false, reason: 'exam_locked' });

    const first = detail.lessons[0]!;
    await learner.watch(courseId, first.lessonId, first.durationSeconds);
    ok(await learner.start(first.examId));
    expect((await learner.start(detail.finalExamId!)).body.code).toBe(ResultCode.examLocked);
  });

  it('draws 10 distinct questions of its pool per attempt, shuffled', async () => {
    const { learner, examId, detail } = await certifiable();
    expect(detail).toMatchObject({ finalExamLocked: false, percent: 80 });
    const info = ok(await learner.examInfo(examId));
    expect(info).toMatchObject({ canStart: true, reason: null, questionCount: 10, passPercent: 70, attemptsAllowed: 2, attemptsUsed: 0, lessonId: null });
    const pool = await kit().db.selectFrom('questions').select('id').where('exam_id', '=', examId).execute();
    expect(pool.length).toBeGreaterThanOrEqual(15);
    const poolIds = new Set(pool.map((question) => question.id));

    const draws: string[][] = [];
    const drawer = [learner, (await certifiable()).learner, (await certifiable()).learner];
    for (const someone of drawer) {
      const attempt = ok(await someone.start(examId));
      expect(attempt.questions).toHaveLength(10);
      expect(new Set(attempt.questions.map((question) => question.questionId)).size).toBe(10);
      for (const question of attempt.questions) expect(poolIds.has(question.questionId)).toBe(true);
      draws.push(attempt.questions.map((question) => question.questionId));
    }
    expect(new Set(draws.map((draw) => draw.join())).size).toBeGreaterThan(1);
  });

  it('passes at exactly 70% and fails below; the waiting period opens new attempts; passing certifies once', async () => {
    const { learner, courseId, examId } = await certifiable();
    const failed = await learner.takeExam(examId, plan(6));
    expect(failed).toMatchObject({ passed: false, correctCount: 6, correctPercent: 60, questionCount: 10, attemptsUsed: 1, attemptsAllowed: 2, certificateId: null });
    kit().clock.advance(minutes(10));
    const second = await learner.takeExam(examId, plan(0));
    expect(second).toMatchObject({ passed: false, correctPercent: 0, attemptsUsed: 2 });
    const availableAt = new Date(new Date(second.completionTime!).getTime() + hours(24));

    const waiting = await learner.start(examId);
    expect(waiting.body.code).toBe(ResultCode.waitingPeriod);
    expect(waiting.body.message).toContain(errorMessages.en.waitingPeriod.split('{{')[0]!);
    expect(waiting.body.message).toMatch(/2031.*UTC\.$/);
    expect(waiting.body.result).toEqual({ availableAt: availableAt.toISOString() });
    const info = ok(await learner.examInfo(examId));
    expect(info).toMatchObject({ canStart: false, reason: 'waiting_period', availableAt: availableAt.toISOString(), attemptsUsed: 2 });

    kit().clock.advance(hours(24) - minutes(1));
    await learner.signInAgain();
    expect((await learner.start(examId)).body.code).toBe(ResultCode.waitingPeriod);
    kit().clock.advance(minutes(1));
    expect(ok(await learner.examInfo(examId))).toMatchObject({ canStart: true, reason: null, attemptsUsed: 0, availableAt: null });

    const attempt = ok(await learner.start(examId));
    kit().clock.advance(seconds(300));
    const answers = await learner.answers(attempt, plan(7));
    const [passed, ...again] = await Promise.all(Array.from({ length: 50 }, () => learner.submit(attempt.attemptId, answers, true)));
    for (const other of again) expect(ok(other)).toEqual(ok(passed!));
    expect(ok(passed!)).toMatchObject({ passed: true, correctCount: 7, correctPercent: 70, attemptsUsed: 1, timeTakenSeconds: 300 });
    const certificateId = ok(passed!).certificateId;
    expect(certificateId).toMatch(/^[0-9a-f-]{36}$/);

    const certificates = await kit().db.selectFrom('certificates').selectAll().where('user_id', '=', learner.id).execute();
    expect(certificates).toHaveLength(1);
    const certificate = certificates[0]!;
    expect(certificate).toMatchObject({ id: certificateId, course_id: courseId, attempt_id: attempt.attemptId, total_hours: certificateHours(4 * 12) });
    // The four 12 s videos of the demo course.
    expect(certificate.total_hours).toBe(0.01);
    expect(certificate.serial).toMatch(/^TC-[0-9A-F]{4}(-[0-9A-F]{4}){3}$/);
    expect(certificate.issued_at.toISOString()).toBe(ok(passed!).completionTime);
    expect(certificate.valid_until.toISOString()).toBe(validUntilOf(certificate.issued_at, defaultValidityMonths).toISOString());
    expect(certificate.valid_until.getUTCFullYear() - certificate.issued_at.getUTCFullYear()).toBe(2);

    const detail = await learner.detail(courseId);
    expect(detail).toMatchObject({ certificateId, percent: 100, status: 'completed' });
    const retake = await learner.start(examId);
    expect(retake.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.en.alreadyPassed });
    const history = ok(await learner.api<{ examId: string; passed: boolean; kind: string }[]>('GET', coursePaths.examHistory));
    expect(history.filter((entry) => entry.kind === 'final').map((entry) => entry.passed)).toEqual([true, false, false]);
    const rounds = await kit().db.selectFrom('exam_attempts').select('cycle').where('exam_id', '=', examId).where('user_id', '=', learner.id).orderBy('started_at').execute();
    expect(rounds.map((row) => row.cycle)).toEqual([1, 1, 2]);
  });

  it('takes pass mark, attempts and waiting period from each exam', async () => {
    const { learner, examId } = await certifiable();
    await kit().db.updateTable('exams').set({ pass_percent: 80, attempts_allowed: 3, waiting_hours: 1 }).where('id', '=', examId).execute();
    try {
      expect(ok(await learner.examInfo(examId))).toMatchObject({ passPercent: 80, attemptsAllowed: 3 });
      expect(await learner.takeExam(examId, plan(7))).toMatchObject({ passed: false, correctPercent: 70, attemptsAllowed: 3 });
      expect((await learner.takeExam(examId, plan(7))).attemptsUsed).toBe(2);
      expect((await learner.takeExam(examId, plan(7))).attemptsUsed).toBe(3);
      expect(ok(await learner.examInfo(examId)).reason).toBe('waiting_period');
      kit().clock.advance(hours(1));
      expect(await learner.takeExam(examId, plan(8))).toMatchObject({ passed: true, attemptsUsed: 1 });
    } finally {
      await kit().db.updateTable('exams').set({ pass_percent: 70, attempts_allowed: 2, waiting_hours: 24 }).where('id', '=', examId).execute();
    }
  });

  it("lists the final exam versions of the user's country and hides other countries' versions", async () => {
    const us = await kit().learner('US');
    const mx = await kit().learner('MX');
    const usVersions = ok(await us.api<{ examId: string; versionCode: string; title: string; questionCount: number }[]>('GET', coursePaths.examVersions));
    const mxVersions = ok(await mx.api<{ examId: string; versionCode: string; title: string }[]>('GET', coursePaths.examVersions, { lang: 'es' }));
    expect(usVersions).toEqual([expect.objectContaining({ versionCode: 'US', title: 'Installation Certification final exam (US)', questionCount: 10, passPercent: 70, attemptsAllowed: 2 })]);
    expect(mxVersions).toEqual([expect.objectContaining({ versionCode: 'MX', title: 'Examen final de la Certificación de instalación (MX)' })]);
    expect((await mx.detail(await kit().courseId(installationSlug))).finalExamId).toBe(mxVersions[0]?.examId);
    const foreign = await us.api<ExamInfo>('GET', coursePaths.examInfo, { query: { examId: mxVersions[0]!.examId } });
    expect(foreign.body).toEqual({ code: ResultCode.notFound, message: 'This test does not exist or is no longer offered.', result: null });
    expect((await us.start(mxVersions[0]!.examId, 'es')).body).toEqual({ code: ResultCode.notFound, message: 'Esta prueba no existe o ya no se ofrece.', result: null });
    for (const examId of ['no-such-exam', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await us.api('GET', coursePaths.examInfo, { query: { examId }, lang: 'es' });
      expect(unknown.body).toEqual({ code: ResultCode.notFound, message: 'Esta prueba no existe o ya no se ofrece.', result: null });
    }
  });

  it('serves the questions of a Spanish-speaking learner in Spanish, with the country question of their version', async () => {
    const { learner, examId } = await certifiable('MX');
    const pool = await kit().db.selectFrom('questions').select('text').where('exam_id', '=', examId).execute();
    expect(pool.filter((question) => question.text.en.includes('Mexico'))).toHaveLength(1);
    expect(pool.filter((question) => question.text.en.includes('NEC'))).toHaveLength(0);
    const attempt = ok(await learner.start(examId, 'es'));
    const texts = new Set(pool.map((question) => question.text.es));
    for (const question of attempt.questions) expect(texts.has(question.text)).toBe(true);
  });
});
