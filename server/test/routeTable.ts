import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { openApiPath } from '../lib/openapi';

/** The part of a JSON Schema (as the OpenAPI document states it) that a sample value needs. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  required?: string[];
  maxLength?: number;
  const?: unknown;
  default?: unknown;
  minimum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

type Parameter = { in: 'query' | 'path' | 'header' | 'cookie'; name: string; schema?: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> }; security?: unknown[] };

/** One route of the running app's OpenAPI document (generated from the routes' own schemas). */
export type RouteOperation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: Record<string, JsonSchema>;
  params: Record<string, JsonSchema>;
  headers: string[];
  body?: JsonSchema;
  /** Media types of the request body the route documents (`multipart/form-data` for uploads). */
  consumes: string[];
  secured: boolean;
};

/** Every operation the app documents: the route table, as other engineers add to it. */
export const routeOperations = async (app: FastifyInstance): Promise<RouteOperation[]> => {
  const document = (await app.inject({ method: 'GET', url: openApiPath })).json<{ paths: Record<string, Record<string, Operation>> }>();
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const parameters = operation.parameters ?? [];
      const of = (place: Parameter['in']) => Object.fromEntries(parameters.filter((p) => p.in === place).map((p) => [p.name, p.schema ?? {}]));
      return {
        method: method.toUpperCase() as RouteOperation['method'],
        path,
        query: of('query'),
        params: of('path'),
        headers: parameters.filter((p) => p.in === 'header').map((p) => p.name),
        body: operation.requestBody?.content?.['application/json']?.schema,
        consumes: Object.keys(operation.requestBody?.content ?? {}),
        secured: (operation.security ?? []).length > 0,
      };
    }),
  );
};

/** A value the schema describes (the first choice of each alternative). */
export const sampleOf = (schema: JsonSchema): unknown => {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const alternative = schema.anyOf?.[0] ?? schema.oneOf?.[0];
  if (alternative) return sampleOf(alternative);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return 'sample';
    case 'number':
    case 'integer':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return schema.items ? [sampleOf(schema.items)] : [];
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sampleOf(property)]));
    default:
      return schema.default ?? null;
  }
};

/** Paths of every string inside a value (`answers.0.questionId`), with a setter for each. */
export const stringLeaves = (value: unknown, path: string[] = []): string[][] => {
  if (typeof value === 'string') return [path];
  if (value !== null && typeof value === 'object') return Object.entries(value).flatMap(([name, child]) => stringLeaves(child, [...path, name]));
  return [];
};

/** A deep copy of `value` with the string at `path` changed by `change`. */
export const withLeaf = (value: unknown, path: string[], change: (text: string) => string): unknown => {
  if (path.length === 0) return typeof value === 'string' ? change(value) : value;
  const [head, ...rest] = path as [string, ...string[]];
  if (Array.isArray(value)) return value.map((item, index) => (String(index) === head ? withLeaf(item, rest, change) : item));
  const record = value as Record<string, unknown>;
  return { ...record, [head]: withLeaf(record[head], rest, change) };
};

/** A fingerprint of every row of every table: equal before and after means no row changed. */
export const databaseFingerprint = async (db: Kysely<Database>): Promise<Record<string, string>> => {
  const tables = await sql<{ name: string }>`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const fingerprint: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const row = await sql<{ digest: string }>`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.table(name)} t`.execute(db);
    fingerprint[name] = row.rows[0]?.digest ?? '';
  }
  return fingerprint;
};
