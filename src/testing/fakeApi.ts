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
