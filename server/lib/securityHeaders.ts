import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

/**
 * Security headers on every response (helmet): CSP, nosniff, Referrer-Policy, frame-ancestors,
 * X-Frame-Options; HSTS only when the request came over TLS (directly or through a trusted proxy).
 */
export const registerSecurityHeaders = async (app: FastifyInstance): Promise<void> => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy },
    strictTransportSecurity: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  app.addHook('onRequest', async (request, reply) => {
    if (sharedAcrossOrigins(request)) reply.header('cross-origin-resource-policy', 'cross-origin');
    if (request.protocol === 'https') reply.header('strict-transport-security', `max-age=${hstsMaxAgeSeconds}; includeSubDomains`);
  });
  // Chromium shows a PDF through its own viewer inside the document; a page policy (object-src 'none') would block it.
  app.addHook('onSend', async (_request, reply) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) reply.removeHeader('content-security-policy');
  });
};
