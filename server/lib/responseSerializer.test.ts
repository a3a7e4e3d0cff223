import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ResultCode } from '../../src/contract/codes';
import { adminContentFixtureSchemas } from '../../src/testing/fixtures/adminContent/manifest';
import { adminCourseFixtureSchemas } from '../../src/testing/fixtures/adminCourses/manifest';
import { adminReportFixtureSchemas } from '../../src/testing/fixtures/adminReports/manifest';
import { adminUserFixtureSchemas } from '../../src/testing/fixtures/adminUsers/manifest';
import { authFixtureSchemas } from '../../src/testing/fixtures/auth/manifest';
import { certificateFixtureSchemas } from '../../src/testing/fixtures/certificates/manifest';
import { courseFixtureSchemas } from '../../src/testing/fixtures/course/manifest';
import { documentFixtureSchemas } from '../../src/testing/fixtures/documents/manifest';
import { homeFixtureSchemas } from '../../src/testing/fixtures/home/manifest';
import { materialFixtureSchemas } from '../../src/testing/fixtures/materials/manifest';
import { partnerFixtureSchemas } from '../../src/testing/fixtures/partner/manifest';
import { questionnaireFixtureSchemas } from '../../src/testing/fixtures/questionnaire/manifest';
import { supportFixtureSchemas } from '../../src/testing/fixtures/support/manifest';
import { ok, replies } from './envelope';
import { compileWriter, responseSerializerCompiler, writerSchema } from './responseSerializer';

const families = {
  adminContent: adminContentFixtureSchemas,
  adminCourses: adminCourseFixtureSchemas,
  adminReports: adminReportFixtureSchemas,
  adminUsers: adminUserFixtureSchemas,
  auth: authFixtureSchemas,
  certificates: certificateFixtureSchemas,
  course: courseFixtureSchemas,
  documents: documentFixtureSchemas,
  home: homeFixtureSchemas,
  materials: materialFixtureSchemas,
  partner: partnerFixtureSchemas,
  questionnaire: questionnaireFixtureSchemas,
  support: supportFixtureSchemas,
} as Record<string, Record<string, z.ZodType>>;

const recorded = Object.entries(families).flatMap(([family, schemas]) =>
  Object.entries(schemas).map(([name, schema]) => ({
    label: `${family}/${name}`,
    schema,
    result: JSON.parse(readFileSync(join(import.meta.dirname, '../../src/testing/fixtures', family, `${name}.json`), 'utf8')) as unknown,
  })),
);

const compilers = (schema: z.ZodType) => {
  const route = { schema: replies(schema)[200], method: 'GET', url: '/test', httpStatus: '200' };
  return {
    fast: responseSerializerCompiler(route) as (data: unknown) => string,
    zod: zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as (data: unknown) => string,
  };
};

describe('the precompiled response serializer', () => {
  it.each(recorded)('writes the recorded $label answer exactly as zod encodes it', ({ schema, result }) => {
    const { fast, zod } = compilers(schema);
    expect(compileWriter(replies(schema)[200].options[0])).toBeDefined();
    const body = ok(result);
    expect(fast(body)).toBe(zod(body));
  });

  it('drops fields the contract does not name, like zod', () => {
    const { fast, zod } = compilers(z.object({ id: z.string(), note: z.string().nullable(), tags: z.array(z.object({ name: z.string() })) }));
    const body = ok({ id: 'a', note: null, secret: 'hash', tags: [{ name: 't', internal: 1 }] });
    expect(fast(body)).toBe('{"code":200,"message":"OK","result":{"id":"a","note":null,"tags":[{"name":"t"}]}}');
    expect(fast(body)).toBe(zod(body));
  });

  it('writes a success envelope with no result and optional fields left out', () => {
    const { fast, zod } = compilers(z.object({ id: z.string(), hint: z.string().optional() }));
    for (const body of [ok(null), ok({ id: 'x' }), ok({ id: 'x', hint: 'h' })]) expect(fast(body)).toBe(zod(body));
  });

  it('refuses a success answer that misses a required field instead of writing a broken body', () => {
    const { fast } = compilers(z.object({ id: z.string(), count: z.number().int() }));
    expect(() => fast(ok({ id: 'x' }))).toThrow();
  });

  it('leaves business errors to zod, whose union accepts their shape', () => {
    const { fast, zod } = compilers(z.object({ id: z.string() }));
    const failure = { code: ResultCode.notFound, message: 'Not found', result: { field: 'courseId' } };
    expect(fast(failure)).toBe(zod(failure));
    expect(JSON.parse(fast(failure))).toEqual(failure);
  });

  it('falls back to zod for a schema JSON Schema cannot express', () => {
    expect(compileWriter(z.object({ at: z.date() }))).toBeUndefined();
    const { fast } = compilers(z.object({ at: z.date() }));
    expect(JSON.parse(fast(ok({ at: new Date('2030-01-02T03:04:05.000Z') })))).toEqual(ok({ at: '2030-01-02T03:04:05.000Z' }));
  });

  const unionsIn = (node: unknown): number =>
    Array.isArray(node) ? node.reduce((sum: number, item) => sum + unionsIn(item), 0)
    : node && typeof node === 'object' ? Object.entries(node).reduce((sum, [key, value]) => sum + (key === 'oneOf' || key === 'anyOf' ? 1 : 0) + unionsIn(value), 0)
    : 0;

  it('writes a discriminated union as one object, in the order of each branch, as zod does', () => {
    // Shared fields in different places per branch, a nullable branch field, and the union itself nullable.
    const step = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('retake'), examId: z.string(), attemptsLeft: z.number().int() }),
      z.object({ kind: z.literal('takeTest'), lessonId: z.string(), title: z.string(), examId: z.string(), attemptsLeft: z.number().int() }),
      z.object({ kind: z.literal('locked'), previous: z.object({ lessonId: z.string() }).nullable() }),
      z.object({ kind: z.literal('done') }),
    ]);
    const schema = z.object({ next: step, reminder: step.nullable() });
    expect(unionsIn(writerSchema(schema))).toBe(0);
    const { fast, zod } = compilers(schema);
    const values = [
      { kind: 'retake', examId: 'e', attemptsLeft: 2 },
      { kind: 'takeTest', lessonId: 'l', title: 'T "1"', examId: 'e', attemptsLeft: 1 },
      { kind: 'locked', previous: null },
      { kind: 'locked', previous: { lessonId: 'l' } },
      { kind: 'done' },
    ];
    for (const next of values) for (const reminder of [null, ...values]) expect(fast(ok({ next, reminder }))).toBe(zod(ok({ next, reminder })));
  });

  it('keeps the union when branches give a shared field different schemas or orders', () => {
    const clash = z.discriminatedUnion('kind', [z.object({ kind: z.literal('a'), value: z.string() }), z.object({ kind: z.literal('b'), value: z.number() })]);
    const crossed = z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('a'), x: z.string(), y: z.string() }),
      z.object({ kind: z.literal('b'), y: z.string(), x: z.string() }),
    ]);
    for (const [schema, values] of [
      [clash, [{ kind: 'a', value: '1' }, { kind: 'b', value: 1 }]],
      [crossed, [{ kind: 'a', x: '1', y: '2' }, { kind: 'b', y: '2', x: '1' }]],
    ] as const) {
      expect(unionsIn(writerSchema(schema))).toBe(1);
      const { fast, zod } = compilers(schema);
      for (const value of values) expect(fast(ok(value))).toBe(zod(ok(value)));
    }
  });
});
