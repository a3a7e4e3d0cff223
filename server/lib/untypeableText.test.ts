import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { adminPaths } from '../../src/contract/admin';
import { apiBasePath, apiPaths } from '../../src/contract/paths';
import { validationMessages } from '../../src/validation/messages';
import { databasesUnderTest } from '../test/databases';
import { databaseFingerprint, routeOperations, sampleOf, stringLeaves, withLeaf, type RouteOperation } from '../test/routeTable';
import { useTestContext } from '../test/testApp';
import { adminSecretHeader } from './serverInfo';
import { holdsUntypeableText, untypeableFields } from './untypeableText';

const adminSecret = 'route-table-secret-'.padEnd(43, 'x');
const nul = (text: string) => `${text}\u0000`;

type Probe = { route: string; field: string; url: string; query: Record<string, string>; body?: unknown };

/** One request per text field of a route (body, query, path), that field holding a NUL and the rest sample values. */
const probesOf = (operation: RouteOperation): Probe[] => {
  const route = `${operation.method} ${operation.path}`;
  const params = Object.fromEntries(Object.entries(operation.params).map(([name, schema]) => [name, String(sampleOf(schema))]));
  const query = Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, String(sampleOf(schema))]));
  const body = operation.body ? sampleOf(operation.body) : undefined;
  const urlWith = (values: Record<string, string>) =>
    operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  return [
    ...Object.keys(params).map((name) => ({ route, field: name, url: urlWith({ ...params, [name]: nul(params[name] ?? '') }), query, body })),
    ...Object.keys(query).map((name) => ({ route, field: name, url: urlWith(params), query: { ...query, [name]: nul(query[name] ?? '') }, body })),
    ...stringLeaves(body).map((path) => ({ route, field: path.join('.'), url: urlWith(params), query, body: withLeaf(body, path, nul) })),
  ];
};

describe.each(databasesUnderTest())('text nobody types, on every route of $name', ({ kind }) => {
  const ctx = useTestContext(kind, { app: { adminSecret } });

  it('refuses a NUL in every text field of every route with 40000 and HTTP 200, and changes no row', async () => {
    const operations = await routeOperations(ctx().app);
    const probes = operations.flatMap(probesOf);
    // The generator reads the route table: a few known routes prove it found bodies, queries and path parameters.
    const probed = new Set(probes.map((probe) => probe.route));
    for (const route of [`POST ${apiBasePath}${apiPaths.login}`, `GET ${apiBasePath}${apiPaths.switchCountry}`, `POST ${apiBasePath}${adminPaths.users}`]) {
      expect(probed).toContain(route);
    }
    expect(probes.some((probe) => /\{\w+\}/.test(probe.route))).toBe(true);

    // An admin reaches every route: learner routes and the admin ones, whose role check comes before validation.
    const { token } = await ctx().signedInUser({ role: 'admin' });
    const before = await databaseFingerprint(ctx().db);
    for (const lang of ['en', 'es'] as const) {
      const message = validationMessages[lang].untypeableCharacter;
      for (const probe of probes) {
        const response = await ctx().app.inject({
          method: probe.route.split(' ')[0] as RouteOperation['method'],
          url: probe.url,
          query: probe.query,
          headers: { lang, authorization: `Bearer ${token}`, [adminSecretHeader]: adminSecret },
          remoteAddress: '127.0.0.1',
          ...(probe.body === undefined ? {} : { payload: probe.body as object }),
        });
        const where = `${probe.route} ${probe.field}`;
        expect(response.statusCode, where).toBe(200);
        expect(response.json(), where).toEqual({ code: ResultCode.invalidInput, message, result: { fields: { [probe.field]: message } } });
      }
    }
    expect(await databaseFingerprint(ctx().db)).toEqual(before);
  });

  it('answers the account of a sign-in holding a NUL with 40000 instead of a database error', async () => {
    const response = await ctx().api('POST', apiPaths.login, { body: { account: 'ana\u0000', password: 'secret1pw' } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      code: ResultCode.invalidInput,
      message: validationMessages.en.untypeableCharacter,
      result: { fields: { account: validationMessages.en.untypeableCharacter } },
    });
  });
});

describe('the quick check of every request', () => {
  it('finds an untypeable character exactly when the field walk names one (keys, nested values, arrays)', () => {
    const textWithControls = fc.string({ unit: fc.constantFrom('a', 'ñ', ' ', '\u0000', '\u001f', '\u007f', '\ud800', 'é') });
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small' }, textWithControls, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value')), fc.dictionary(textWithControls, tie('value'))),
    })).value;
    fc.assert(
      fc.property(fc.array(fc.option(json, { nil: undefined }), { maxLength: 3 }), (sources) => {
        expect(holdsUntypeableText(sources)).toBe(untypeableFields(sources).length > 0);
      }),
      { numRuns: 500 },
    );
  });
});
