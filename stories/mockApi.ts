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

/** The same as a story decorator: `decorators: [withMockApi({ '/getUserInfo': () => ({ code: 200, result: demoUser }) })]`. */
export const withMockApi =
  (handlers: Record<string, MockHandler>): Decorator =>
  (Story) => {
    mockApi(handlers);
    return Story();
  };

/** A handler answering `result` in a success envelope. */
export const ok =
  (result: unknown): MockHandler =>
  () => ({ code: ResultCode.success, message: 'OK', result });
