import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../contract/codes';
import { storageKeys } from '../session/keys';
import { toastStore } from '../ui/toastStore';
import { configure } from './config';
import { FakeXhr } from '../testing/fakeXhr';
import { createUploadEntry, upload, type UploadFileEntry } from './upload';

const file = new File(['hello world'], 'photo.png', { type: 'image/png' });
const xhr = () => FakeXhr.last as FakeXhr;

beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('upload (spec 3, 8)', () => {
  it('starts an entry as ready', () => {
    expect(createUploadEntry(file)).toMatchObject({ name: 'photo.png', size: 11, status: 'ready', percentage: 0 });
    expect(createUploadEntry(file).uid).not.toBe(createUploadEntry(file).uid);
  });

  it('goes uploading → progress → success, with headers, field name, extra data and the stored url', async () => {
    Cookies.set(storageKeys.tokenCookie, 'tok', { path: '/' });
    configure({ apiBase: '/training-api/' });
    const seen: UploadFileEntry[] = [];
    const done = upload('/support/upload', file, { fieldName: 'attachment', data: { ticket: '12' }, onProgress: (entry) => seen.push(entry) });
    expect(xhr()).toMatchObject({ method: 'POST', url: '/training-api/support/upload' });
    expect(xhr().headers).toMatchObject({ authorization: 'Bearer tok', lang: 'en' });
    expect((xhr().body?.get('attachment') as File).name).toBe('photo.png');
    expect(xhr().body?.get('ticket')).toBe('12');
    xhr().progress(5, 10);
    xhr().answer(200, JSON.stringify({ code: ResultCode.success, message: '', result: { url: '/files/photo.png' } }));
    const entry = await done;
    expect(seen.map((step) => `${step.status}:${step.percentage}`)).toEqual(['uploading:0', 'uploading:50', 'success:100']);
    expect(entry).toMatchObject({ status: 'success', url: '/files/photo.png', name: 'photo.png', size: 11 });
  });

  it("fails with 'fail to {method} {url} {status}' when the server says nothing", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done = upload('/support/upload', file);
    xhr().answer(500, '');
    expect(await done).toMatchObject({ status: 'fail', error: 'fail to POST /training-api/support/upload 500' });
    expect(toastStore.list()).toEqual([]);
  });

  it('fails with the server error text when there is one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const plain = upload('/support/upload', file);
    xhr().answer(413, 'File too large');
    expect((await plain).error).toBe('File too large');
    const envelope = upload('/support/upload', file);
    xhr().answer(200, JSON.stringify({ code: ResultCode.invalidInput, message: 'Only images are allowed.' }));
    expect(await envelope).toMatchObject({ status: 'fail', error: 'Only images are allowed.' });
    expect(toastStore.list()).toEqual([expect.objectContaining({ kind: 'error', message: 'Only images are allowed.' })]);
  });

  it('fails on a network error or a timeout', async () => {
    const offline = upload('/support/upload', file);
    xhr().fail('error');
    expect(await offline).toMatchObject({ status: 'fail', error: 'fail to POST /training-api/support/upload 0' });
    const slow = upload('/support/upload', file, { timeout: 1000 });
    expect(xhr().timeout).toBe(1000);
    xhr().fail('timeout');
    expect((await slow).status).toBe('fail');
  });

  it('runs the session-expired flow on 40001', async () => {
    const navigate = vi.fn();
    configure({ navigate });
    Cookies.set(storageKeys.tokenCookie, 'tok', { path: '/' });
    window.history.replaceState(null, '', '/contact-us');
    const done = upload('/support/upload', file);
    xhr().answer(200, JSON.stringify({ code: ResultCode.sessionExpired, message: 'expired' }));
    expect((await done).status).toBe('fail');
    expect(Cookies.get(storageKeys.tokenCookie)).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcontact-us');
  });
});
