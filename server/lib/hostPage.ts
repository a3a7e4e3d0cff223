import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoutes, type RouteObject } from 'react-router';
import type { PageAnswer } from '../../src/contract/pageAnswers';
import { pageAnswersScript } from './pageAnswers';

/** A route of dist/host/route-preloads.json (scripts/route-preloads.mjs): the host's route tree with the files each lazy route needs. */
export type PreloadRoute = { path?: string; index?: boolean; files?: string[]; children?: PreloadRoute[] };

type Variant = { body: Buffer; encoding?: 'br' | 'gzip' };
type Page = { etag: string; variants: Variant[] };

const escapeAttribute = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The routes a path matches, layout first: the files of each, once each, in that order, and whether only the catch-all took it. */
export const routeFor = (routes: PreloadRoute[], pathname: string): { files: string[]; notFound: boolean } => {
  const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
  return {
    files: [...new Set(matches.flatMap((match) => (match.route as PreloadRoute).files ?? []))],
    // The host's `*` route is its not-found page: the same page, with the status that tells crawlers and monitors.
    notFound: matches.at(-1)?.route.path === '*',
  };
};

/** index.html with a modulepreload hint per file before `</head>` (the same markup Vite writes for the shell's own files). */
export const withPreloads = (html: string, files: string[]): string =>
  files.length === 0 ? html : html.replace('</head>', `${files.map((file) => `    <link rel="modulepreload" crossorigin href="${escapeAttribute(file)}">\n`).join('')}  </head>`);

/**
 * index.html with the shell's stylesheet inline, and the CSP source that allows exactly that text:
 * first paint no longer waits for a request (Lighthouse counted 150 ms of render-blocking), and the
 * policy keeps refusing every other inline style.
 */
export const withInlineStylesheet = (html: string, readAsset: (href: string) => string | undefined): { html: string; styleSource?: string } => {
  const link = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/.exec(html);
  const css = link?.[1] ? readAsset(link[1]) : undefined;
  if (!link || css === undefined || css.includes('</')) return { html };
  return { html: html.replace(link[0], () => `<style>${css}</style>`), styleSource: `'sha256-${createHash('sha256').update(css).digest('base64')}'` };
};

const acceptsEncoding = (request: FastifyRequest, encoding: string) =>
  String(request.headers['accept-encoding'] ?? '')
    .split(',')
    .some((part) => part.trim().split(';')[0] === encoding);

/** A learner's own page is compressed as it is sent: a quick brotli level (a few KB of HTML). */
const personalPageBrotliQuality = 5;

/**
 * The host's pages: index.html, plus modulepreload hints for the chunks of the route the address
 * matches, so the browser fetches them beside the shell. Each page is built and compressed once per
 * set of files (a few dozen routes), then sent from memory with an ETag and revalidated like the file.
 * With the learner's session cookie the page also brings the answers to its first calls
 * (server/lib/pageAnswers.ts): that page is the learner's own, made per request and never cached.
 */
export const createHostPages = (hostDir: string, pageAnswers?: (request: FastifyRequest, pathname: string, search: string) => (() => Promise<PageAnswer[]>) | undefined) => {
  const assetFile = (href: string) => join(hostDir, href);
  const { html, styleSource } = withInlineStylesheet(readFileSync(join(hostDir, 'index.html'), 'utf8'), (href) => (existsSync(assetFile(href)) ? readFileSync(assetFile(href), 'utf8') : undefined));
  const preloadsFile = join(hostDir, 'route-preloads.json');
  const routes: PreloadRoute[] = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as PreloadRoute[]) : [];
  const pages = new Map<string, Page>();

  const pageFor = (files: string[]): Page => {
    const key = files.join(' ');
    const known = pages.get(key);
    if (known) return known;
    const body = Buffer.from(withPreloads(html, files));
    const page: Page = {
      etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
      variants: [
        { body: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), encoding: 'br' },
        { body: gzipSync(body, { level: 9 }), encoding: 'gzip' },
        { body },
      ],
    };
    pages.set(key, page);
    return page;
  };

  /**
   * A page made for one learner: sent at once up to its end, so the browser paints the frame and
   * fetches the scripts while the server makes the answers; the answers block and the end follow
   * when they are ready. Module scripts run only once the document is whole, so they always find
   * the block. Compressed for this response only (flushed after the first part), never stored by a cache.
   */
  const sendPersonal = (request: FastifyRequest, reply: FastifyReply, files: string[], makeAnswers: () => Promise<PageAnswer[]>) => {
    const page = withPreloads(html, files);
    const bodyEnd = page.lastIndexOf('</body>');
    const [start, end] = bodyEnd < 0 ? [page, ''] : [page.slice(0, bodyEnd), page.slice(bodyEnd)];
    reply.header('cache-control', 'private, no-store');
    let stream: Transform;
    // What the browser has so far leaves the compressor now, not when the page ends.
    let flush = () => undefined as void;
    if (acceptsEncoding(request, 'br')) {
      reply.header('content-encoding', 'br');
      const brotli = createBrotliCompress({ params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: personalPageBrotliQuality } });
      flush = () => brotli.flush(constants.BROTLI_OPERATION_FLUSH);
      stream = brotli;
    } else if (acceptsEncoding(request, 'gzip')) {
      reply.header('content-encoding', 'gzip');
      const gzip = createGzip();
      flush = () => gzip.flush(constants.Z_SYNC_FLUSH);
      stream = gzip;
    } else {
      stream = new PassThrough();
    }
    stream.write(start);
    flush();
    // The answers are made once the first part is on its way: on the embedded database their queries share this thread.
    setImmediate(() =>
      void makeAnswers()
        .catch((): PageAnswer[] => [])
        .then((made) => stream.end(made.length > 0 ? `${pageAnswersScript(made)}\n  ${end}` : end)),
    );
    return reply.send(stream);
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
    const search = queryAt < 0 ? '' : request.url.slice(queryAt);
    const { files, notFound } = routeFor(routes, pathname);
    const makeAnswers = pageAnswers?.(request, pathname, search);
    const policy = reply.getHeader('content-security-policy');
    if (styleSource && typeof policy === 'string') reply.header('content-security-policy', policy.replace("style-src 'self'", `style-src 'self' ${styleSource}`));
    reply.code(notFound ? 404 : 200).header('content-type', 'text/html; charset=utf-8').header('vary', 'accept-encoding, cookie');
    if (makeAnswers) return sendPersonal(request, reply, files, makeAnswers);
    const page = pageFor(files);
    reply.header('cache-control', 'no-cache').header('etag', page.etag);
    if (!notFound && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
    const variant = page.variants.find((candidate) => !candidate.encoding || acceptsEncoding(request, candidate.encoding)) ?? { body: Buffer.alloc(0) };
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    return reply.send(variant.body);
  };
};
