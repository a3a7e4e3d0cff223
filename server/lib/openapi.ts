import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '../../src/contract/codes';
import { apiBasePath } from '../../src/contract/paths';

const codeList = Object.entries(ResultCode)
  .map(([name, code]) => `${code} ${name}`)
  .join(', ');

/** Generates the OpenAPI document from the routes' zod schemas; register before any route. */
export const registerOpenApi = async (app: FastifyInstance): Promise<void> => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Training Center API',
        version: '1.0.0',
        description:
          'Every body is the envelope { code, message, result }. Business errors travel with HTTP 200 and their code; ' +
          `messages follow the lang header (en, es). Codes: ${codeList}.`,
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token of POST /loginSub' } } },
    },
    transform: jsonSchemaTransform,
  });
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
