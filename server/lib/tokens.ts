import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and pdf tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/**
 * Tokens are stored only as their SHA-256, so a database leak does not leak live sessions. Every
 * signed-in request hashes its token: the one-shot `hash` takes a third of `createHash`'s time.
 */
export const hashToken = (token: string): string => hash('sha256', token);

/** Constant-time equality of two strings (secrets, hashes). */
export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
