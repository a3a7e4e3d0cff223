import { sql, type Kysely } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResult } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { apiPaths } from '../../../src/contract/paths';
import type { Database } from '../../db/schema';
import { failureEnvelope, ok, replies } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Kysely<Database> }> = async (app, { db }) => {
  app.get(
    apiPaths.health,
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { ...replies(healthResult), 503: failureEnvelope } } },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return reply.code(503).send({ code: ResultCode.internal, message: businessMessage(requestLanguage(request), 'internal'), result: null });
      }
      return ok({ database: 'up' as const });
    },
  );
};
