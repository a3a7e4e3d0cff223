import { describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../contract/idempotency';
import { courseFixture } from '../testing/fixtures/course';
import { fakeApi, type FakeAnswer } from '../testing/fakeApi';
import { saveAnswers, submitAttempt } from './course';
import { newIdempotencyKey } from './idempotent';

// Recorded from the real API (src/testing/fixtures/course/README.md).
const grade = courseFixture('grade.lessonFailed1');
const answers = [{ questionId: 'q1', optionIds: ['o1'] }];
const noWait = vi.fn(async () => undefined);

/** Answers the submit route with `answers` in turn (a thrown error is a network failure). */
const submitRoute = (...replies: (FakeAnswer | Error)[]) =>
  fakeApi({
    '/answer/submitAnswer': () => {
      const reply = replies.shift() ?? { code: ResultCode.success, result: grade };
      if (reply instanceof Error) throw reply;
      return reply;
    },
  });

describe('idempotent exam requests', () => {
  it('makes keys the server accepts, never the same twice', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(idempotencyKeyPattern);
  });

  it('retries a submit that got no answer, or a 503, with the same key until it is graded', async () => {
    const api = submitRoute(new TypeError('Failed to fetch'), { code: ResultCode.unavailable, message: 'briefly unavailable' });
    await expect(submitAttempt('a1', answers, { delaysMs: [10, 20], wait: noWait })).resolves.toEqual(grade);
    const sent = api.to('/answer/submitAnswer');
    expect(sent).toHaveLength(3);
    const keys = sent.map((request) => request.headers[idempotencyKeyHeader]);
    expect(keys[0]).toMatch(idempotencyKeyPattern);
    expect(new Set(keys).size).toBe(1);
    expect(sent.map((request) => request.body)).toEqual(Array.from({ length: 3 }, () => ({ attemptId: 'a1', answers, final: true })));
    expect(noWait.mock.calls).toEqual([[10], [20]]);
  });

  it('gives up after the last delay, and never retries a rule the server stated', async () => {
    const offline = submitRoute(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'), new TypeError('Failed to fetch'));
    await expect(submitAttempt('a1', answers, { delaysMs: [1, 1], wait: noWait })).rejects.toMatchObject({ code: 0 });
    expect(offline.to('/answer/submitAnswer')).toHaveLength(3);
    const refused = submitRoute({ code: ResultCode.attemptClosed, message: 'closed' });
    await expect(submitAttempt('a1', answers, { delaysMs: [1, 1], wait: noWait })).rejects.toMatchObject({ code: ResultCode.attemptClosed });
    expect(refused.to('/answer/submitAnswer')).toHaveLength(1);
  });

  it('a new submit is a new request (new key); a save sends the key its caller keeps for retries', async () => {
    const api = submitRoute();
    await submitAttempt('a1', answers);
    await submitAttempt('a1', answers);
    await saveAnswers('a1', answers, 'kept-key-of-this-batch-1');
    const keys = api.to('/answer/submitAnswer').map((request) => request.headers[idempotencyKeyHeader]);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('kept-key-of-this-batch-1');
  });
});
