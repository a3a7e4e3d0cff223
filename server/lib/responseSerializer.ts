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

const objectKeywords = new Set(['type', 'properties', 'required', 'additionalProperties']);
const isPlainObjectSchema = (schema: JsonSchema): boolean =>
  schema.type === 'object' && schema.additionalProperties === false && typeof schema.properties === 'object' && Object.keys(schema).every((key) => objectKeywords.has(key));
// A discriminator's `const` or `enum` only tells the branches apart: the writer needs its type.
const asWritten = (schema: JsonSchema): string => {
  const { const: _value, enum: _values, ...rest } = schema;
  return JSON.stringify(rest.type === 'string' ? rest : schema);
};

/** The fields of every branch in one order each branch keeps (a topological sort), or undefined when two disagree. */
const commonOrder = (orders: string[][]): string[] | undefined => {
  const after = new Map<string, Set<string>>();
  const waiting = new Map<string, number>();
  for (const order of orders) {
    order.forEach((field, index) => {
      if (!after.has(field)) after.set(field, new Set());
      if (!waiting.has(field)) waiting.set(field, 0);
      const next = order[index + 1];
      if (next !== undefined && !after.get(field)?.has(next)) {
        after.get(field)?.add(next);
        waiting.set(next, (waiting.get(next) ?? 0) + 1);
      }
    });
  }
  const ready = [...waiting].filter(([, count]) => count === 0).map(([field]) => field);
  const result: string[] = [];
  while (ready.length > 0) {
    const field = ready.shift() as string;
    result.push(field);
    for (const next of after.get(field) ?? []) {
      const count = (waiting.get(next) ?? 0) - 1;
      waiting.set(next, count);
      if (count === 0) ready.push(next);
    }
  }
  return result.length === waiting.size ? result : undefined;
};

/**
 * A `oneOf` of closed objects (zod's discriminated union) becomes one object with every branch's
 * fields, which fast-json-stringify writes inline; its `oneOf` would run each branch's validator on
 * every value until one matched. Only when it changes no byte: a field the branches share has one
 * schema, and one field order is kept by every branch (fields are written in schema order, like zod).
 * A field of another branch on a value would be written, where zod drops it: the rules build each
 * value as a literal of the contract's type, which names its branch's fields only.
 */
const mergedBranches = (branches: JsonSchema[]): JsonSchema | undefined => {
  if (!branches.every(isPlainObjectSchema)) return undefined;
  const properties: Record<string, JsonSchema> = {};
  for (const branch of branches) {
    for (const [field, schema] of Object.entries(branch.properties as Record<string, JsonSchema>)) {
      const known = properties[field];
      if (!known) properties[field] = schema;
      else if (asWritten(known) !== asWritten(schema)) return undefined;
      else if (JSON.stringify(known) !== JSON.stringify(schema)) properties[field] = JSON.parse(asWritten(schema)) as JsonSchema;
    }
  }
  const order = commonOrder(branches.map((branch) => Object.keys(branch.properties as JsonSchema)));
  if (!order) return undefined;
  const required = order.filter((field) => branches.every((branch) => (branch.required as string[] | undefined)?.includes(field)));
  return { type: 'object', properties: Object.fromEntries(order.map((field) => [field, properties[field]])), required, additionalProperties: false };
};

const withMergedBranches = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(withMergedBranches);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, withMergedBranches(value)])) as JsonSchema;
  const { oneOf, ...rest } = schema;
  const merged = Array.isArray(oneOf) && Object.keys(rest).length === 0 ? mergedBranches(oneOf as JsonSchema[]) : undefined;
  return merged ?? schema;
};

/** The JSON Schema the writer is generated from: zod's, with its unions in the shapes written inline. */
export const writerSchema = (schema: z.ZodType): unknown =>
  withNullable(withMergedBranches(z.toJSONSchema(schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' })));

/** A fast-json-stringify writer generated from a zod schema's JSON Schema; undefined when zod cannot express it (then zod encodes). */
export const compileWriter = (schema: z.ZodType): Serialize | undefined => {
  try {
    return fastJson(writerSchema(schema) as Parameters<typeof fastJson>[0]) as Serialize;
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
