import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import {
  adminWebinar,
  adminWebinarListQuery,
  adminWebinarListResult,
  cancelWebinarRequest,
  createWebinarRequest,
  updateWebinarRequest,
  webinarAdminPaths,
  webinarIdQuery,
  webinarListResult,
  webinarPaths,
} from '../../../src/contract/webinar';
import { currentSession } from '../auth';
import { failureEnvelope, ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import type { WebinarService } from './service';

const calendarText = z.unknown().describe('The webinar as an iCalendar file (text/calendar)');

/** Webinars (registered behind requireSession). */
export const webinarRoutes: FastifyPluginAsyncZod<{ webinars: WebinarService }> = async (app, { webinars }) => {
  app.get(
    webinarPaths.list,
    {
      schema: {
        tags: ['webinar'],
        summary: 'Upcoming and recent webinars; the join link only from 15 minutes before the start to the end, the recording after',
        headers: requestHeaders,
        response: replies(webinarListResult),
      },
    },
    async (request) => ok(await webinars.list(requestLanguage(request))),
  );
};

/** The calendar file (anonymous: it holds the public facts only, never the join link, so a plain link can fetch it). */
export const webinarPublicRoutes: FastifyPluginAsyncZod<{ webinars: WebinarService }> = async (app, { webinars }) => {
  app.get(
    webinarPaths.ics,
    {
      schema: {
        tags: ['webinar'],
        summary: 'The webinar as an .ics calendar file (attachment)',
        headers: requestHeaders,
        querystring: webinarIdQuery,
        response: { 200: z.union([calendarText, failureEnvelope]), 500: failureEnvelope },
      },
    },
    async (request, reply) => {
      const file = await webinars.calendar(request.query.webinarId, requestLanguage(request));
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('content-disposition', `attachment; filename="${file.fileName}"`).send(file.text);
    },
  );
};

/** The console's Webinars section (registered behind requireAdmin). */
export const webinarAdminRoutes: FastifyPluginAsyncZod<{ webinars: WebinarService }> = async (app, { webinars }) => {
  app.get(
    webinarAdminPaths.list,
    { schema: { tags: ['admin'], summary: 'Role admin: every webinar (past and cancelled too), searched by title, filtered by status, by start latest or earliest first, one page', headers: requestHeaders, querystring: adminWebinarListQuery, response: replies(adminWebinarListResult) } },
    async (request) => ok(await webinars.adminList(request.query)),
  );
  app.post(
    webinarAdminPaths.create,
    { schema: { tags: ['admin'], summary: 'Role admin: schedule a webinar (audited)', headers: requestHeaders, body: createWebinarRequest, response: replies(adminWebinar) } },
    async (request) => ok(await webinars.create(actorOf(request), request.body)),
  );
  app.post(
    webinarAdminPaths.update,
    { schema: { tags: ['admin'], summary: 'Role admin: correct a webinar; learners see the change at once (audited)', headers: requestHeaders, body: updateWebinarRequest, response: replies(adminWebinar) } },
    async (request) => ok(await webinars.update(actorOf(request), request.body)),
  );
  app.post(
    webinarAdminPaths.cancel,
    { schema: { tags: ['admin'], summary: 'Role admin: cancel a webinar, once (audited); learners no longer see it', headers: requestHeaders, body: cancelWebinarRequest, response: replies(adminWebinar) } },
    async (request) => ok(await webinars.cancel(actorOf(request), request.body.webinarId)),
  );
};

const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};
