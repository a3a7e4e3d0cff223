import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '../../src/contract/codes';
import { failureEnvelope } from './envelope';

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;

/**
 * `anyOf: [X, {type: 'null'}]` (zod's `.nullable()`) becomes `X` with `nullable: true`, which
 * fast-json-stringify writes inline; its `anyOf` would run a validator on every value instead.
 */
const withNullable = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withNullable);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withNullable(value)])) as JsonSchema;
  const anyOf = schema.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const [value, alternative] = anyOf as JsonSchema[];
    if (alternative?.type === 'null' && Object.keys(alternative).length === 1 && typeof value?.type === 'string' && value.type !== 'null') {
      const { anyOf: _ignored, ...rest } = schema;
      return { ...rest, ...value, nullable: true };
    }
  }
  return schema;
};

/** A fast-json-stringify writer generated from a zod schema's JSON Schema; undefined when zod cannot express it (then zod encodes). */
export const compileWriter = (schema: z.ZodType): Serialize | undefined => {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(withNullable(json) as Parameters<typeof fastJson>[0]) as Serialize;
  } catch {
    return undefined;
  }
};

/** The success branch of `replies(result)`: `z.union([envelope(result), failureEnvelope])`. */
const successBranch = (schema: unknown): z.ZodType | undefined => {
  if (!(schema instanceof z.ZodUnion)) return undefined;
  const [success, failure, ...more] = schema.options as z.ZodType[];
  return failure === failureEnvelope && more.length === 0 ? success : undefined;
};

/**
 * The response serializer of every route, built once per route from the zod contract schema (so
 * nothing is written twice): success envelopes go through a precompiled fast-json-stringify writer
 * (which, like zod, drops fields the contract does not name); anything else, and schemas JSON
 * Schema cannot express, through zod's encode as before.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  const viaZod = zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]) as Serialize;
  const success = successBranch(route.schema);
  const writer = success ? compileWriter(success) : undefined;
  if (!writer) return viaZod;
  return (data: unknown) => ((data as { code?: unknown } | null)?.code === ResultCode.success ? writer(data) : viaZod(data));
};
