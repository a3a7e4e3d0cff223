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
