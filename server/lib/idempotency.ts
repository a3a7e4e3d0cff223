import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../src/contract/idempotency';
import { precompiled } from '../db/precompiled';
import { inTransaction, type Db } from '../db/transaction';
import { BusinessError } from './businessError';
import { requestHeaders } from './envelope';

/** How long a key is remembered: a client gives up retrying long before. */
export const idempotencyKeyTtlMs = 24 * 60 * 60 * 1000;

/** Request headers of a route that accepts `Idempotency-Key` (a malformed key is refused with 40000). */
export const idempotentRequestHeaders = requestHeaders.extend({
  [idempotencyKeyHeader]: z
    .string()
    .regex(idempotencyKeyPattern)
    .optional()
    .describe('Names one logical request: a retry with the same key gets the first answer and changes nothing again (16-128 of A-Z a-z 0-9 _ -)'),
});

/** The key of a request, if it sent one (the route schema has checked its form). */
export const idempotencyKeyOf = (headers: Record<string, unknown>): string | undefined => {
  const value = headers[idempotencyKeyHeader];
  return typeof value === 'string' ? value : undefined;
};

/** What a request asked for: the same key with another request is refused rather than answered wrongly. */
export const requestFingerprint = (route: string, body: unknown): string =>
  createHash('sha256').update(route).update('\n').update(JSON.stringify(body)).digest('hex');

export type IdempotentCall = { userId: string; key: string; fingerprint: string; now: Date };

// Claims the key: a second claim of the same key waits on the first one's uncommitted row, then
// inserts nothing once it commits (or claims it, if the first rolled back).
const claimKey = precompiled<{ userId: string; key: string; fingerprint: string; now: Date }, { key: string }>((db, slot) =>
  db
    .insertInto('idempotency_keys')
    .values({ user_id: slot('userId'), key: slot('key'), fingerprint: slot('fingerprint'), response: sql`'null'::jsonb`, created_at: slot('now') })
    .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
    .returning('key'),
);
const storedAnswer = precompiled<{ userId: string; key: string }, { fingerprint: string; response: unknown }>((db, slot) =>
  db.selectFrom('idempotency_keys').select(['fingerprint', 'response']).where('user_id', '=', slot('userId')).where('key', '=', slot('key')),
);
// Stores the answer and forgets the user's expired keys in the same statement.
const keepAnswer = precompiled<{ userId: string; key: string; response: string; expiredBefore: Date }, never>((db, slot) =>
  db
    .with('expired', (qb) => qb.deleteFrom('idempotency_keys').where('user_id', '=', slot('userId')).where('created_at', '<', slot('expiredBefore')))
    .updateTable('idempotency_keys')
    .set({ response: sql`${slot('response')}::jsonb` })
    .where('user_id', '=', slot('userId'))
    .where('key', '=', slot('key')),
);
// Claims the key and stores its answer at once (a key held by another transaction waits for it), and forgets
// the user's other expired keys: this key's own row, however old, still answers the retry.
const claimWithAnswer = precompiled<{ userId: string; key: string; fingerprint: string; response: string; now: Date; expiredBefore: Date }, { key: string }>(
  (db, slot) =>
    db
      .with('expired', (qb) =>
        qb.deleteFrom('idempotency_keys').where('user_id', '=', slot('userId')).where('created_at', '<', slot('expiredBefore')).where('key', '<>', slot('key')),
      )
      .insertInto('idempotency_keys')
      .values({ user_id: slot('userId'), key: slot('key'), fingerprint: slot('fingerprint'), response: sql`${slot('response')}::jsonb`, created_at: slot('now') })
      .onConflict((oc) => oc.columns(['user_id', 'key']).doNothing())
      .returning('key'),
);

/** The answer stored under the key, if any; the same key with another request is refused. */
const storedAnswerOf = async (tx: Db, call: IdempotentCall): Promise<{ response: unknown } | undefined> => {
  const [stored] = await storedAnswer(tx, { userId: call.userId, key: call.key });
  if (!stored) return undefined;
  if (stored.fingerprint !== call.fingerprint) throw new BusinessError('conflict', { messageKey: 'idempotencyKeyReused' });
  return { response: stored.response };
};

/**
 * Runs `work` once per (user, key) inside the caller's transaction: the key's row is claimed first,
 * so a repeat waits for the first request's transaction, then gets its stored answer. Only successes
 * are stored (a failure rolls the claim back with everything else): a refused request may be sent
 * again once the reason is gone. Must be called inside `inTransaction`. For work that is costly to repeat
 * or reaches outside the transaction; `onceForKeyClaimedLast` sends one statement fewer.
 */
export async function onceForKey<T>(tx: Db, call: IdempotentCall, work: () => Promise<T>): Promise<T> {
  const claimed = await claimKey(tx, { userId: call.userId, key: call.key, fingerprint: call.fingerprint, now: call.now });
  if (claimed.length === 0) {
    const stored = await storedAnswerOf(tx, call);
    if (!stored) throw new Error(`idempotency key ${call.key} claimed but not stored`);
    return stored.response as T;
  }
  const response = await work();
  await keepAnswer(tx, { userId: call.userId, key: call.key, response: JSON.stringify(response), expiredBefore: new Date(call.now.getTime() - idempotencyKeyTtlMs) });
  return response;
}

/** Ends a transaction whose key had been answered already: its work is rolled back, the stored answer given. */
class AnsweredBefore extends Error {
  constructor(readonly response: unknown) {
    super('answered before');
  }
}

/**
 * `onceForKey` in a transaction of its own, with the key claimed last, in the statement that stores the
 * answer: a first request (nearly every one) sends one statement fewer. A repeat runs `work` again, finds
 * the key taken (waiting for a first request still in flight) and rolls its work back, answering with
 * the stored answer; a repeat whose work is now refused (a save after the grade) gets it too. So only for
 * work that is cheap to repeat and whose every effect is inside `tx` (commit callbacks included).
 */
export async function onceForKeyClaimedLast<T>(db: Db, call: IdempotentCall, work: (tx: Db) => Promise<T>): Promise<T> {
  const answeredBefore = async (tx: Db): Promise<AnsweredBefore | undefined> => {
    const stored = await storedAnswerOf(tx, call);
    return stored && new AnsweredBefore(stored.response);
  };
  try {
    return await inTransaction(db, async (tx) => {
      let response: T;
      try {
        response = await work(tx);
      } catch (error) {
        // Only a refusal leaves the transaction usable; a failed statement is answered as it is.
        if (error instanceof BusinessError) throw (await answeredBefore(tx)) ?? error;
        throw error;
      }
      const expiredBefore = new Date(call.now.getTime() - idempotencyKeyTtlMs);
      const claimed = await claimWithAnswer(tx, { ...call, response: JSON.stringify(response), expiredBefore });
      if (claimed.length === 0) throw (await answeredBefore(tx)) ?? new Error(`idempotency key ${call.key} taken but not stored`);
      return response;
    });
  } catch (error) {
    if (error instanceof AnsweredBefore) return error.response as T;
    throw error;
  }
}
