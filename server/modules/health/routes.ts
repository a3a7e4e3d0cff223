import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResult } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { apiPaths } from '../../../src/contract/paths';
import { failureEnvelope, ok, replies, sendEnvelope } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import type { HealthService } from './service';

/** For load balancers: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (app, { health }) => {
  app.get(
    apiPaths.health,
    { schema: { tags: ['health'], summary: 'Liveness and database check', response: { ...replies(healthResult), 503: failureEnvelope } } },
    async (request, reply) => {
      try {
        await health.checkDatabase();
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        return sendEnvelope(reply, 503, ResultCode.unavailable, businessMessage(requestLanguage(request), 'unavailable'));
      }
      return ok({ database: 'up' as const });
    },
  );
};
