import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrotliDecompress, createGunzip } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAnswersElementId, type PageAnswer } from '../src/contract/pageAnswers';
import { createHostPages } from './lib/hostPage';

const page = '<!doctype html><html><head><title>host</title></head><body><div id="root"></div><div id="frame">frame</div></body></html>';
const answer: PageAnswer = { base: '/training-api', method: 'GET', path: '/getUserInfo', query: {}, lang: 'en', envelope: { code: 200, message: 'success', result: {} } };

/** The page as the browser reads it, decompressed chunk by chunk: what has arrived so far, and when the page has ended. */
const openPage = (port: number, acceptEncoding: string) =>
  new Promise<{ encoding: string | undefined; received: () => string; ended: Promise<string> }>((resolve, reject) => {
    request({ port, path: '/home', headers: { accept: 'text/html', 'accept-encoding': acceptEncoding } }, (response) => {
      const encoding = response.headers['content-encoding'];
      const decoded = encoding === 'br' ? response.pipe(createBrotliDecompress()) : encoding === 'gzip' ? response.pipe(createGunzip()) : response;
      let text = '';
      decoded.setEncoding('utf8');
      decoded.on('data', (chunk: string) => (text += chunk));
      const ended = new Promise<string>((done) => decoded.on('end', () => done(text)));
      resolve({ encoding, received: () => text, ended });
    })
      .on('error', reject)
      .end();
  });

describe("a learner's page goes out before its answers are made", () => {
  let dir: string;
  let app: FastifyInstance;
  /** Set when the page starts making its answers; the test decides when they are ready. */
  let makeAnswers: ((answers: PageAnswer[]) => void) | undefined;
  const answersReady = (answers: PageAnswer[]) => makeAnswers?.(answers);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'tc-host-stream-'));
    writeFileSync(join(dir, 'index.html'), page);
    const send = createHostPages(dir, () => () => new Promise<PageAnswer[]>((resolve) => (makeAnswers = resolve)));
    app = Fastify();
    app.get('/home', send);
    await app.listen({ port: 0, host: '127.0.0.1' });
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['', undefined],
  ])('sends the frame at once and the answers block before the end when they are ready (accept-encoding "%s")', async (acceptEncoding, encoding) => {
    makeAnswers = undefined;
    const opened = await openPage((app.server.address() as AddressInfo).port, acceptEncoding);
    expect(opened.encoding).toBe(encoding);
    await expect.poll(() => opened.received()).toContain('<div id="frame">frame</div>');
    expect(opened.received()).not.toContain('</body>');
    await expect.poll(() => makeAnswers).toBeTypeOf('function');
    answersReady([answer]);
    const whole = await opened.ended;
    expect(whole).toMatch(new RegExp(`<div id="frame">frame</div><script type="application/json" id="${pageAnswersElementId}">\\[.*\\]</script>\\n  </body></html>$`));
  });

  it('lives on when the browser leaves before the answers are made', async () => {
    makeAnswers = undefined;
    const port = (app.server.address() as AddressInfo).port;
    const left = request({ port, path: '/home', headers: { accept: 'text/html', 'accept-encoding': 'br' } }, (response) => response.destroy());
    left.on('error', () => undefined).end();
    await expect.poll(() => makeAnswers).toBeTypeOf('function');
    left.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    answersReady([answer]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    makeAnswers = undefined;
    const next = await openPage(port, 'gzip');
    await expect.poll(() => makeAnswers).toBeTypeOf('function');
    answersReady([]);
    expect(await next.ended).toBe(page);
  });

  it('ends the page without a block when there are no answers (a session the server no longer knows)', async () => {
    makeAnswers = undefined;
    const opened = await openPage((app.server.address() as AddressInfo).port, 'br');
    await expect.poll(() => opened.received()).toContain('frame');
    await expect.poll(() => makeAnswers).toBeTypeOf('function');
    answersReady([]);
    expect(await opened.ended).toBe(page);
  });
});
