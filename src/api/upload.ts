import { ResultCode } from '../contract/codes';
import { downloadTimeoutMs } from '../contract/limits';
import { i18n } from '../i18n/i18n';
import { ApiError } from './apiError';
import { requestHeaders } from './client';
import { getConfig } from './config';
import { rejectEnvelope, type EnvelopeBody } from './envelopeRules';
import { joinApiUrl } from './requestUrl';

export type UploadStatus = 'ready' | 'uploading' | 'success' | 'fail';

/** One file of an upload list (spec 3): what a widget renders per file. */
export type UploadFileEntry = {
  name: string;
  /** 0 to 100. */
  percentage: number;
  status: UploadStatus;
  size: number;
  uid: string;
  /** Where the server stored it, when its result says so. */
  url?: string;
  /** The server's error text, or 'fail to {method} {url} {status}' (spec 8). */
  error?: string;
};

export type UploadOptions = {
  /** Name of the multipart field holding the file. */
  fieldName?: string;
  /** Extra multipart fields sent with the file. */
  data?: Record<string, string | Blob>;
  /** Called with a new entry object on every change: uploading, each progress step, the outcome. */
  onProgress?: (entry: UploadFileEntry) => void;
  /** Defaults to 5 minutes: a file transfer, timed like a download rather than like a 20 s call. */
  timeout?: number;
};

let uploadCount = 0;

/** A fresh entry in status `ready`, for a list that shows files before they are sent. */
export const createUploadEntry = (file: File): UploadFileEntry => ({
  name: file.name,
  percentage: 0,
  status: 'ready',
  size: file.size,
  uid: `tc-upload-${Date.now()}-${++uploadCount}`,
});

const parseJson = (text: string): EnvelopeBody | null => {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as EnvelopeBody) : null;
  } catch {
    return null;
  }
};

/** The server's own words when it sent any (envelope message or plain text), else spec 8's generic text. */
const failureText = (method: string, url: string, status: number, responseText: string): string => {
  const body = parseJson(responseText);
  if (typeof body?.message === 'string' && body.message) return body.message;
  if (!body && responseText.trim()) return responseText.trim();
  return i18n.t('common:upload.failed', { method, url, status });
};

const resultUrl = (result: unknown): string | undefined =>
  result && typeof result === 'object' && typeof (result as { url?: unknown }).url === 'string' ? (result as { url: string }).url : undefined;

/**
 * Multipart upload through XMLHttpRequest (fetch reports no upload progress) with the headers of
 * every call. Resolves the final entry, `success` or `fail`, and never rejects: a file list shows
 * each outcome. Envelope failures follow the client's rules (40001 expires the session, others toast).
 */
export function upload(path: string, file: File, { fieldName = 'file', data = {}, onProgress, timeout = downloadTimeoutMs }: UploadOptions = {}): Promise<UploadFileEntry> {
  const method = 'POST';
  const url = joinApiUrl(getConfig().apiBase, path);
  let entry: UploadFileEntry = { ...createUploadEntry(file), status: 'uploading' };
  const update = (change: Partial<UploadFileEntry>): UploadFileEntry => {
    entry = { ...entry, ...change };
    onProgress?.(entry);
    return entry;
  };
  onProgress?.(entry);

  const form = new FormData();
  for (const [name, value] of Object.entries(data)) form.append(name, value);
  form.append(fieldName, file, file.name);

  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    const fail = (error: string) => resolve(update({ status: 'fail', error }));
    xhr.open(method, url);
    xhr.timeout = timeout;
    for (const [name, value] of Object.entries(requestHeaders())) xhr.setRequestHeader(name, value);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) update({ percentage: Math.min(100, Math.round((event.loaded / event.total) * 100)) });
    });
    xhr.addEventListener('error', () => fail(failureText(method, url, xhr.status, '')));
    xhr.addEventListener('timeout', () => fail(failureText(method, url, xhr.status, '')));
    xhr.addEventListener('load', () => {
      const text = typeof xhr.responseText === 'string' ? xhr.responseText : '';
      if (xhr.status !== 200) {
        console.error(`[training-api] ${method} ${path} answered HTTP ${xhr.status}`);
        fail(failureText(method, url, xhr.status, text));
        return;
      }
      const body = parseJson(text);
      if (body?.code === ResultCode.success) {
        resolve(update({ status: 'success', percentage: 100, url: resultUrl(body.result) }));
        return;
      }
      try {
        rejectEnvelope(body ?? undefined, xhr.status);
      } catch (error) {
        fail(error instanceof ApiError && error.message ? error.message : failureText(method, url, xhr.status, text));
      }
    });
    xhr.send(form);
  });
}
