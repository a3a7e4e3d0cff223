import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type Attempt } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import type { ApiResponse } from '../../test/testApp';
import { ok, useCourseContext } from '../../test/courseTestKit';

describe.each(databasesUnderTest())('exam saves and submits with an Idempotency-Key on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** A learner with an open attempt at lesson 1's test, and the answers built from the right options. */
  const openAttempt = async () => {
    const { learner, lesson } = await kit().learnerAtFirstLessonTest();
    const attempt = ok(await learner.start(lesson.examId));
    return { learner, attempt, examId: lesson.examId, right: await learner.answers(attempt, 'right'), wrong: await learner.answers(attempt, 'wrong') };
  };

  const savedAnswers = (attempt: Attempt | null) => Object.fromEntries((attempt?.questions ?? []).map((question) => [question.questionId, question.chosenOptionIds]));

  it('keeps an answer saved just before a network cut, and a late retry of an older save never overwrites a newer one', async () => {
    const { learner, attempt, examId, right, wrong } = await openAttempt();
    const first = randomUUID();
    // The save lands but its answer is lost on the way back; the client sends it again with the same key.
    const lost = ok(await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: first }));
    const retried = ok(await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: first }));
    expect(retried).toEqual(lost);
    // After reconnecting, the resumed attempt holds the answer.
    const resumed = ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } }));
    expect(savedAnswers(resumed)[wrong[0]!.questionId]).toEqual(wrong[0]!.optionIds);
    // The learner changes the answer; a copy of the first save that arrives late changes nothing.
    ok(await learner.submit(attempt.attemptId, [right[0]!], false, { idempotencyKey: randomUUID() }));
    expect(ok(await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: first }))).toEqual(lost);
    const after = ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } }));
    expect(savedAnswers(after)[right[0]!.questionId]).toEqual(right[0]!.optionIds);
  });

  it(`grades a submit retried ${parallelRequests} times at once exactly once, and answers every retry with that grade`, async () => {
    const { learner, attempt, right } = await openAttempt();
    const key = randomUUID();
    const responses = await atOnce(parallelRequests, () => learner.submit(attempt.attemptId, right, true, { idempotencyKey: key }));
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: parallelRequests });
    const grades = responses.map((response) => ok(response));
    expect(grades[0]).toMatchObject({ passed: true, correctPercent: 100, attemptsUsed: 1 });
    for (const grade of grades) expect(grade).toEqual(grades[0]);
    const db = kit().db;
    const graded = await db.selectFrom('exam_attempts').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', learner.id).where('status', '=', 'graded').executeTakeFirstOrThrow();
    expect(graded.n).toBe(1);
    const passedNotices = await db.selectFrom('notifications').select(sql<number>`count(*)::int`.as('n')).where('user_id', '=', learner.id).where('kind', '=', 'lessonPassed').executeTakeFirstOrThrow();
    expect(passedNotices.n).toBe(1);
  });

  it(`lets grades, starts and saves of one learner's test race, ${parallelRequests} at once, without waiting on each other: one grade, one new attempt at most`, async () => {
    const { learner, attempt, examId, wrong } = await openAttempt();
    // A grade locks the attempt's row, then the learner's exam lock; a start takes that lock and never the row.
    const responses = await atOnce<ApiResponse>(parallelRequests, (index) => {
      if (index % 5 === 0) return learner.submit(attempt.attemptId, wrong, true, { idempotencyKey: randomUUID() });
      if (index % 5 === 1) return learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: randomUUID() });
      return learner.start(examId);
    });
    const allowed: number[] = [ResultCode.success, ResultCode.attemptClosed];
    expect(responses.filter((response) => !allowed.includes(response.body.code)).map((response) => response.body)).toEqual([]);
    const rows = await kit().db.selectFrom('exam_attempts').select(['id', 'status', 'passed']).where('user_id', '=', learner.id).where('exam_id', '=', examId).execute();
    expect(rows.find((row) => row.id === attempt.attemptId)).toMatchObject({ status: 'graded', passed: false });
    expect(rows.filter((row) => row.status === 'in_progress').length).toBeLessThanOrEqual(1);
    expect(rows.length).toBeLessThanOrEqual(2);
    const grades = responses.filter((_, index) => index % 5 === 0).map((response) => response.body);
    expect(grades[0]).toMatchObject({ code: ResultCode.success, result: { passed: false } });
    for (const grade of grades) expect(grade).toEqual(grades[0]);
  });

  it(`stores a save sent ${parallelRequests} times at once with one key once, and answers every copy alike`, async () => {
    const { learner, attempt, examId, right } = await openAttempt();
    const key = randomUUID();
    const responses = await atOnce(parallelRequests, () => learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: key }));
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: parallelRequests });
    const answers = responses.map((response) => ok(response));
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const keys = await kit().db.selectFrom('idempotency_keys').select(['response']).where('user_id', '=', learner.id).where('key', '=', key).execute();
    expect(keys).toHaveLength(1);
    expect(keys[0]!.response).toEqual(answers[0]);
    const stored = savedAnswers(ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } })));
    for (const entry of right.slice(0, 2)) expect(stored[entry.questionId]).toEqual(entry.optionIds);
  });

  it(`lets no late copy of a save overwrite a newer save sent among them: ${parallelRequests} copies at once keep the newer answer`, async () => {
    const { learner, attempt, examId, right, wrong } = await openAttempt();
    const first = randomUUID();
    const lost = ok(await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: first }));
    // The first copy's answer was lost on the way back; its copies and a newer save reach the server together.
    const [newer, ...copies] = await Promise.all([
      learner.submit(attempt.attemptId, [right[0]!], false, { idempotencyKey: randomUUID() }),
      ...Array.from({ length: parallelRequests }, () => learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: first })),
    ]);
    ok(newer!);
    for (const copy of copies) expect(ok(copy)).toEqual(lost);
    const stored = savedAnswers(ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } })));
    expect(stored[right[0]!.questionId]).toEqual(right[0]!.optionIds);
  });

  it('answers the retry of a save that landed before the grade with its first answer, not "already submitted"', async () => {
    const { learner, attempt, right } = await openAttempt();
    const saveKey = randomUUID();
    const saved = ok(await learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: saveKey }));
    ok(await learner.submit(attempt.attemptId, right, true, { idempotencyKey: randomUUID() }));
    expect(ok(await learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: saveKey }))).toEqual(saved);
    // Without its key (or with a new one) the same save is refused: the attempt is closed.
    expect((await learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: randomUUID() })).body.code).toBe(ResultCode.attemptClosed);
  });

  it('refuses a key reused for another request, and a malformed key, changing nothing', async () => {
    const { learner, attempt, right, wrong, examId } = await openAttempt();
    const key = randomUUID();
    ok(await learner.submit(attempt.attemptId, [right[0]!], false, { idempotencyKey: key }));
    const reused = await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: key, lang: 'es' });
    expect(reused.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.es.idempotencyKeyReused });
    const malformed = await learner.submit(attempt.attemptId, [wrong[0]!], false, { idempotencyKey: 'short' });
    expect(malformed.body.code).toBe(ResultCode.invalidInput);
    const stored = ok(await learner.api<Attempt | null>('GET', coursePaths.lastAttempt, { query: { examId } }));
    expect(savedAnswers(stored)[right[0]!.questionId]).toEqual(right[0]!.optionIds);
  });

  it('keeps keys apart per learner: the same key from another learner is a request of its own', async () => {
    const a = await openAttempt();
    const b = await openAttempt();
    const key = randomUUID();
    ok(await a.learner.submit(a.attempt.attemptId, a.right, true, { idempotencyKey: key }));
    expect(ok(await b.learner.submit(b.attempt.attemptId, b.wrong, true, { idempotencyKey: key }))).toMatchObject({ passed: false, attemptId: b.attempt.attemptId });
  });
});
