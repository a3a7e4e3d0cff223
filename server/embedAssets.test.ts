import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSiteDirs } from './lib/site';
import { TestContext } from './test/testApp';

describe('serving the embed loader and the example pages', () => {
  let dist: string;
  let context: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tc-dist-'));
    for (const dir of ['host', 'widgets', 'embed', 'examples']) mkdirSync(join(dist, dir), { recursive: true });
    writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>host</title>');
    writeFileSync(join(dist, 'widgets', 'training-center.js'), 'console.log("all widgets")');
    writeFileSync(join(dist, 'embed', 'training-center.js'), 'console.log("loader")');
    writeFileSync(join(dist, 'embed', 'login-Ab12_-Cd.js'), 'console.log("login")');
    writeFileSync(join(dist, 'embed', 'login-Ab12_-Cd.js.br'), brotliCompressSync('console.log("login")'));
    writeFileSync(join(dist, 'examples', 'index.html'), '<!doctype html><title>examples</title>');
    context = await TestContext.create('pglite', { app: { site: findSiteDirs(dist) } });
  });

  afterAll(async () => {
    await context.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => context.app.inject({ method: 'GET', url, headers: { origin: 'https://any-partner.example' } });

  it('lets any origin load the loader (revalidated) and its chunks (cached for good)', async () => {
    const loader = await get('/embed/training-center.js');
    expect(loader.statusCode).toBe(200);
    expect(loader.body).toBe('console.log("loader")');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    expect(loader.headers['cache-control']).toBe('no-cache');
    const chunk = await get('/embed/login-Ab12_-Cd.js');
    expect(chunk.headers['access-control-allow-origin']).toBe('*');
    expect(chunk.headers['cache-control']).toContain('immutable');
  });

  it('sends the brotli file the build wrote beside a chunk when the browser accepts it', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/embed/login-Ab12_-Cd.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('console.log("login")');
    const plain = await context.app.inject({ method: 'GET', url: '/embed/login-Ab12_-Cd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("login")');
  });

  it('answers a missing embed file 404, never the host page', async () => {
    for (const url of ['/embed/missing.js', '/examples/missing.html']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).not.toContain('<title>host</title>');
    }
  });

  it('serves the example pages under /examples/ and keeps the full bundle under /widgets/', async () => {
    expect((await get('/examples/')).body).toContain('<title>examples</title>');
    expect((await get('/widgets/training-center.js')).body).toBe('console.log("all widgets")');
    expect((await get('/home')).body).toContain('<title>host</title>');
  });
});
