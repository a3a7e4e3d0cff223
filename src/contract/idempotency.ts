/**
 * `Idempotency-Key`: a client names one logical request (an exam save, a submit) with a random key
 * and sends every retry of it with the same key; the server answers a repeat with the first answer
 * and does the work once. Plain constants (no zod) so the browser bundle stays small.
 */
export const idempotencyKeyHeader = 'idempotency-key';

/** 16 to 128 URL-safe characters (a UUID fits). */
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,128}$/;
