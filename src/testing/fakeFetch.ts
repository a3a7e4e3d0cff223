import { apiBasePath } from '../contract/paths';

/** A request as a fake handler sees it. */
export type FakeRequest = { method: string; url: URL; headers: Headers; body: unknown; keepalive?: boolean };

/** An envelope to send with HTTP 200, or a whole Response (other statuses, files, bad bodies). */
export type FakeAnswer = { code: number; message?: string; result?: unknown } | Response;

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;

export type FakeFetch = typeof fetch & { requests: FakeRequest[] };

const readBody = (body: BodyInit | null | undefined): unknown => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * A fetch that answers the training API from handlers, for unit tests and Storybook. Handlers are
 * keyed by path relative to the API base (`/getUserInfo`) or by method and path (`POST /loginSub`);
 * an unknown path answers HTTP 404, as the server would. Free of vitest, so stories can use it.
 */
export function createFakeFetch(handlers: Record<string, FakeHandler>, apiBase: string = apiBasePath): FakeFetch {
  const requests: FakeRequest[] = [];
  const basePath = new URL(apiBase, 'http://localhost').pathname.replace(/\/+$/, '');
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const origin = globalThis.location?.origin && globalThis.location.origin !== 'null' ? globalThis.location.origin : 'http://localhost';
    const url = new URL(input instanceof Request ? input.url : String(input), origin);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const request: FakeRequest = { method, url, headers: new Headers(init.headers), body: readBody(init.body), keepalive: init.keepalive };
    requests.push(request);
    init.signal?.throwIfAborted();
    const path = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) || '/' : url.pathname;
    const handler = handlers[`${method} ${path}`] ?? handlers[path];
    if (!handler) return new Response('Not Found', { status: 404 });
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    const envelope = { code: answer.code, message: answer.message ?? '', result: answer.result ?? null };
    return new Response(JSON.stringify(envelope), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return Object.assign(fake, { requests }) as FakeFetch;
}
