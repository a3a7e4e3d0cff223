import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { apiAnswerHeaders } from './lib/securityHeaders';
import { findSiteDirs } from './lib/site';
import { TestContext } from './test/testApp';

const shellCss = 'body{margin:0}';

describe('security headers on every response', () => {
  let dist: string;
  let context: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tc-dist-'));
    for (const dir of ['host', 'embed', 'examples']) mkdirSync(join(dist, dir), { recursive: true });
    mkdirSync(join(dist, 'host', 'assets'));
    writeFileSync(join(dist, 'host', 'assets', 'index-a1.css'), shellCss);
    writeFileSync(join(dist, 'host', 'index.html'), '<!doctype html><title>host</title><link rel="stylesheet" crossorigin href="/assets/index-a1.css">');
    writeFileSync(join(dist, 'embed', 'training-center.js'), 'console.log("loader")');
    writeFileSync(join(dist, 'examples', 'index.html'), '<!doctype html><title>examples</title>');
    writeFileSync(join(dist, 'host', 'guide.pdf'), '%PDF-1.7');
    context = await TestContext.create('pglite', { app: { site: findSiteDirs(dist) }, config: { trustProxy: true } });
  });

  afterAll(async () => {
    await context.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers });

  it('gives a host page a strict CSP (no unsafe-inline), nosniff, a referrer policy and frame-ancestors', async () => {
    const page = await get('/home');
    expect(page.statusCode).toBe(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("puts the shell's stylesheet inline in a host page and allows exactly that text by its hash", async () => {
    const page = await get('/home', { 'accept-encoding': 'identity' });
    expect(page.body).toContain(`<style>${shellCss}</style>`);
    expect(page.body).not.toContain('rel="stylesheet"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(shellCss).digest('base64')}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('gives the example partner pages the same strict CSP: their scripts and styles are files too', async () => {
    const csp = String((await get('/examples/index.html')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
  });

  it('sends them on API answers and on errors too', async () => {
    const health = await get(`${apiBasePath}${apiPaths.health}`);
    expect(health.headers['x-content-type-options']).toBe('nosniff');
    expect(health.headers['content-security-policy']).toBeDefined();
    const missing = await get(`${apiBasePath}/no-such-call`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
    expect(missing.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('gives a JSON answer of the API the short set: it loads nothing and nobody frames it', async () => {
    for (const answer of [await get(`${apiBasePath}${apiPaths.health}`), await get(`${apiBasePath}${apiPaths.userInfo}`)]) {
      expect(answer.headers['content-type']).toContain('application/json');
      expect(answer.headers).toMatchObject(apiAnswerHeaders);
      expect(answer.headers['x-dns-prefetch-control']).toBeUndefined();
    }
    expect((await get(`${apiBasePath}${apiPaths.health}`, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('lets partner pages on other sites load the loader and the API (cross-origin resource policy)', async () => {
    expect((await get('/embed/training-center.js')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await get(`${apiBasePath}${apiPaths.health}`)).headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("leaves a PDF without the page policy, so the browser's viewer can show it, and keeps nosniff", async () => {
    const pdf = await get('/guide.pdf');
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.headers['content-security-policy']).toBeUndefined();
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS only when the request came over TLS', async () => {
    expect((await get('/home')).headers['strict-transport-security']).toBeUndefined();
    const overTls = await get('/home', { 'x-forwarded-proto': 'https' });
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
