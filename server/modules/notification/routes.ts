import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { markReadRequest, markReadResult, notificationListResult, notificationPaths } from '../../../src/contract/notification';
import { pageQuery } from '../../../src/contract/paging';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { NotificationService } from './service';

/** The signed-in user's notifications (registered behind requireSession). */
export const notificationRoutes: FastifyPluginAsyncZod<{ notifications: NotificationService }> = async (app, { notifications }) => {
  app.get(
    notificationPaths.list,
    {
      schema: {
        tags: ['notification'],
        summary: "A page of the user's notifications, newest first, in the request's language, with the unread count",
        headers: requestHeaders,
        querystring: pageQuery,
        response: replies(notificationListResult),
      },
    },
    async (request) => ok(await notifications.list(currentSession(request).user.id, request.query, requestLanguage(request))),
  );

  app.post(
    notificationPaths.read,
    {
      schema: {
        tags: ['notification'],
        summary: 'Mark some of the user\'s notifications read ({notificationIds}) or all of them ({all: true}); another user\'s id refuses the request',
        headers: requestHeaders,
        body: markReadRequest,
        response: replies(markReadResult),
      },
    },
    async (request) => ok(await notifications.markRead(currentSession(request).user.id, request.body)),
  );
};
