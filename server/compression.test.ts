import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCoursePaths } from '../src/contract/adminCourse';
import { coursePaths } from '../src/contract/course';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { apiBrotliOptions, apiBrotliQuality, apiCompressionThresholdBytes, apiQuickBrotliQuality, apiQuickBrotliUpToBytes } from './lib/compression';
import { immutableCacheControl, revalidateCacheControl } from './lib/site';
import { CourseTestContext } from './test/courseTestKit';
import { databasesUnderTest } from './test/databases';
import { TestContext } from './test/testApp';

/** What the server sent, decoded by its content-encoding the way a browser would. */
const decoded = (response: { rawPayload: Buffer; headers: Record<string, unknown> }): string => {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

describe('built files go out precompressed, with cache rules', () => {
  const script = `console.log(${JSON.stringify('the host shell '.repeat(40))});`;
  const page = '<!doctype html><head><title>host</title></head><div id="root"></div>';
  // What scripts/route-preloads.mjs writes: a layout route and a course section whose chunks the page names.
  const routePreloads = [{ path: '/', children: [{ files: ['/assets/Layout-abc123.js'], children: [{ path: 'course', files: ['/assets/Course-abc123.js', '/assets/Layout-abc123.js'], children: [{ path: 'detail' }] }] }] }];
  // Different bytes in each variant, so a test knows which file was sent, not only which header.
  const variants = { br: `${script}//br`, gz: `${script}//gz` };
  let dist: string;
  let context: TestContext;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tc-precompressed-'));
    const assets = join(dist, 'host', 'assets');
    mkdirSync(assets, { recursive: true });
    mkdirSync(join(dist, 'widgets'), { recursive: true });
    writeFileSync(join(assets, 'main-abc123.js'), script);
    writeFileSync(join(assets, 'main-abc123.js.br'), brotliCompressSync(variants.br));
    writeFileSync(join(assets, 'main-abc123.js.gz'), gzipSync(variants.gz));
    writeFileSync(join(dist, 'host', 'index.html'), page);
    writeFileSync(join(dist, 'host', 'index.html.br'), brotliCompressSync(page));
    writeFileSync(join(dist, 'host', 'index.html.gz'), gzipSync(page));
    writeFileSync(join(dist, 'host', 'route-preloads.json'), JSON.stringify(routePreloads));
    writeFileSync(join(dist, 'widgets', 'training-center.js'), script);
    writeFileSync(join(dist, 'widgets', 'training-center.js.gz'), gzipSync(variants.gz));
    context = await TestContext.create('pglite', { app: { site: { hostDir: join(dist, 'host'), widgetsDir: join(dist, 'widgets') } } });
  });

  afterAll(async () => {
    await context?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    context.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('sends the brotli file when the browser accepts brotli, even listed after gzip', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decoded(response)).toBe(variants.br);
  });

  it('sends the gzip file when brotli is not accepted', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(decoded(response)).toBe(variants.gz);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const response = await get('/assets/main-abc123.js', acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toContain('accept-encoding');
      expect(response.body).toBe(script);
    }
  });

  it('falls back to the encoding that exists when a variant is missing', async () => {
    const response = await get('/widgets/training-center.js', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(decoded(response)).toBe(variants.gz);
  });

  it('caches hashed assets for a year and has pages and unhashed entry files revalidated with an ETag', async () => {
    const asset = await get('/assets/main-abc123.js', 'br');
    expect(asset.headers['cache-control']).toBe(immutableCacheControl);
    expect(immutableCacheControl).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/home', '/course/detail?courseId=3', '/widgets/training-center.js']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe(revalidateCacheControl);
      expect(response.headers.etag, url).toBeTruthy();
    }
    const home = await get('/home', 'br');
    expect(home.headers['content-encoding']).toBe('br');
    expect(decoded(home)).toBe(page);
    const revalidated = await context.app.inject({ method: 'GET', url: '/home', headers: { 'accept-encoding': 'br', 'if-none-match': String(home.headers.etag) } });
    expect(revalidated.statusCode).toBe(304);
  });

  it("names the chunks of the address's route in the page (modulepreload), layout first, each once", async () => {
    const course = await get('/course/detail?courseId=3', 'gzip');
    expect(course.headers['content-encoding']).toBe('gzip');
    const hints = [...decoded(course).matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
    expect(hints).toEqual(['/assets/Layout-abc123.js', '/assets/Course-abc123.js']);
    expect(decoded(course)).toMatch(/modulepreload[^]*<\/head>/);
    const plain = await get('/course/detail');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(decoded(plain)).toBe(decoded(course));
    expect(plain.headers.etag).not.toBe((await get('/home')).headers.etag);
  });
});

describe.each(databasesUnderTest())('API answers on $name', ({ kind }) => {
  let kit: CourseTestContext;
  let token: string;
  let courseId: string;

  beforeAll(async () => {
    kit = await CourseTestContext.create(kind);
    token = (await kit.ctx.signedInUser()).token;
    courseId = await kit.courseId('installation-certification');
  });

  afterAll(async () => {
    await kit?.close();
  });

  const courseDetail = (acceptEncoding?: string) =>
    kit.ctx.app.inject({
      method: 'POST',
      url: `${apiBasePath}${coursePaths.detail}`,
      headers: { authorization: `Bearer ${token}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      payload: { courseId },
    });

  it('compresses an answer over the threshold, brotli first, then gzip, and the content is the same', async () => {
    const plain = await courseDetail();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(apiCompressionThresholdBytes);
    expect(plain.json()).toMatchObject({ code: 200 });

    const brotli = await courseDetail('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toContain('accept-encoding');
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(decoded(brotli))).toEqual(plain.json());
    // In one call at the quality for its size: the same bytes as node:zlib makes with those options.
    expect(brotli.rawPayload.equals(brotliCompressSync(plain.rawPayload, apiBrotliOptions(plain.rawPayload.length)))).toBe(true);

    const gzip = await courseDetail('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(gzip))).toEqual(plain.json());
  });

  it('streams an answer larger than apiQuickBrotliUpToBytes, and the content is the same', async () => {
    const { token: adminToken } = await kit.ctx.signedInUser({ role: 'admin' });
    const adminDetail = (acceptEncoding?: string) =>
      kit.ctx.app.inject({
        method: 'GET',
        url: `${apiBasePath}${adminCoursePaths.detail}?courseId=${courseId}`,
        headers: { authorization: `Bearer ${adminToken}`, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await adminDetail();
    expect(plain.rawPayload.length).toBeGreaterThan(apiQuickBrotliUpToBytes);
    const brotli = await adminDetail('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    // A stream: sent in chunks, its length not known before it ends.
    expect(brotli.headers['content-length']).toBeUndefined();
    expect(JSON.parse(decoded(brotli))).toEqual(plain.json());
  });

  it('compresses an answer up to apiQuickBrotliUpToBytes at the quick quality, a larger one at apiBrotliQuality', () => {
    const quality = (bytes: number) => apiBrotliOptions(bytes).params?.[zlibConstants.BROTLI_PARAM_QUALITY];
    expect(quality(apiCompressionThresholdBytes)).toBe(apiQuickBrotliQuality);
    expect(quality(apiQuickBrotliUpToBytes)).toBe(apiQuickBrotliQuality);
    expect(quality(apiQuickBrotliUpToBytes + 1)).toBe(apiBrotliQuality);
  });

  it("compresses a quick answer into a buffer of the answer's size, not node:zlib's 16 KB, and still whole when it does not shrink", () => {
    const answer = Buffer.from(JSON.stringify({ code: 0, message: 'ok', result: 'a learner\u2019s course '.repeat(150) }));
    const sent = brotliCompressSync(answer, apiBrotliOptions(answer.length));
    // What the answer keeps alive while it is written: 16 KB per answer in flight with node:zlib's default.
    expect(sent.buffer.byteLength).toBeLessThan(16 * 1024);
    expect(brotliDecompressSync(sent).equals(answer)).toBe(true);
    // Bytes that do not compress come out larger than the buffer: more buffers, the same answer.
    const noise = Buffer.from(Array.from({ length: 12_000 }, (_, index) => (index * 7919 + (index >> 3) * 104_729) % 251));
    expect(brotliDecompressSync(brotliCompressSync(noise, apiBrotliOptions(noise.length))).equals(noise)).toBe(true);
  });

  it('refuses a compressed request body as unreadable (40000) instead of unpacking it', async () => {
    const response = await kit.ctx.app.inject({
      method: 'POST',
      url: `${apiBasePath}${coursePaths.detail}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ courseId })),
    });
    expect(response.json()).toMatchObject({ code: 40000 });
  });

  it('sends an answer under the threshold as it is', async () => {
    const response = await kit.ctx.app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.health}`, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(apiCompressionThresholdBytes);
    expect(response.json()).toMatchObject({ code: 200 });
  });
});
