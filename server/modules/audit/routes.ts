import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPaths, auditQuery, auditResult } from '../../../src/contract/audit';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import type { AuditService } from './service';

/** Role admin (registered behind requireAdmin): the audit log of every admin action. */
export const auditAdminRoutes: FastifyPluginAsyncZod<{ audit: AuditService }> = async (app, { audit }) => {
  app.get(
    auditPaths.log,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: the audit log, newest first, filtered by actor, action, target and UTC days, one page',
        headers: requestHeaders,
        querystring: auditQuery,
        response: replies(auditResult),
      },
    },
    async (request) => ok(await audit.search(request.query)),
  );
};
