import { describe, expect, it } from 'vitest';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { loadConfig } from './config';
import { useTestContext } from './test/testApp';

const partner = 'https://partner.example';
const preflight = (origin: string) => ({
  method: 'OPTIONS' as const,
  url: `${apiBasePath}${apiPaths.userInfo}`,
  headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,country,lang' },
});

describe('cross-origin calls from partner pages', () => {
  const ctx = useTestContext('pglite', { config: { corsOrigins: [partner] } });

  it('lets a configured partner origin send the three spec headers', async () => {
    const response = await ctx().app.inject(preflight(partner));
    expect(response.headers['access-control-allow-origin']).toBe(partner);
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
    expect(String(response.headers['access-control-allow-headers'])).toContain('country');
  });

  it('gives an unknown origin no CORS grant', async () => {
    const response = await ctx().app.inject(preflight('https://elsewhere.example'));
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('a portal without partner origins (CORS_ORIGINS empty)', () => {
  const ctx = useTestContext('pglite');

  it('grants no origin: no CORS header on a preflight or an answer, no Vary on the origin', async () => {
    const grant = await ctx().app.inject(preflight(partner));
    expect(grant.headers['access-control-allow-origin']).toBeUndefined();
    const answer = await ctx().app.inject({ method: 'POST', url: `${apiBasePath}${apiPaths.userInfo}`, headers: { origin: partner } });
    expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(answer.headers.vary ?? '')).not.toMatch(/origin/i);
  });
});

describe('CORS_ORIGINS', () => {
  it('reads a comma-separated list and refuses anything that is not an origin', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, http://b.example:8080/' }).corsOrigins).toEqual(['https://a.example', 'http://b.example:8080']);
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS/);
  });
});
