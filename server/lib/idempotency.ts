import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { z } from 'zod';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../src/contract/idempotency';
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
export const requestFingerprint = (route: string, body: unknown): string =>
  createHash('sha256').update(route).update('\n').update(JSON.stringify(body)).digest('hex');

export type IdempotentCall = { userId: string; key: string; fingerprint: string; now: Date };

/**
 * Runs `work` once per (user, key) inside the caller's transaction: a repeat waits for the first
 * (advisory lock), then gets its stored answer. Only successes are stored: a refused request may be
 * sent again once the reason is gone. Must be called inside `inTransaction`.
 */
export async function onceForKey<T>(tx: Db, call: IdempotentCall, work: () => Promise<T>): Promise<T> {
  await sql`select pg_advisory_xact_lock(hashtext('idempotency:' || ${call.userId}), hashtext(${call.key}))`.execute(tx);
  const stored = await tx
    .selectFrom('idempotency_keys')
    .select(['fingerprint', 'response'])
    .where('user_id', '=', call.userId)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (stored) {
    if (stored.fingerprint !== call.fingerprint) throw new BusinessError('conflict', { messageKey: 'idempotencyKeyReused' });
    return stored.response as T;
  }
  const response = await work();
  await tx
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', call.userId)
    .where('created_at', '<', new Date(call.now.getTime() - idempotencyKeyTtlMs))
    .execute();
  await tx
    .insertInto('idempotency_keys')
    .values({ user_id: call.userId, key: call.key, fingerprint: call.fingerprint, response: JSON.stringify(response), created_at: call.now })
    .execute();
  return response;
}
