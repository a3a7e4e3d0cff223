import { ResultCode } from '../contract/codes';
import { downloadTimeoutMs } from '../contract/limits';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { requestHeaders } from './client';
import { getConfig } from './config';
import { rejectEnvelope, rejectHttpStatus, rejectNetwork, requestAction, type EnvelopeBody } from './envelopeRules';
import { fileNameFromDisposition, fileNameFromPath } from './fileName';
import { joinApiUrl } from './requestUrl';

export type DownloadOptions = {
  /** Sent as JSON, or as is when it is FormData. */
  body?: unknown;
  /** Wins over the name the server gives in Content-Disposition. */
  fileName?: string;
  /** Spec 9: 300 000 ms, as large archives take long to build. */
  timeout?: number;
  /** Headers of this download on top of the three of every call. */
  headers?: Record<string, string>;
  /** Bytes received so far and the total when the server says it (Content-Length), as they arrive. */
  onProgress?: (progress: DownloadProgress) => void;
};

export type DownloadProgress = { loaded: number; total: number | null };

export type DownloadResult = { fileName: string; blob: Blob };

// Long enough for the browser to start reading the blob after the click; Firefox fails if revoked at once.
const objectUrlLifetimeMs = 60_000;

/** Saves a blob under a name through a temporary `<a download>`, the one way that works in every browser. */
export const saveBlob = (blob: Blob, fileName: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
};

/** A JSON body that is an envelope with a failure code, rather than a file that happens to be JSON. */
const envelopeFailure = async (response: Response, blob: Blob): Promise<EnvelopeBody | null> => {
  if (!/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return null;
  try {
    const body = JSON.parse(await blob.text()) as EnvelopeBody;
    return typeof body?.code === 'number' && body.code !== ResultCode.success ? body : null;
  } catch {
    return null;
  }
};

/**
 * Spec 7: download by POST with the headers of every call and a 5-minute timeout. The file is
 * named by `fileName`, else Content-Disposition, else the path. An envelope error body follows the
 * envelope rules (40001 expires the session, other codes toast); other HTTP statuses are logged.
 */
/** Reads the body chunk by chunk so the caller can show progress; a body-less response reads as a blob. */
const readBody = async (response: Response, onProgress: DownloadOptions['onProgress']): Promise<Blob> => {
  if (!onProgress || !response.body) return response.blob();
  const length = Number(response.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let loaded = 0;
  onProgress({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    loaded += value.byteLength;
    onProgress({ loaded, total });
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
};

export async function download(path: string, { body, fileName, timeout = downloadTimeoutMs, headers: extraHeaders, onProgress }: DownloadOptions = {}): Promise<DownloadResult> {
  const { apiBase, fetch: customFetch } = getConfig();
  const headers = { ...requestHeaders(), ...extraHeaders };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(new DOMException('download timed out', 'TimeoutError')), timeout);
  const action = requestAction('POST', path);
  toastStore.closeAction(action);
  loadingStore.start();
  let response: Response;
  let blob: Blob;
  try {
    response = await (customFetch ?? globalThis.fetch)(joinApiUrl(apiBase, path), {
      method: 'POST',
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      signal: abort.signal,
    });
    blob = response.status === 200 ? await readBody(response, onProgress) : await response.blob();
  } catch (cause) {
    rejectNetwork(cause, action);
  } finally {
    clearTimeout(timer);
    loadingStore.stop();
  }
  if (response.status !== 200) rejectHttpStatus('POST', path, response.status);
  const failure = await envelopeFailure(response, blob);
  if (failure) rejectEnvelope(failure, response.status, action);
  const name = fileName || fileNameFromDisposition(response.headers.get('content-disposition')) || fileNameFromPath(path);
  saveBlob(blob, name);
  return { fileName: name, blob };
}
