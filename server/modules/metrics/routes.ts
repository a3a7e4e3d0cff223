import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ResultCode } from '../../../src/contract/codes';
import { failureEnvelope, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import type { MetricsService } from './service';

/** Where Prometheus scrapes each node (outside the API base path, as Prometheus expects). */
export const metricsPath = '/metrics';

const loopback = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
};

/** With a token, only `Authorization: Bearer <token>`; without one, only callers on this machine (the socket's address, not a forwarded one). */
export const mayScrape = (request: FastifyRequest, token: string | undefined) =>
  token ? sameSecret(request.headers.authorization ?? '', `Bearer ${token}`) : loopback.has(request.socket.remoteAddress ?? '');

/**
 * Times every request (onResponse, by route template) and serves the Prometheus text format at
 * /metrics. Registered on the root instance, so it sees every route, pages and files included.
 */
export const registerMetrics = (app: FastifyInstance, metrics: MetricsService, token: string | undefined): void => {
  app.addHook('onResponse', (request, reply, done) => {
    // Unknown URLs share one label: a scanner must not create a series per path.
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  const schema = {
    tags: ['health'],
    summary: 'Prometheus metrics of this node (text format): loopback callers, or Bearer METRICS_TOKEN when set',
    response: { 200: z.unknown().describe('Prometheus text exposition format'), 403: failureEnvelope },
  };
  app.get(metricsPath, { schema }, async (request, reply) => {
    // HTTP 403 so Prometheus reports the scrape as refused, with the envelope in the caller's language.
    if (!mayScrape(request, token)) return sendEnvelope(reply, 403, ResultCode.forbidden, businessMessage(requestLanguage(request), 'forbidden'));
    return reply.type(metrics.contentType).send(await metrics.text());
  });
};
