import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { downloadTimeoutMs } from '../contract/limits';
import { storageKeys } from '../session/keys';
import { createFakeFetch, type FakeHandler } from '../testing/fakeFetch';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';
import { configure } from './config';
import { download } from './download';

const fileResponse = (headers: Record<string, string> = {}) =>
  new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', ...headers } });

let clicked: { href: string; download: string }[];

beforeEach(() => {
  clicked = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download });
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/file-1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const useApi = (handlers: Record<string, FakeHandler>) => {
  const fetch = createFakeFetch(handlers);
  const navigate = vi.fn();
  configure({ fetch, navigate });
  return { fetch, navigate };
};

describe('download (spec 7)', () => {
  it('POSTs the body as JSON with the usual headers and saves under the Content-Disposition name', async () => {
    Cookies.set(storageKeys.tokenCookie, 'tok', { path: '/' });
    const { fetch } = useApi({ 'POST /certificate/download': () => fileResponse({ 'content-disposition': "attachment; filename*=UTF-8''Certificado%20A.pdf" }) });
    const result = await download('/certificate/download', { body: { id: 7 } });
    expect(result.fileName).toBe('Certificado A.pdf');
    expect(await result.blob.text()).toBe('%PDF-1.7');
    expect(fetch.requests[0]).toMatchObject({ method: 'POST', body: { id: 7 } });
    expect(fetch.requests[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(fetch.requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(clicked).toEqual([{ href: 'blob:http://localhost/file-1', download: 'Certificado A.pdf' }]);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('prefers the custom name, and falls back to the path without a header', async () => {
    useApi({ '/materials/all.zip': () => fileResponse({ 'content-disposition': 'attachment; filename="server.zip"' }), '/materials/one.pdf': () => fileResponse() });
    expect((await download('/materials/all.zip', { fileName: 'Materials.zip' })).fileName).toBe('Materials.zip');
    expect((await download('/materials/one.pdf')).fileName).toBe('one.pdf');
  });

  it('treats an envelope error body like any call: toast and reject', async () => {
    toastStore.show('info', 'old');
    useApi({ '/materials/all.zip': () => ({ code: ResultCode.forbidden, message: 'If you do not agree to the terms, files can not be downloaded.' }) });
    await expect(download('/materials/all.zip')).rejects.toMatchObject({ code: ResultCode.forbidden });
    expect(toastStore.list()).toEqual([expect.objectContaining({ kind: 'error', message: 'If you do not agree to the terms, files can not be downloaded.' })]);
    expect(clicked).toEqual([]);
  });

  it('runs the session-expired flow on 40001', async () => {
    Cookies.set(storageKeys.tokenCookie, 'tok', { path: '/' });
    window.history.replaceState(null, '', '/certificate');
    const { navigate } = useApi({ '/certificate/download': () => ({ code: ResultCode.sessionExpired, message: 'expired' }) });
    await expect(download('/certificate/download')).rejects.toBeInstanceOf(ApiError);
    expect(Cookies.get(storageKeys.tokenCookie)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcertificate');
  });

  it('saves a JSON file that is not an error envelope', async () => {
    useApi({ '/export.json': () => new Response('{"code":200,"rows":[]}', { status: 200, headers: { 'content-type': 'application/json' } }) });
    expect((await download('/export.json')).fileName).toBe('export.json');
    expect(clicked).toHaveLength(1);
  });

  it('only logs other HTTP statuses', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    useApi({ '/missing': () => new Response('no', { status: 404 }) });
    await expect(download('/missing')).rejects.toMatchObject({ status: 404 });
    expect(log).toHaveBeenCalled();
    expect(toastStore.list()).toEqual([]);
  });

  it('gives up after 5 minutes', async () => {
    vi.useFakeTimers();
    try {
      let signal: AbortSignal | undefined;
      configure({
        fetch: (_input, init) =>
          new Promise((_, reject) => {
            signal = init?.signal ?? undefined;
            signal?.addEventListener('abort', () => reject(signal?.reason));
          }),
      });
      const call = download('/big.zip').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(downloadTimeoutMs - 1);
      expect(signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await call).toBeInstanceOf(ApiError);
      expect(toastStore.list()[0]?.kind).toBe('error');
    } finally {
      vi.useRealTimers();
    }
  });
});
