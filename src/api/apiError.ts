import { ResultCode } from '../contract/codes';

/** The server knows no such thing (code 40004): asking again cannot help, so a view offers a way back instead of Try again. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.code === ResultCode.notFound;

/** A rejected call: `code` is the envelope code, or 0 when no envelope came back. */
export class ApiError extends Error {
  readonly code: number;
  readonly status: number | undefined;
  readonly result: unknown;

  constructor(message: string, code: number, status?: number, result?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.result = result;
  }
}

/** Per-field texts of an invalid-input answer (code 40000, `result.fields`), already in the user's language. */
export const invalidFields = (error: unknown): Record<string, string> => {
  const fields = error instanceof ApiError ? (error.result as { fields?: unknown } | null | undefined)?.fields : undefined;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
};

/** The text to show the user for a failed call: the server's message or the network text; null when there is none (bare HTTP errors). */
export const userMessage = (error: unknown): string | null =>
  error instanceof ApiError && error.message && !(error.code === 0 && error.status !== undefined) ? error.message : null;
