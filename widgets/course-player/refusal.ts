import { ApiError } from '../../src/api/apiError';
import { ResultCode } from '../../src/contract/codes';

/**
 * Whether the server refused for a reason that a retry cannot change (a rule, a closed attempt, an
 * expired session). Network failures, bare HTTP errors and rate limits pass: those are retried.
 */
export const isPermanentRefusal = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code !== 0 && error.code !== ResultCode.rateLimited;
