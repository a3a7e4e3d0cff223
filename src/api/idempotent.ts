import { ResultCode } from '../contract/codes';
import { idempotencyKeyHeader } from '../contract/idempotency';
import { ApiError } from './apiError';

/** A fresh key for one logical request: 128 random bits as hex (getRandomValues works on plain http too). */
export const newIdempotencyKey = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** The header that names a request, for `apiRequest`'s `headers`. */
export const idempotencyHeaders = (key: string): Record<string, string> => ({ [idempotencyKeyHeader]: key });

/**
 * Whether the request may never have reached the server, or failed there before doing anything:
 * no answer (offline, timeout), a 5xx without envelope, or "briefly unavailable" (50300). A rule's
 * refusal is final and never retried.
 */
export const isTransientFailure = (error: unknown): boolean =>
  error instanceof ApiError && (error.code === ResultCode.unavailable || (error.code === 0 && (error.status === undefined || error.status >= 500)));

/** Waits before each retry of an idempotent request: soon, then a little later. */
export const idempotentRetryDelaysMs: readonly number[] = [1_000, 3_000];

export type IdempotentOptions = {
  /** The key of the logical request; a new one when not given. */
  key?: string;
  delaysMs?: readonly number[];
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Sends one logical request and retries it after a transient failure with the SAME key, so the
 * server does the work once however many copies arrive (a submit grades once).
 */
export async function sendIdempotent<T>(send: (headers: Record<string, string>) => Promise<T>, options: IdempotentOptions = {}): Promise<T> {
  const headers = idempotencyHeaders(options.key ?? newIdempotencyKey());
  const delays = options.delaysMs ?? idempotentRetryDelaysMs;
  const wait = options.wait ?? sleep;
  for (let retry = 0; ; retry += 1) {
    try {
      return await send(headers);
    } catch (error) {
      const delay = delays[retry];
      if (delay === undefined || !isTransientFailure(error)) throw error;
      await wait(delay);
    }
  }
}
