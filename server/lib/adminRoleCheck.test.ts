import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { partnerPaths } from '../../src/contract/partner';
import { apiBasePath } from '../../src/contract/paths';
import { databasesUnderTest } from '../test/databases';
import { databaseFingerprint, routeOperations, sampleOf, type RouteOperation } from '../test/routeTable';
import { useTestContext } from '../test/testApp';

const adminPrefix = `${apiBasePath}/admin/`;

/** A request for a route with sample values everywhere (path, query, body), as the route table describes it. */
const sampleRequest = (operation: RouteOperation) => ({
  method: operation.method,
  url: operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(sampleOf(operation.params[name] ?? {})))),
  query: Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, String(sampleOf(schema))])),
  ...(operation.body ? { payload: sampleOf(operation.body) as object } : {}),
});

describe.each(databasesUnderTest())('the role check of every /admin route, from the route table, on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('answers a learner 40003 and an anonymous caller 40001 on every /admin route, changing nothing', async () => {
    const operations = (await routeOperations(ctx().app)).filter((operation) => operation.path.startsWith(adminPrefix));
    // The generator found the routes: the partner queue and decisions are among them.
    const found = operations.map((operation) => `${operation.method} ${operation.path}`);
    for (const route of [`GET ${apiBasePath}${partnerPaths.applications}`, `POST ${apiBasePath}${partnerPaths.approve}`, `POST ${apiBasePath}${partnerPaths.reject}`]) expect(found).toContain(route);
    expect(operations.every((operation) => operation.secured)).toBe(true);

    const learner = await ctx().signedInUser({ role: 'learner' });
    const before = await databaseFingerprint(ctx().db);
    for (const operation of operations) {
      const request = sampleRequest(operation);
      for (const lang of ['en', 'es'] as const) {
        const asLearner = await ctx().app.inject({ ...request, headers: { lang, authorization: `Bearer ${learner.token}` } });
        expect(asLearner.json(), `${request.method} ${request.url} as learner`).toEqual({ code: ResultCode.forbidden, message: errorMessages[lang].forbidden, result: null });
      }
      const anonymous = await ctx().app.inject(request);
      expect(anonymous.json(), `${request.method} ${request.url} anonymous`).toMatchObject({ code: ResultCode.sessionExpired });
    }
    expect(await databaseFingerprint(ctx().db)).toEqual(before);
  });
});
