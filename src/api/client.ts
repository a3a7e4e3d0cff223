import { createFetch, ofetch, type $Fetch } from 'ofetch';
import type { z } from 'zod';
import { ResultCode } from '../contract/codes';
import { apiTimeoutMs } from '../contract/limits';
import { i18n } from '../i18n/i18n';
import { session } from '../session/session';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { rejectEnvelope, rejectHttpStatus, rejectNetwork, requestAction, type EnvelopeBody } from './envelopeRules';
import { getConfig } from './config';
import { takePageAnswer } from './pageAnswers';

export type ApiRequestOptions<S extends z.ZodType | undefined = undefined> = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** No loading indicator (spec 7: getUserInfo). */
  silent?: boolean;
  /** Parses the result in development and tests, so contract drift fails loudly. */
  schema?: S;
  timeout?: number;
  /** Headers of one call on top of the three of every call (e.g. a partner visitor's materials session). */
  headers?: Record<string, string>;
  /** A POST that only reads (the spec names it a POST): an answer the page brought may stand for it, as for a GET. */
  onlyReads?: boolean;
  /** Sent as the page goes away: the browser completes the request without the page (fetch's `keepalive`). */
  keepalive?: boolean;
};

/** How a call is sent: `keepalive` when the page is going away (a reload, a closed tab). */
export type Sending = { keepalive: boolean };

/**
 * An answer's text as JSON, or as it is when it is not JSON (a proxy's error page), as ofetch's default
 * parser (destr) gives it, without that parser's scans of the whole text before parsing (1 to 2.5 ms of a
 * host page's load in a CPU profile). JSON.parse never sets a prototype: `__proto__` stays a plain key.
 */
const parseAnswer = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
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

type FetchOptions = Pick<ApiRequestOptions, 'query' | 'body' | 'timeout' | 'silent' | 'keepalive'> & { headers: Record<string, string>; baseURL: string };

/** The call over the network, with the loading indicator unless silent; a network failure rejects here. */
async function fetchAnswer(customFetch: typeof fetch | undefined, path: string, method: string, action: string, options: FetchOptions): Promise<{ status: number; _data?: unknown }> {
  if (!options.silent) loadingStore.start();
  try {
    return await fetcherFor(customFetch).raw(path, {
      baseURL: options.baseURL,
      method,
      query: options.query,
      body: options.body as BodyInit | Record<string, unknown> | undefined,
      headers: options.headers,
      timeout: options.timeout ?? apiTimeoutMs,
      keepalive: options.keepalive,
      retry: 0,
      ignoreResponseError: true,
      responseType: 'json',
      parseResponse: parseAnswer,
    });
  } catch (cause) {
    return rejectNetwork(cause, action);
  } finally {
    if (!options.silent) loadingStore.stop();
  }
}

/**
 * Contract checks (requests and results against the zod schemas of src/contract) run in development
 * and tests only. Call sites write `schema: import.meta.env.DEV ? schema : undefined` literally: a
 * production build turns it into `undefined` before tree-shaking, so neither the contract schemas
 * nor zod reach what browsers download (the server validates every request).
 */
const contractChecks = import.meta.env.DEV;

type ApiResult<S extends z.ZodType | undefined> = [S] extends [undefined] ? unknown : z.infer<NonNullable<S>>;

/**
 * One call to the training API with the envelope rules of spec 8: code 200 resolves `result`;
 * 40001 runs the session-expired flow; any other code closes open toasts, shows the message as an
 * error toast and rejects; an HTTP status other than 200 is only logged and rejected.
 */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<ApiResult<S>> {
  return (await apiRequestWithMessage(path, options)).result;
}

/**
 * `apiRequest` that also resolves the envelope's `message`, for calls whose success text the UI
 * shows as it arrives (e.g. 'Verification Code Successfully Sent'). Same rules, same rejections.
 */
export async function apiRequestWithMessage<S extends z.ZodType | undefined = undefined>(
  path: string,
  options: ApiRequestOptions<S> = {},
): Promise<{ result: ApiResult<S>; message: string }> {
  const { apiBase, fetch: customFetch } = getConfig();
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const action = requestAction(method, path);
  // A retry makes the toast of the last failure of this call stale (a wrong password, then the right one).
  toastStore.closeAction(action);
  const headers = { ...requestHeaders(), ...options.headers };
  // The answer the server made for this call while it sent the page, if it did: no round trip.
  const pageAnswer = options.headers
    ? undefined
    : takePageAnswer({ method, onlyReads: options.onlyReads, base: apiBase, path, query: options.query, body: options.body, lang: headers.lang ?? '', authorization: headers.authorization });
  const response = pageAnswer === undefined ? await fetchAnswer(customFetch, path, method, action, { ...options, headers, baseURL: apiBase }) : { status: 200, _data: pageAnswer };

  if (response.status !== 200) rejectHttpStatus(method, path, response.status);
  const body = response._data as EnvelopeBody | undefined;
  const message = typeof body?.message === 'string' ? body.message : '';
  if (body?.code === ResultCode.success) {
    toastStore.closeAction(action);
    const result = body?.result ?? null;
    if (contractChecks && options.schema) return { result: options.schema.parse(result) as never, message };
    return { result: result as never, message };
  }
  return rejectEnvelope(body, response.status, action);
}
