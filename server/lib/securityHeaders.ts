import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { apiBasePath } from '../../src/contract/paths';

/**
 * The Content-Security-Policy of every page we serve: scripts and styles only from files of this
 * origin (no 'unsafe-inline'), nothing framing us but ourselves. Widgets style through constructed
 * stylesheets and the CSSOM, which this policy allows.
 */
export const contentSecurityPolicy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  // Document previews (PDF) open in a frame of our own origin.
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'frame-ancestors': ["'self'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
} as const;

/** A year, as browsers' preload lists ask; sent only over TLS, where it means something. */
export const hstsMaxAgeSeconds = 31_536_000;

// Partner pages on other sites load the loader and its chunks from us (API answers: see apiAnswerHeaders).
const crossOriginPrefixes = ['/embed/', '/widgets/'];
const apiPrefix = `${apiBasePath}/`;

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
  strictTransportSecurity: false,
  crossOriginResourcePolicy: { policy: 'same-origin' },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/**
 * The headers helmet sets with these options, computed once: they depend on nothing in the request,
 * and building helmet's middleware per request (as @fastify/helmet does) cost a few % of every call.
 */
export const staticSecurityHeaders = (options: HelmetOptions = helmetOptions): Record<string, string> => {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
};

/**
 * What a JSON answer of the API carries instead of the page headers: it is never a page, so it may
 * load nothing and be framed by nobody; partner pages on other sites read it (CORP cross-origin).
 * Five short headers instead of eleven: every signed-in call sends them.
 */
export const apiAnswerHeaders: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
};

const hsts = `max-age=${hstsMaxAgeSeconds}; includeSubDomains`;

/**
 * Security headers on every response (helmet's, computed once): CSP, nosniff, Referrer-Policy,
 * frame-ancestors, X-Frame-Options; HSTS only when the request came over TLS (directly or through a
 * trusted proxy). Pages and assets get them on request (the host page adds its style hash to that
 * CSP); API answers once their type is known: JSON the short set above, files (videos, images,
 * documents, downloads) the page set, cross-origin, keeping a policy their route set (an SVG's sandbox).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const pageHeaders = staticSecurityHeaders();
  const pagePolicy = pageHeaders['content-security-policy'];
  const withoutPolicy: Record<string, string> = { ...pageHeaders, 'cross-origin-resource-policy': 'cross-origin' };
  delete withoutPolicy['content-security-policy'];
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith(apiPrefix)) {
      reply.headers(pageHeaders);
      if (crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix))) reply.header('cross-origin-resource-policy', 'cross-origin');
    }
    if (request.protocol === 'https') reply.header('strict-transport-security', hsts);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (request.url.startsWith(apiPrefix)) {
      if (type.startsWith('application/json')) reply.headers(apiAnswerHeaders);
      else {
        reply.headers(withoutPolicy);
        if (pagePolicy && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', pagePolicy);
      }
    }
    // Chromium shows a PDF through its own viewer inside the document; a page policy (object-src 'none') would block it.
    if (type.startsWith('application/pdf')) reply.removeHeader('content-security-policy');
    done(null, payload);
  });
};
