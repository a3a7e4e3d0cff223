import { configure, getConfig } from '../api/config';
import { createFakeFetch, type FakeAnswer, type FakeHandler, type FakeRequest } from './fakeFetch';

export type { FakeAnswer, FakeHandler, FakeRequest };
export type FakeEnvelope = Exclude<FakeAnswer, Response>;

/** A request as tests assert on it: path relative to the API base, headers as a plain record. */
export type RecordedRequest = {
  method: string;
  path: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** Sent as the page went away (fetch's `keepalive`). */
  keepalive?: boolean;
};

/**
 * `createFakeFetch` installed as the client's fetch, its requests readable by path:
 * `fakeApi({ '/loginSub': () => ({ code: 200, result }) }).to('/loginSub')[0]?.body`.
 */
export function fakeApi(handlers: Record<string, FakeHandler>): { readonly requests: RecordedRequest[]; to: (path: string) => RecordedRequest[] } {
  const fetch = createFakeFetch(handlers, getConfig().apiBase);
  configure({ fetch });
  const base = new URL(getConfig().apiBase, window.location.origin).pathname.replace(/\/+$/, '');
  const record = (request: FakeRequest): RecordedRequest => ({
    method: request.method,
    path: request.url.pathname.startsWith(base) ? request.url.pathname.slice(base.length) || '/' : request.url.pathname,
    url: request.url,
    headers: Object.fromEntries(request.headers.entries()),
    body: request.body,
    keepalive: request.keepalive,
  });
  return {
    get requests() {
      return fetch.requests.map(record);
    },
    to: (path) => fetch.requests.map(record).filter((request) => request.path === path),
  };
}

/** An envelope with code 200 around the answer in the language the request asks for (its `lang` header), as the server chooses. */
export const okByLanguage =
  (english: unknown, spanish: unknown): FakeHandler =>
  (request) => ({ code: 200, message: 'OK', result: request.headers.get('lang') === 'es' ? spanish : english });

/** A promise with its resolver outside, to hold an answer back while a test looks at the loading state. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A handler whose first call answers at once and every later one waits for `release()`: a list's
 * next search, sort or page held back while a test looks at what stays on screen meanwhile.
 */
export function holdAfterFirst(answer: FakeHandler): { handler: FakeHandler; calls: () => number; release: () => void } {
  let calls = 0;
  const waiting: (() => void)[] = [];
  const handler: FakeHandler = (request) => {
    calls += 1;
    if (calls === 1) return answer(request);
    const later = deferred<FakeAnswer>();
    waiting.push(() => void Promise.resolve(answer(request)).then(later.resolve));
    return later.promise;
  };
  return { handler, calls: () => calls, release: () => waiting.splice(0).forEach((go) => go()) };
}
