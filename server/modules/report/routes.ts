import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportFilter, reportPaths, reportQuery, reportResult } from '../../../src/contract/report';
import { failureEnvelope, ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { ReportService } from './service';

// Bytes, not JSON: documented for OpenAPI.
const csvReplies = { 200: z.union([z.unknown().describe('The report (text/csv, UTF-8 with BOM)'), failureEnvelope]), 500: failureEnvelope };

/** Role admin (registered behind requireAdmin): every report, one page at a time or as CSV. */
export const reportAdminRoutes: FastifyPluginAsyncZod<{ reports: ReportService }> = async (app, { reports }) => {
  app.get(
    reportPaths.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: one page of a report (progress per learner, company or course; certificates; material downloads; exam questions), sorted and filtered on the server, with its chart',
        headers: requestHeaders,
        querystring: reportQuery,
        response: replies(reportResult),
      },
    },
    async (request) => ok(await reports.list(request.query, requestLanguage(request))),
  );

  app.post(
    reportPaths.export,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: the whole filtered report as CSV (UTF-8 with BOM, formula cells neutralised), audited',
        headers: requestHeaders,
        body: reportFilter,
        response: csvReplies,
      },
    },
    async (request, reply) => {
      const { user } = currentSession(request);
      const file = await reports.export({ id: user.id, account: user.account }, request.body, requestLanguage(request));
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.bytes));
    },
  );
};
