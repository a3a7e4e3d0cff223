import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

// Partner pages on other sites load the loader, its chunks, lesson videos and images from us.
const crossOriginPrefixes = ['/embed/', '/widgets/', `${apiBasePath}/`];
const sharedAcrossOrigins = (request: FastifyRequest) => crossOriginPrefixes.some((prefix) => request.url.startsWith(prefix));

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
 * Security headers on every response (helmet's, computed once): CSP, nosniff, Referrer-Policy,
 * frame-ancestors, X-Frame-Options; HSTS only when the request came over TLS (directly or through a trusted proxy).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  const headers = staticSecurityHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (sharedAcrossOrigins(request)) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
    done();
  });
  // Chromium shows a PDF through its own viewer inside the document; a page policy (object-src 'none') would block it.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) reply.removeHeader('content-security-policy');
    done(null, payload);
  });
};
