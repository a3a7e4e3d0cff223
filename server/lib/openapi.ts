import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '../../src/contract/codes';
import { apiBasePath } from '../../src/contract/paths';

const codeList = Object.entries(ResultCode)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

type Operation = { security?: unknown[]; operationId?: string; responses?: Record<string, unknown> };
type Document = { paths?: Record<string, Record<string, Operation>> };

const methods = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** `POST /training-api/materials/download` → `postMaterialsDownload`: stable, unique per route. */
export const operationIdOf = (method: string, path: string): string =>
  [method, ...path.replace(apiBasePath, '').split(/[^A-Za-z0-9]+/).filter(Boolean)]
    .map((word, index) => (index === 0 ? word.toLowerCase() : `${word[0]?.toUpperCase() ?? ''}${word.slice(1)}`))
    .join('');

const envelopeResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/FailureEnvelope' } } },
});

/**
 * What every operation shares, added once here so a new route cannot forget it: an operationId,
 * `security: []` on public calls (the session hook marks the others), and the failures any call can
 * answer with (an unreadable body, the server's own failure, the database away).
 */
const describeEveryOperation = (document: Document): Document => {
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item)) {
      if (!methods.has(method)) continue;
      operation.operationId ??= operationIdOf(method, path);
      operation.security ??= [];
      operation.responses = {
        '400': envelopeResponse('The request cannot be read (malformed JSON, wrong content type): code 40000'),
        '500': envelopeResponse('The server failed: code 50000'),
        '503': envelopeResponse('The database cannot be reached right now; try again after Retry-After seconds: code 50300'),
        ...operation.responses,
      };
    }
  }
  return document;
};

/** Generates the OpenAPI document from the routes' zod schemas; register before any route. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Training Center API',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'Every body is the envelope { code, message, result }. Business errors travel with HTTP 200 and their code; ' +
          `messages follow the lang header (en, es). Codes: ${codeList}.`,
      },
      servers: [{ url: '/', description: 'The portal that serves this document' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /loginSub' } },
        schemas: {
          FailureEnvelope: {
            type: 'object',
            required: ['code', 'message', 'result'],
            properties: { code: { type: 'integer' }, message: { type: 'string' }, result: {} },
          },
        },
      },
    },
    transform: describeMultipart,
    transformObject: (document) => ('openapiObject' in document ? (describeEveryOperation(document.openapiObject as Document) as typeof document.openapiObject) : document.swaggerObject),
  });
};

/** An upload route parses multipart itself (no body schema to validate): its document still states the form it reads. */
const describeMultipart: typeof jsonSchemaTransform = (input) => {
  const output = jsonSchemaTransform(input);
  const schema = output.schema as { consumes?: string[]; body?: unknown } | undefined;
  if (!schema?.consumes?.includes('multipart/form-data') || schema.body) return output;
  const body = {
    type: 'object',
    required: ['file'],
    properties: {
      description: { type: 'string' },
      language: { type: 'string' },
      fileName: { type: 'string' },
      file: { type: 'string', format: 'binary', description: 'Sent after the other fields' },
    },
  };
  return { ...output, schema: { ...schema, body } } as typeof output;
};

export const openApiPath = `${apiBasePath}/openapi.json`;

const openApiDocument = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string() }), paths: z.record(z.string(), z.unknown()) });

export const registerOpenApiRoute = (app: FastifyInstance): void => {
  app.get(
    openApiPath,
    { schema: { tags: ['meta'], summary: 'This OpenAPI document', response: { 200: openApiDocument } } },
    async () => app.swagger(),
  );
};
