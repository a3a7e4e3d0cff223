import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type SubmitAnswerRequest } from '../../../src/contract/course';
import { apiBasePath } from '../../../src/contract/paths';
import { buildApp } from '../../app';
import { databasesUnderTest } from '../../test/databases';
import { ok, useCourseContext, type Learner } from '../../test/courseTestKit';
import { hashToken } from '../../lib/tokens';
import { SessionRepository } from '../auth';
import { AttemptRepository } from './attemptRepository';

describe.each(databasesUnderTest())('the saves after the first of an attempt, on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  /** A submit through a second app on the same database: another API node, which keeps nothing of the attempt. */
  const submitThroughOtherNode = async (learner: Learner, request: SubmitAnswerRequest): Promise<unknown> => {
    const otherNode = await buildApp({ db: kit().db, config: kit().ctx.config });
    try {
      const response = await otherNode.inject({ method: 'POST', url: `${apiBasePath}${coursePaths.submitAnswer}`, headers: { authorization: `Bearer ${learner.sessionToken}` }, payload: request });
      return response.json();
    } finally {
      await otherNode.close();
    }
  };

  /** A learner in the first lesson test, its first save made (the start keeps its saves: `KeptSaves`). */
  const savedOnce = async () => {
    const { learner, lesson } = await kit().learnerAtFirstLessonTest();
    const attempt = ok(await learner.start(lesson.examId));
    const wrong = await learner.answers(attempt, 'wrong');
    const right = await learner.answers(attempt, 'right');
    const first = ok(await learner.submit(attempt.attemptId, wrong.slice(0, 1), false));
    const storedAnswers = async () => (await kit().db.selectFrom('exam_attempts').select('answers').where('id', '=', attempt.attemptId).executeTakeFirstOrThrow()).answers;
    return { learner, lesson, attempt, wrong, right, first, storedAnswers };
  };

  it('save without reading the attempt again or looking the session up (their statement checks it), and answer as a save made the whole way does', async () => {
    const { learner, attempt, right, first, storedAnswers } = await savedOnce();
    const reads = vi.spyOn(AttemptRepository.prototype, 'findWithExamAtVersion');
    const lookups = vi.spyOn(SessionRepository.prototype, 'findActiveByTokenHash');
    try {
      for (const key of [undefined, randomUUID()]) expect(ok(await learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: key }))).toEqual(first);
      expect(reads).not.toHaveBeenCalled();
      expect(lookups).not.toHaveBeenCalled();
    } finally {
      reads.mockRestore();
      lookups.mockRestore();
    }
    expect(Object.keys(await storedAnswers())).toHaveLength(2);
    // A node that keeps nothing of the attempt reads it, and answers the same.
    expect(await submitThroughOtherNode(learner, { attemptId: attempt.attemptId, answers: right.slice(0, 1), final: false })).toMatchObject({ code: ResultCode.success, result: first });
  });

  it('start with the start: the first save does not read the attempt either, nor does one after a resume; the grade looks no session up', async () => {
    const { learner, lesson } = await kit().learnerAtFirstLessonTest();
    const reads = vi.spyOn(AttemptRepository.prototype, 'findWithExamAtVersion');
    const lookups = vi.spyOn(SessionRepository.prototype, 'findActiveByTokenHash');
    try {
      const attempt = ok(await learner.start(lesson.examId));
      const right = await learner.answers(attempt, 'right');
      ok(await learner.submit(attempt.attemptId, right.slice(0, 1), false));
      expect(ok(await learner.start(lesson.examId)).attemptId).toBe(attempt.attemptId);
      ok(await learner.submit(attempt.attemptId, right.slice(0, 2), false, { idempotencyKey: randomUUID() }));
      expect(reads).not.toHaveBeenCalled();
      const lookupsBefore = lookups.mock.calls.length;
      expect(ok(await learner.submit(attempt.attemptId, right, true, { idempotencyKey: randomUUID() })).passed).toBe(true);
      expect(lookups.mock.calls.length).toBe(lookupsBefore);
    } finally {
      reads.mockRestore();
      lookups.mockRestore();
    }
  });

  it("answer with the exam's settings of now when they change between the start and the first save", async () => {
    const { learner, lesson } = await kit().learnerAtFirstLessonTest();
    const attempt = ok(await learner.start(lesson.examId));
    const { attemptsAllowed } = ok(await learner.examInfo(lesson.examId));
    await kit().db.updateTable('exams').set({ attempts_allowed: attemptsAllowed + 1 }).where('id', '=', lesson.examId).execute();
    try {
      const saved = ok(await learner.submit(attempt.attemptId, (await learner.answers(attempt, 'right')).slice(0, 1), false));
      expect(saved.attemptsAllowed).toBe(attemptsAllowed + 1);
    } finally {
      await kit().db.updateTable('exams').set({ attempts_allowed: attemptsAllowed }).where('id', '=', lesson.examId).execute();
    }
  });

  it("answer with the exam's settings of now once they change during the attempt", async () => {
    const { learner, lesson, attempt, right, first } = await savedOnce();
    await kit().db.updateTable('exams').set({ attempts_allowed: first.attemptsAllowed + 1 }).where('id', '=', lesson.examId).execute();
    try {
      for (const key of [undefined, randomUUID()]) {
        expect(ok(await learner.submit(attempt.attemptId, right.slice(0, 1), false, { idempotencyKey: key }))).toEqual({ ...first, attemptsAllowed: first.attemptsAllowed + 1 });
      }
    } finally {
      await kit().db.updateTable('exams').set({ attempts_allowed: first.attemptsAllowed }).where('id', '=', lesson.examId).execute();
    }
  });

  it('are refused, changing nothing, once the attempt was graded elsewhere (another API node)', async () => {
    const { learner, attempt, right, storedAnswers } = await savedOnce();
    const before = await storedAnswers();
    expect(await submitThroughOtherNode(learner, { attemptId: attempt.attemptId, answers: [], final: true })).toMatchObject({ code: ResultCode.success, result: { passed: false } });
    for (const key of [undefined, randomUUID()]) {
      expect((await learner.submit(attempt.attemptId, right, false, { idempotencyKey: key })).body.code).toBe(ResultCode.attemptClosed);
    }
    expect(await storedAnswers()).toEqual(before);
  });

  it("are another learner's to make only as ever: a stranger's save or grade is not found and changes nothing", async () => {
    const { attempt, right, storedAnswers } = await savedOnce();
    const before = await storedAnswers();
    const stranger = await kit().learner();
    for (const final of [true, false]) expect((await stranger.submit(attempt.attemptId, right, final)).body.code).toBe(ResultCode.notFound);
    expect(await storedAnswers()).toEqual(before);
    expect(await statusOf(attempt.attemptId)).toBe('in_progress');
  });

  it('refuse answers outside the attempt, changing nothing', async () => {
    const { learner, attempt, right, storedAnswers } = await savedOnce();
    const before = await storedAnswers();
    const foreign = [{ questionId: randomUUID(), optionIds: right[0]!.optionIds }];
    expect((await learner.submit(attempt.attemptId, foreign, false)).body.code).not.toBe(ResultCode.success);
    expect(await storedAnswers()).toEqual(before);
  });

  const statusOf = async (attemptId: string) => (await kit().db.selectFrom('exam_attempts').select('status').where('id', '=', attemptId).executeTakeFirstOrThrow()).status;
  const sessionOf = (learner: Learner) => kit().db.updateTable('sessions').where('token_hash', '=', hashToken(learner.sessionToken));
  const accountOf = (learner: Learner) => kit().db.updateTable('users').where('id', '=', learner.id);
  it.each([
    ['logged out', (learner: Learner) => sessionOf(learner).set({ revoked_at: new Date() }).execute(), ResultCode.sessionExpired],
    ['expired', (learner: Learner) => sessionOf(learner).set({ expires_at: new Date(Date.now() - 1000) }).execute(), ResultCode.sessionExpired],
    ['of a deactivated account', (learner: Learner) => accountOf(learner).set({ deactivated_at: new Date() }).execute(), ResultCode.sessionExpired],
    ['of an account that must change its password first', (learner: Learner) => accountOf(learner).set({ must_change_password: true }).execute(), ResultCode.passwordChangeRequired],
  ])('are refused, changing nothing, with a session %s, and so is the grade', async (_, end, code) => {
    const { learner, attempt, right, storedAnswers } = await savedOnce();
    const before = await storedAnswers();
    await end(learner);
    // The grades first: a save that does not write forgets the kept attempt, and a grade would then look the session up.
    for (const final of [true, false]) {
      for (const key of [undefined, randomUUID()]) expect((await learner.submit(attempt.attemptId, right, final, { idempotencyKey: key })).body.code).toBe(code);
    }
    expect(await storedAnswers()).toEqual(before);
    expect(await statusOf(attempt.attemptId)).toBe('in_progress');
  });

  it('answer a made-up token as expired, whatever its answers, changing nothing, and grade nothing for it', async () => {
    const { attempt, right, storedAnswers } = await savedOnce();
    const before = await storedAnswers();
    const foreign = [{ questionId: randomUUID(), optionIds: right[0]!.optionIds }];
    for (const [answers, final] of [[right, true], [right, false], [foreign, false]] as const) {
      const response = await kit().ctx.api('POST', coursePaths.submitAnswer, { token: randomUUID(), body: { attemptId: attempt.attemptId, answers, final } });
      expect(response.body.code).toBe(ResultCode.sessionExpired);
    }
    expect(await storedAnswers()).toEqual(before);
    expect(await statusOf(attempt.attemptId)).toBe('in_progress');
  });

  it('race the grade, 49 of them, and none lands after it', async () => {
    const { learner, attempt, right, storedAnswers } = await savedOnce();
    const save = () => learner.submit(attempt.attemptId, right, false);
    const responses = await Promise.all([...Array.from({ length: 10 }, save), learner.submit(attempt.attemptId, [], true), ...Array.from({ length: 39 }, save)]);
    const grade = ok(responses.splice(10, 1)[0]!);
    for (const response of responses) expect([ResultCode.success, ResultCode.attemptClosed]).toContain(response.body.code);
    const saved = responses.filter((response) => response.body.code === ResultCode.success).length;
    // The first save chose one wrong answer; a save answered as saved put every right one in before the grade read them.
    expect(grade.passed).toBe(saved > 0);
    expect(Object.keys(await storedAnswers())).toHaveLength(saved > 0 ? right.length : 1);
  });
});
