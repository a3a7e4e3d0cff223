import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { apiBasePath, apiPaths } from '../../../src/contract/paths';
import { useTestContext } from '../../test/testApp';
import type { FastifyRequest } from 'fastify';
import { mayScrape, metricsPath } from './routes';

describe('Prometheus metrics', () => {
  const ctx = useTestContext('pglite', { config: { metricsToken: 'scrape-secret' } });

  it('counts answered requests by route template and status, beside the process figures, for the token holder only', async () => {
    const { app } = ctx();
    await app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.health}` });
    await app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.userInfo}` });

    const refused = await app.inject({ method: 'GET', url: metricsPath, headers: { authorization: 'Bearer wrong-secret!' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: ResultCode.forbidden, message: errorMessages.en.forbidden, result: null });

    const scraped = await app.inject({ method: 'GET', url: metricsPath, headers: { authorization: 'Bearer scrape-secret' } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.headers['content-type']).toContain('text/plain');
    const health = new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${apiBasePath}${apiPaths.health}",status_code="200"\\} 1\\b`);
    expect(scraped.body).toMatch(health);
    // The session guard answers 401 for a call without a token; the route template is the label.
    expect(scraped.body).toMatch(new RegExp(`http_request_duration_seconds_count\\{method="GET",route="${apiBasePath}${apiPaths.userInfo}",status_code="\\d+"\\} 1\\b`));
    expect(scraped.body).toContain('process_cpu_seconds_total');
    expect(scraped.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('gives unknown URLs one shared label, so a scanner cannot grow the series', async () => {
    const { app } = ctx();
    for (const path of ['/no/such/a', '/no/such/b', '/wp-login.php']) await app.inject({ method: 'GET', url: path });
    const body = (await app.inject({ method: 'GET', url: metricsPath, headers: { authorization: 'Bearer scrape-secret' } })).body;
    expect(body).not.toContain('wp-login');
    expect(body).toMatch(/route="unmatched",status_code="404"\} 3\b/);
  });
});

describe('who may scrape without a token', () => {
  const from = (remoteAddress: string, authorization?: string) => ({ socket: { remoteAddress }, headers: { authorization } }) as unknown as FastifyRequest;

  it('is a caller on this machine only (the socket address; a forwarded header changes nothing)', () => {
    expect(mayScrape(from('127.0.0.1'), undefined)).toBe(true);
    expect(mayScrape(from('::1'), undefined)).toBe(true);
    expect(mayScrape(from('10.0.0.5'), undefined)).toBe(false);
    expect(mayScrape(from('10.0.0.5', 'Bearer anything'), undefined)).toBe(false);
  });

  it('is the token holder only once a token is set, wherever the call comes from', () => {
    expect(mayScrape(from('127.0.0.1'), 'secret')).toBe(false);
    expect(mayScrape(from('10.0.0.5', 'Bearer secret'), 'secret')).toBe(true);
  });
});
