import { createFetch, ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import { ResultCode } from '../contract/codes';
import { apiTimeoutMs } from '../contract/limits';
import { i18n } from '../i18n/i18n';
import { expireSession } from '../session/expiry';
import { session } from '../session/session';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';
import { getConfig } from './config';

export type ApiRequestOptions<S extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** No loading indicator (spec 7: getUserInfo). */
  silent?: boolean;
  /** Parses the result in development and tests, so contract drift fails loudly. */
  schema?: S;
  timeout?: number;
};

const fetcherFor = (custom: typeof fetch | undefined): $Fetch => (custom ? createFetch({ fetch: custom }) : ofetch);

/** The three headers of spec 7: token, country of the login name, UI language. */
export const requestHeaders = (): Record<string, string> => {
  const headers: Record<string, string> = { lang: i18n.language || 'en' };
  const token = session.token();
  if (token) headers.authorization = `Bearer ${token}`;
  const country = session.versionCode();
  if (country) headers.country = country;
  return headers;
};

const checkResults = import.meta.env?.DEV || import.meta.env?.MODE === 'test';

/**
 * One call to the training API with the envelope rules of spec 8: code 200 resolves `result`;
 * 40001 runs the session-expired flow; any other code closes open toasts, shows the message as an
 * error toast and rejects; an HTTP status other than 200 is only logged and rejected.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<S extends z.ZodType ? z.infer<S> : unknown> {
  const { apiBase, fetch: customFetch } = getConfig();
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  if (!options.silent) loadingStore.start();
  let response: Awaited<ReturnType<$Fetch['raw']>>;
  try {
    response = await fetcherFor(customFetch).raw(path, {
      baseURL: apiBase,
      method,
      query: options.query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers: requestHeaders(),
      timeout: options.timeout ?? apiTimeoutMs,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'json',
    });
  } catch (cause) {
    const message = i18n.t('common:errors.network');
    toastStore.closeAll();
    toastStore.show('error', message);
    throw new ApiError(message, 0, undefined, cause);
  } finally {
    if (!options.silent) loadingStore.stop();
  }

  if (response.status !== 200) {
    console.error(`[training-api] ${method} ${path} answered HTTP ${response.status}`);
    throw new ApiError(`HTTP ${response.status}`, 0, response.status);
  }
  const body = response._data as { code?: number; message?: string; result?: unknown } | undefined;
  const code = body?.code ?? 0;
  const message = body?.message ?? '';
  if (code === ResultCode.success) {
    const result = body?.result ?? null;
    if (checkResults && options.schema) return options.schema.parse(result) as never;
    return result as never;
  }
  if (code === ResultCode.sessionExpired) {
    expireSession();
    throw new ApiError(message, code, response.status, body?.result);
  }
  toastStore.closeAll();
  toastStore.show('error', message || i18n.t('common:errors.unknown'));
  throw new ApiError(message, code, response.status, body?.result);
}
