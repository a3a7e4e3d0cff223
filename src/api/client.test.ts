import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '../contract/codes';
import { apiTimeoutMs } from '../contract/limits';
import { pageAnswersElementId, type PageAnswer } from '../contract/pageAnswers';
import { apiBasePath } from '../contract/paths';
import { setLanguage } from '../i18n/i18n';
import { storageKeys } from '../session/keys';
import { createFakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';
import { apiRequest, requestHeaders } from './client';
import { configure } from './config';

const useApi = (handlers: Record<string, FakeHandler>) => {
  const fetch = createFakeFetch(handlers);
  const navigate = vi.fn<(path: string) => void>();
  configure({ fetch, navigate });
  return { fetch, navigate };
};

const signedIn = () => {
  Cookies.set(storageKeys.tokenCookie, 'tok-123', { path: '/' });
  Cookies.set(storageKeys.pdfTokenCookie, 'pdf-456', { path: '/' });
  localStorage.setItem(storageKeys.loginName, 'ana');
  localStorage.setItem('ana', 'MX');
  localStorage.setItem(storageKeys.user, JSON.stringify({ account: 'ana' }));
};

afterEach(() => vi.restoreAllMocks());

describe('apiRequest envelope rules (spec 8)', () => {
  it('resolves the result of code 200 and parses it with the schema', async () => {
    useApi({ 'GET /getUserInfo': () => ({ code: 200, result: { name: 'Ana' } }) });
    await expect(apiRequest('/getUserInfo', { schema: z.object({ name: z.string() }) })).resolves.toEqual({ name: 'Ana' });
  });

  it('rejects when a 200 result breaks the contract schema', async () => {
    useApi({ '/getUserInfo': () => ({ code: 200, result: { name: 7 } }) });
    await expect(apiRequest('/getUserInfo', { schema: z.object({ name: z.string() }) })).rejects.toThrow();
  });

  it('on 40001 clears the user and both cookies and goes to login with the full intended path', async () => {
    signedIn();
    window.history.replaceState(null, '', '/course/detail?id=7#lesson-2');
    const { navigate } = useApi({ '/exam/getExamInfo': () => ({ code: ResultCode.sessionExpired, message: 'expired' }) });
    const error = await apiRequest('/exam/getExamInfo').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(40001);
    expect(localStorage.getItem(storageKeys.user)).toBeNull();
    expect(Cookies.get(storageKeys.tokenCookie)).toBeUndefined();
    expect(Cookies.get(storageKeys.pdfTokenCookie)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(`/login?redirect=${encodeURIComponent('/course/detail?id=7#lesson-2')}`);
    expect(toastStore.list()).toEqual([]);
  });

  it('on 40001 does not navigate when already on the login page', async () => {
    signedIn();
    window.history.replaceState(null, '', '/login/index');
    const { navigate } = useApi({ '/getUserInfo': () => ({ code: ResultCode.sessionExpired, message: 'expired' }) });
    await expect(apiRequest('/getUserInfo')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).not.toHaveBeenCalled();
    expect(Cookies.get(storageKeys.tokenCookie)).toBeUndefined();
  });

  it('on any other code closes open toasts, shows the message as an error toast and rejects', async () => {
    toastStore.show('success', 'older toast');
    useApi({ 'POST /loginSub': () => ({ code: ResultCode.wrongCredentials, message: 'The account or password is incorrect.' }) });
    await expect(apiRequest('/loginSub', { body: { account: 'a' } })).rejects.toMatchObject({ code: 40002, message: 'The account or password is incorrect.' });
    expect(toastStore.list()).toEqual([expect.objectContaining({ kind: 'error', message: 'The account or password is incorrect.' })]);
  });

  it('closes the toast of a failed call when the same call is made again, and keeps other toasts', async () => {
    let attempts = 0;
    useApi({
      'POST /loginSub': () =>
        ++attempts === 1 ? { code: ResultCode.wrongCredentials, message: 'The account or password is incorrect.' } : { code: ResultCode.success, result: null },
    });
    await expect(apiRequest('/loginSub', { body: { account: 'a' } })).rejects.toBeInstanceOf(ApiError);
    toastStore.show('info', 'raised by something else');
    const retry = apiRequest('/loginSub', { body: { account: 'a' } });
    // Closed as soon as the retry leaves, not only once it succeeds.
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['raised by something else']);
    await retry;
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['raised by something else']);
  });

  it('ties the error toast to the method and path of the call', async () => {
    useApi({ 'GET /switchCountry': () => ({ code: ResultCode.invalidInput, message: 'This country/version is not available.' }) });
    await expect(apiRequest('/switchCountry', { query: { versionCode: 'ZZ' } })).rejects.toBeInstanceOf(ApiError);
    expect(toastStore.list()).toEqual([expect.objectContaining({ action: 'GET /switchCountry' })]);
    // Another call leaves it alone.
    useApi({ 'GET /getUserInfo': () => ({ code: ResultCode.success, result: null }) });
    await apiRequest('/getUserInfo');
    expect(toastStore.list()).toHaveLength(1);
  });

  it.each([401, 403, 404, 500])('on HTTP %i only logs and rejects', async (status) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useApi({ '/answer/listAnswer': () => new Response('{}', { status }) });
    await expect(apiRequest('/answer/listAnswer')).rejects.toMatchObject({ status, code: 0 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining(String(status)));
    expect(toastStore.list()).toEqual([]);
  });

  it('rejects by its HTTP status an answer that is not JSON (the error page of a proxy), and a 200 that is not JSON as no envelope', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useApi({ '/answer/listAnswer': () => new Response('<html><body>Bad gateway</body></html>', { status: 502, headers: { 'content-type': 'text/html' } }) });
    await expect(apiRequest('/answer/listAnswer')).rejects.toMatchObject({ status: 502, code: 0 });
    expect(log).toHaveBeenCalledWith(expect.stringContaining('502'));
    useApi({ '/answer/listAnswer': () => new Response('', { status: 200 }) });
    await expect(apiRequest('/answer/listAnswer')).rejects.toBeInstanceOf(ApiError);
  });

  it('shows the network text when no answer comes back', async () => {
    configure({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(apiRequest('/getUserInfo')).rejects.toMatchObject({ code: 0 });
    expect(toastStore.list()[0]).toMatchObject({ kind: 'error', message: 'The server could not be reached. Check your connection and try again.' });
  });
});

describe('apiRequest requests', () => {
  it('sends the bearer token, the country stored under the login name and the language', async () => {
    signedIn();
    await setLanguage('es');
    const { fetch } = useApi({ '/getUserInfo': () => ({ code: 200, result: null }) });
    await apiRequest('/getUserInfo');
    const headers = fetch.requests[0]?.headers;
    expect(headers?.get('authorization')).toBe('Bearer tok-123');
    expect(headers?.get('country')).toBe('MX');
    expect(headers?.get('lang')).toBe('es');
  });

  it('omits token and country when signed out', () => {
    expect(requestHeaders()).toEqual({ lang: 'en' });
  });

  it('goes to the configured API base with the method, query and JSON body', async () => {
    configure({ apiBase: '/other-api' });
    const fetch = createFakeFetch({ 'POST /answer/submitAnswer': () => ({ code: 200, result: 1 }) }, '/other-api');
    configure({ fetch });
    await apiRequest('/answer/submitAnswer', { body: { answers: [1] }, query: { examId: 3 } });
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', body: { answers: [1] } });
    expect(fetch.requests[0]?.url.pathname).toBe('/other-api/answer/submitAnswer');
    expect(fetch.requests[0]?.url.searchParams.get('examId')).toBe('3');
  });

  it('asks the browser to finish a call sent as the page goes away (keepalive), and only that one', async () => {
    const { fetch } = useApi({ 'POST /answer/submitAnswer': () => ({ code: 200, result: null }) });
    await apiRequest('/answer/submitAnswer', { body: { answers: [] }, keepalive: true });
    await apiRequest('/answer/submitAnswer', { body: { answers: [] } });
    expect(fetch.requests.map((request) => request.keepalive ?? false)).toEqual([true, false]);
  });

  it('counts a normal call in the loading store while it runs', async () => {
    const seen: number[] = [];
    useApi({ '/support/documentList': () => (seen.push(loadingStore.pending()), { code: 200, result: [] }) });
    await apiRequest('/support/documentList');
    expect(seen).toEqual([1]);
    expect(loadingStore.pending()).toBe(0);
  });

  it('leaves the loading store alone for silent calls such as getUserInfo', async () => {
    const listener = vi.fn();
    loadingStore.subscribe(listener);
    useApi({ '/getUserInfo': () => ({ code: 200, result: null }) });
    await apiRequest('/getUserInfo', { silent: true });
    expect(listener).not.toHaveBeenCalled();
  });

  it('aborts after the 20 s timeout of spec 7', async () => {
    vi.useFakeTimers();
    try {
      const seen: AbortSignal[] = [];
      configure({
        fetch: (_input, init) =>
          new Promise((_, reject) => {
            const signal = init?.signal as AbortSignal;
            seen.push(signal);
            signal.addEventListener('abort', () => reject(signal.reason));
          }),
      });
      const call = apiRequest('/question/listExamQuestion').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(apiTimeoutMs - 1);
      expect(seen[0]?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen[0]?.aborted).toBe(true);
      expect(await call).toBeInstanceOf(ApiError);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a call whose answer the page brought (src/api/pageAnswers.ts)', () => {
  afterEach(() => document.getElementById(pageAnswersElementId)?.remove());

  /** A fresh client on a signed-in page whose HTML brought this answer (its language filled in), and a server answering `routes`. */
  const clientOnPageWith = async (answer: Omit<PageAnswer, 'base' | 'lang' | 'query'>, routes: Parameters<typeof createFakeFetch>[0]) => {
    signedIn();
    vi.resetModules();
    const client = await import('./client');
    const { configure: configureFresh } = await import('./config');
    const block = Object.assign(document.createElement('script'), { type: 'application/json', id: pageAnswersElementId });
    block.textContent = JSON.stringify([{ base: apiBasePath, query: {}, lang: client.requestHeaders().lang ?? 'en', ...answer }]);
    document.head.append(block);
    const fetch = createFakeFetch(routes);
    configureFresh({ fetch });
    return { client, fetch };
  };

  it('resolves from that answer without a request, once; the same call then goes to the server', async () => {
    const { client, fetch } = await clientOnPageWith(
      { method: 'GET', path: '/getUserInfo', envelope: { code: 200, message: 'success', result: { name: 'From the page' } } },
      { 'GET /getUserInfo': () => ({ code: 200, result: { name: 'From the server' } }) },
    );

    await expect(client.apiRequest('/getUserInfo', { silent: true })).resolves.toEqual({ name: 'From the page' });
    expect(fetch.requests).toHaveLength(0);
    await expect(client.apiRequest('/getUserInfo', { silent: true })).resolves.toEqual({ name: 'From the server' });
    expect(fetch.requests).toHaveLength(1);
  });

  it('resolves a POST from the page only when the call says it only reads', async () => {
    const { client, fetch } = await clientOnPageWith(
      { method: 'POST', path: '/course/read', body: { courseId: 'c-1' }, envelope: { code: 200, message: 'success', result: { title: 'From the page' } } },
      { 'POST /course/read': () => ({ code: 200, result: { title: 'From the server' } }) },
    );

    await expect(client.apiRequest('/course/read', { method: 'POST', body: { courseId: 'c-1' } })).resolves.toEqual({ title: 'From the server' });
    await expect(client.apiRequest('/course/read', { method: 'POST', onlyReads: true, body: { courseId: 'c-1' } })).resolves.toEqual({ title: 'From the page' });
    expect(fetch.requests).toHaveLength(1);
  });
});
