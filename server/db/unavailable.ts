/**
 * SQLSTATEs of a database that is shutting down, starting up or unreachable (class 08, and 57P01-03):
 * PostgreSQL will answer again, so the request gets a temporary error, not a bug report.
 */
const unavailableStates = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03']);
// Socket errors of a connection refused, reset or cut while PostgreSQL restarts.
const unavailableErrnos = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
// pg reports a lost connection and a pool wait past connectionTimeoutMillis only in words.
const unavailableMessages = [/^Connection terminated/, /timeout exceeded when trying to connect/, /Client has encountered a connection error/, /Client was closed and is not queryable/];

/** True when `error` (or what caused it) says the database cannot be reached right now. */
export const isDatabaseUnavailable = (error: unknown, depth = 0): boolean => {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && (unavailableStates.has(code) || unavailableErrnos.has(code))) return true;
  if (typeof message === 'string' && unavailableMessages.some((pattern) => pattern.test(message))) return true;
  // Node's connect() to every address of "localhost" fails with an AggregateError of each attempt.
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
};
