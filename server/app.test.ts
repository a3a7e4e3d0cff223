import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from './app';
import { loadConfig } from './config';
import { postgresDatabase } from './db/connect';
import { databasesUnderTest } from './test/databases';
import { TestContext, useTestContext } from './test/testApp';

/** `METHOD /path` of every route in Fastify's route tree print-out. */
const registeredRoutes = (tree: string): string[] => {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    // OpenAPI writes path parameters as {name}, Fastify as :name.
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) routes.push(`${method} ${path}`);
  }
  return routes;
};

describe.each(databasesUnderTest())('the API shell on $name', ({ kind }) => {
  const ctx = useTestContext(kind, { app: { adminSecret: 'a'.repeat(43) } });

  it('GET /health answers database up', async () => {
    const response = await ctx().api('GET', '/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: ResultCode.success, message: 'OK', result: { database: 'up' } });
  });

  it('answers unknown API paths with HTTP 404 and the notFound envelope', async () => {
    const response = await ctx().api('GET', '/no/such/route', { headers: { lang: 'es' } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ code: ResultCode.notFound, message: errorMessages.es.notFound, result: null });
    expect((await ctx().app.inject({ method: 'POST', url: '/anything-else' })).json()).toMatchObject({ code: ResultCode.notFound });
  });

  it('answers malformed JSON with HTTP 400 and the invalidInput envelope', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: `${apiBasePath}${apiPaths.login}`,
      headers: { 'content-type': 'application/json' },
      payload: '{"account":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: ResultCode.invalidInput, message: errorMessages.en.invalidInput, result: null });
  });

  it('answers a body of the wrong shape with 40000 and the generic message', async () => {
    const response = await ctx().api('POST', '/loginSub', { body: { account: 'a', password: 'b', rememberMe: 'yes' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ code: ResultCode.invalidInput, message: errorMessages.en.invalidInput, result: { fields: { rememberMe: errorMessages.en.invalidInput } } });
  });

  it('publishes an OpenAPI document listing every route with its schemas', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: `${apiBasePath}/openapi.json` });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, Record<string, { requestBody?: unknown; security?: unknown; responses: Record<string, unknown> }>> }>();
    expect(document.openapi).toMatch(/^3\./);
    const routes = Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`));
    const api = (method: string, path: string) => `${method} ${apiBasePath}${path}`;
    expect(routes).toEqual(
      expect.arrayContaining([
        api('POST', apiPaths.login),
        api('GET', apiPaths.logout),
        api('POST', apiPaths.sendEmail),
        api('POST', apiPaths.forgetPwd),
        api('GET', apiPaths.userInfo),
        api('GET', apiPaths.switchCountry),
        api('POST', apiPaths.updatePwd),
        api('GET', apiPaths.health),
        api('GET', apiPaths.countryList),
        api('GET', '/openapi.json'),
      ]),
    );
    // Every route Fastify knows is documented (HEAD mirrors GET; OPTIONS is the CORS preflight, not an API call).
    const registered = registeredRoutes(ctx().app.printRoutes({ commonPrefix: false })).filter(
      (route) => !route.startsWith('HEAD ') && !route.startsWith('OPTIONS '),
    );
    expect(registered).toContain(`POST ${apiBasePath}/internal/admin/users/reset-password`);
    expect(routes.sort()).toEqual(registered.sort());
    for (const methods of Object.values(document.paths)) {
      for (const operation of Object.values(methods)) expect(operation.responses['200']).toBeDefined();
    }
    expect(document.paths[`${apiBasePath}${apiPaths.login}`]?.post?.requestBody).toBeDefined();
    expect(document.paths[`${apiBasePath}${apiPaths.userInfo}`]?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths[`${apiBasePath}${apiPaths.login}`]?.post?.security).toEqual([]);
  });
});

describe('when the database cannot be reached', () => {
  it('answers HTTP 503 with the temporary envelope and Retry-After, logs a warning; health answers 503', async () => {
    const logs: string[] = [];
    // Nothing listens on port 1: every query fails with a connection error.
    const db = postgresDatabase('postgres://tc@127.0.0.1:1/unreachable', { max: 1 });
    const app = await buildApp({ db, config: { ...loadConfig({}), logLevel: 'info' }, logStream: { write: (line) => void logs.push(line) } });
    try {
      const response = await app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.userInfo}`, headers: { authorization: 'Bearer some-token', lang: 'es' } });
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({ code: ResultCode.unavailable, message: errorMessages.es.unavailable, result: null });
      expect(logs.some((line) => line.includes('"level":40') && line.includes('database unavailable') && line.includes('ECONNREFUSED'))).toBe(true);
      const health = await app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.health}` });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toMatchObject({ code: ResultCode.unavailable, result: null });
    } finally {
      await app.close();
      await db.destroy();
    }
  });
});

describe('serving the built front-end', () => {
  let dist: string;
  let context: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tc-dist-'));
    mkdirSync(join(dist, 'host', 'assets'), { recursive: true });
    mkdirSync(join(dist, 'widgets'), { recursive: true });
    writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>host</title><div id="root"></div>');
    writeFileSync(join(dist, 'host', 'assets', 'main-abc123.js'), 'console.log("host")');
    // The host's route tree as scripts/route-preloads.mjs writes it: its `*` route is the not-found page.
    const routes = [{ path: '/', children: [{ path: 'home' }, { path: 'course', children: [{ path: 'detail' }] }, { path: 'login', children: [{ path: 'index' }] }, { path: '*' }] }];
    writeFileSync(join(dist, 'host', 'route-preloads.json'), JSON.stringify(routes));
    writeFileSync(join(dist, 'widgets', 'training-center.js'), 'console.log("widgets")');
    context = await TestContext.create('pglite', { app: { site: { hostDir: join(dist, 'host'), widgetsDir: join(dist, 'widgets') } } });
  });

  afterAll(async () => {
    await context.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers every page path with index.html (history mode)', async () => {
    for (const url of ['/', '/home', '/course/detail?id=3', '/login/index']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>host</title>');
    }
  });

  it('answers a path no page has with index.html (the host shows its not-found page) and status 404, never a 304', async () => {
    for (const url of ['/no/such/page', '/course/nope?id=3']) {
      const response = await context.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<title>host</title>');
      const again = await context.app.inject({ method: 'GET', url, headers: { 'if-none-match': String(response.headers.etag) } });
      expect(again.statusCode, url).toBe(404);
    }
  });

  it('serves files of the build, hashed assets cached for good', async () => {
    const asset = await context.app.inject({ method: 'GET', url: '/assets/main-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("host")');
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await context.app.inject({ method: 'GET', url: '/home' });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('serves the widget bundle under /widgets/ and 404s missing widget files', async () => {
    const bundle = await context.app.inject({ method: 'GET', url: '/widgets/training-center.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toContain('javascript');
    expect(bundle.body).toBe('console.log("widgets")');
    expect((await context.app.inject({ method: 'GET', url: '/widgets/missing.js' })).statusCode).toBe(404);
  });

  it('keeps API paths out of the fallback', async () => {
    const unknown = await context.app.inject({ method: 'GET', url: `${apiBasePath}/unknown` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: ResultCode.notFound });
    expect((await context.app.inject({ method: 'GET', url: `${apiBasePath}/health` })).json()).toMatchObject({ code: ResultCode.success });
    expect((await context.app.inject({ method: 'POST', url: '/home' })).statusCode).toBe(404);
  });
});
