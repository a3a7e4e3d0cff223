import { ResultCode } from '../contract/codes';
import { i18n } from '../i18n/i18n';
import { expireSession } from '../session/expiry';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';

/** What a body of the training API may hold; every field is checked before use. */
export type EnvelopeBody = { code?: number; message?: string; result?: unknown };

/** What a toast raised by a call belongs to: running the same call again closes it. */
export const requestAction = (method: string, path: string): string => `${method} ${path}`;

/**
 * The failure half of the envelope rules of spec 8, shared by apiRequest, download and upload:
 * 40001 runs the session-expired flow; any other code closes open toasts, shows the message as
 * an error toast tied to the call's `action`; both reject.
 */
export function rejectEnvelope(body: EnvelopeBody | undefined, status: number, action?: string): never {
  const code = typeof body?.code === 'number' ? body.code : 0;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (code === ResultCode.sessionExpired) {
    expireSession();
    throw new ApiError(message, code, status, body?.result);
  }
  toastStore.closeAll();
  toastStore.show('error', message || i18n.t('common:errors.unknown'), { action });
  throw new ApiError(message, code, status, body?.result);
}

/** The request never got an answer (offline, timeout): an error toast, then reject. */
export function rejectNetwork(cause: unknown, action?: string): never {
  const message = i18n.t('common:errors.network');
  toastStore.closeAll();
  toastStore.show('error', message, { action });
  throw new ApiError(message, 0, undefined, cause);
}

/** Spec 8: an HTTP status other than 200 is only logged, then rejected. */
export function rejectHttpStatus(method: string, path: string, status: number): never {
  console.error(`[training-api] ${method} ${path} answered HTTP ${status}`);
  throw new ApiError(`HTTP ${status}`, 0, status);
}
