import type { Decorator } from '@storybook/react-vite';
import { configure } from '../src/api/config';
import { ResultCode } from '../src/contract/codes';
import { createFakeFetch, type FakeAnswer, type FakeFetch } from '../src/testing/fakeFetch';

/** What a handler receives: the method, the full URL and the parsed JSON body. */
export type MockRequest = { method: string; url: URL; body: unknown };

/** An envelope answered with HTTP 200, or a whole Response for other statuses and files. */
export type MockHandler = (request: MockRequest) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Answers the training API in stories through `configure({ fetch })`, the same seam the unit tests
 * use. It replaces msw: no service worker to register or serve, nothing to download, and the
 * static build works from any folder. Keys: `/path` or `METHOD /path`, relative to the API base.
 */
export function mockApi(handlers: Record<string, MockHandler>): FakeFetch {
  const fetch = createFakeFetch(handlers);
  configure({ fetch });
  return fetch;
}

/**
 * The same as a story decorator: `decorators: [withMockApi({ '/getUserInfo': () => ({ code: 200, result: demoUser }) })]`.
 * A function of handlers is called at each mount, for handlers that count calls (`answersOnceThenFails`).
 */
export const withMockApi =
  (handlers: Record<string, MockHandler> | (() => Record<string, MockHandler>)): Decorator =>
  (Story) => {
    mockApi(typeof handlers === 'function' ? handlers() : handlers);
    return Story();
  };

/** A handler answering `result` in a success envelope. */
export const ok =
  (result: unknown): MockHandler =>
  () => ({ code: ResultCode.success, message: 'OK', result });

/**
 * A list that answers `result` the first time and `failure` after (a reload after a change made on it):
 * the "reload failed, rows kept" state. Give it to `withMockApi` inside a function, so each mount counts afresh.
 */
export const answersOnceThenFails = (result: unknown, failure: FakeAnswer): MockHandler => {
  let calls = 0;
  return () => (++calls === 1 ? { code: ResultCode.success, message: 'OK', result } : failure);
};
