import { hash } from 'node:crypto';
import { sql, type ExpressionBuilder, type QueryCreator } from 'kysely';
import { z } from 'zod';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../src/contract/idempotency';
import { precompiled } from '../db/precompiled';
import type { Database } from '../db/schema';
import type { Db } from '../db/transaction';
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
export const requestFingerprint = (route: string, body: unknown): string => hash('sha256', `${route}\n${JSON.stringify(body)}`);

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

/** What claims a key with its answer: the request's call, its answer as JSON, and the age past which the user's other keys go. */
export type KeyClaim = IdempotentCall & { response: string; expiredBefore: Date };

// The claim with its answer, and the user's other expired keys forgotten: this key's own row, however old,
// still answers the retry. No `on conflict`: a taken key fails the statement (23505, after waiting for a first
// request still in flight), which undoes the work of its transaction or of its own statement.
const claimKeyWith = <DB extends Database>(qb: QueryCreator<DB>, claim: <K extends keyof KeyClaim & string>(name: K) => KeyClaim[K]) =>
  (qb as unknown as QueryCreator<Database>)
    .with('expired', (cte) =>
      cte.deleteFrom('idempotency_keys').where('user_id', '=', claim('userId')).where('created_at', '<', claim('expiredBefore')).where('key', '<>', claim('key')),
    )
    .insertInto('idempotency_keys');
const keyClaimed = precompiled<KeyClaim, { key: string }>((db, slot) =>
  claimKeyWith(db, slot)
    .values({ user_id: slot('userId'), key: slot('key'), fingerprint: slot('fingerprint'), response: sql`${slot('response')}::jsonb`, created_at: slot('now') })
    .returning('key'),
);

/** Claims the key with its answer inside a transaction's work (`onceForKeyClaimedLast`). */
export const claimKeyWithAnswer = async (tx: Db, claim: KeyClaim): Promise<void> => {
  await keyClaimed(tx, claim);
};

/** The work's data-modifying query, as `with` takes it. */
type DoneWork = ReturnType<Parameters<QueryCreator<Database>['with']>[1]>;

/**
 * One statement that does its work and claims the key with the answer: `work` builds a data-modifying
 * query that returns a row when the work was done, and the key is claimed only then. Atomic without a
 * transaction: a taken key fails the whole statement, work included. Resolves to whether the work was done.
 */
export const claimingKeyAfter = <Params extends Record<string, unknown>>(
  work: (qb: QueryCreator<Database>, slot: <K extends keyof Params & string>(name: K) => Params[K]) => DoneWork,
): ((db: Db, params: Params, claim: KeyClaim) => Promise<boolean>) => {
  const statement = precompiled<Params & KeyClaim, { key: string }>((db, slot) =>
    claimKeyWith(
      db.with('done', (qb) => work(qb, slot as never)),
      slot,
    )
      .columns(['user_id', 'key', 'fingerprint', 'response', 'created_at'])
      .expression((eb) =>
        (eb as unknown as ExpressionBuilder<Database & { done: Record<string, unknown> }, never>)
          .selectFrom('done')
          .select([
            sql<string>`${slot('userId')}::uuid`.as('user_id'),
            sql<string>`${slot('key')}::text`.as('key'),
            sql<string>`${slot('fingerprint')}::text`.as('fingerprint'),
            sql<string>`${slot('response')}::jsonb`.as('response'),
            sql<Date>`${slot('now')}::timestamptz`.as('created_at'),
          ]),
      )
      .returning('key'),
  );
  // Object.assign, not `{ ...params, ...claim }`: on Node 20 that spread costs 8 µs a call (docs/performance.md, thirty-third pass).
  return async (db, params, claim) => (await statement(db, Object.assign({}, params, claim))).length > 0;
};

/** The answer stored under the key, if any; the same key with another request is refused. */
const storedAnswerOf = async (db: Db, call: IdempotentCall): Promise<{ response: unknown } | undefined> => {
  const [stored] = await storedAnswer(db, { userId: call.userId, key: call.key });
  if (!stored) return undefined;
  if (stored.fingerprint !== call.fingerprint) throw new BusinessError('conflict', { messageKey: 'idempotencyKeyReused' });
  return { response: stored.response };
};

/** The claim of the call's key with its answer (`claimingKeyAfter`, `claimKeyWithAnswer`); `answerJson` when the caller keeps it already. */
export const keyClaimOf = (call: IdempotentCall, answer: unknown, answerJson = JSON.stringify(answer)): KeyClaim => ({
  // Named one by one: a spread followed by more properties costs a microsecond a call on Node 20.
  userId: call.userId,
  key: call.key,
  fingerprint: call.fingerprint,
  now: call.now,
  response: answerJson,
  expiredBefore: new Date(call.now.getTime() - idempotencyKeyTtlMs),
});

/** The statement that claims a key failed because another request holds it (the primary key's unique violation). */
export const isKeyTaken = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';

/**
 * Runs `work` once per (user, key) inside the caller's transaction: the key's row is claimed first,
 * so a repeat waits for the first request's transaction, then gets its stored answer. Only successes
 * are stored (a failure rolls the claim back with everything else): a refused request may be sent
 * again once the reason is gone. Must be called inside `inTransaction`. For work that is costly to repeat
 * or reaches outside the transaction; `onceForKeyClaimedLast` sends fewer statements.
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

/**
 * `onceForKey` with the key claimed last, by the work itself: `work` does what the request asks and claims
 * the key with its answer (`claimOf(answer)`) in its last statement, through `claimKeyWithAnswer` inside its
 * transaction or `claimingKeyAfter` in one statement. A first request (nearly every one) sends no statement
 * for the key alone. A repeat does the work again, finds the key taken (waiting for a first request still in
 * flight) and so fails, undoing its work, and gets the stored answer; a repeat whose work is now refused (a
 * save after the grade) gets it too. So only for work that is cheap to repeat and whose every effect is
 * undone with its transaction or statement (commit callbacks included).
 */
export async function onceForKeyClaimedLast<T>(db: Db, call: IdempotentCall, work: (claimOf: (answer: T) => KeyClaim) => Promise<T>): Promise<T> {
  try {
    return await work((answer) => keyClaimOf(call, answer));
  } catch (error) {
    // Only a refusal or a taken key may have been answered before; any other failure is answered as it is.
    if (!(error instanceof BusinessError) && !isKeyTaken(error)) throw error;
    const stored = await storedAnswerOf(db, call);
    if (stored) return stored.response as T;
    if (error instanceof BusinessError) throw error;
    throw new Error(`idempotency key ${call.key} taken but not stored`, { cause: error });
  }
}
