import { describe, expect, it } from 'vitest';
import { apiBasePath, apiPaths } from '../../src/contract/paths';
import { databasesUnderTest } from '../test/databases';
import { useTestContext } from '../test/testApp';

describe.each(databasesUnderTest())('access log on $name', ({ kind }) => {
  const ctx = useTestContext(kind, { config: { logLevel: 'info' } });

  it('writes one line per answered request: method, URL, client, status and time taken', async () => {
    const before = ctx().logs.length;
    const response = await ctx().app.inject({ method: 'GET', url: `${apiBasePath}${apiPaths.userInfo}`, headers: { lang: 'en' } });
    expect(response.statusCode).toBe(200);

    const lines = ctx().logs.slice(before).map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: `${apiBasePath}${apiPaths.userInfo}`, remoteAddress: '127.0.0.1' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
    expect(lines.some((line) => line.msg === 'incoming request')).toBe(false);
  });
});
