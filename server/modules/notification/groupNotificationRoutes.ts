import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGroupNotification,
  adminGroupNotificationListResult,
  groupNotificationAdminPaths,
  groupNotificationListQuery,
  groupNotificationOptions,
  groupPreviewRequest,
  groupReach,
  sendGroupNotificationRequest,
} from '../../../src/contract/groupNotification';
import { idempotencyKeyHeader, idempotencyKeyPattern } from '../../../src/contract/idempotency';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { GroupNotificationService } from './groupNotificationService';

/** A send must name itself: two clicks or a retry after a lost answer then send once. */
const sendHeaders = requestHeaders.extend({
  [idempotencyKeyHeader]: z.string().regex(idempotencyKeyPattern).describe('Names this send: a retry with the same key gets the first answer and sends nothing again (16-128 of A-Z a-z 0-9 _ -)'),
});

/** The console's notifications to a group (registered behind requireAdmin). */
export const groupNotificationAdminRoutes: FastifyPluginAsyncZod<{ groupNotifications: GroupNotificationService }> = async (app, { groupNotifications }) => {
  app.get(
    groupNotificationAdminPaths.options,
    { schema: { tags: ['admin'], summary: 'Role admin: the country versions and companies a group can name', headers: requestHeaders, response: replies(groupNotificationOptions) } },
    async (request) => ok(await groupNotifications.options(requestLanguage(request))),
  );
  app.post(
    groupNotificationAdminPaths.preview,
    { schema: { tags: ['admin'], summary: 'Role admin: how many active learners a group reaches now, and how many of them by e-mail', headers: requestHeaders, body: groupPreviewRequest, response: replies(groupReach) } },
    async (request) => ok(await groupNotifications.preview(request.body)),
  );
  app.post(
    groupNotificationAdminPaths.send,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: a notification for every active learner of the group, e-mailed to those who chose e-mail; once per Idempotency-Key (audited)',
        headers: sendHeaders,
        body: sendGroupNotificationRequest,
        response: replies(adminGroupNotification),
      },
    },
    async (request) => {
      const { user } = currentSession(request);
      return ok(await groupNotifications.send({ id: user.id, account: user.account }, request.body, request.headers[idempotencyKeyHeader]));
    },
  );
  app.get(
    groupNotificationAdminPaths.list,
    { schema: { tags: ['admin'], summary: 'Role admin: every notification sent to a group, searched by title, newest or oldest first, one page', headers: requestHeaders, querystring: groupNotificationListQuery, response: replies(adminGroupNotificationListResult) } },
    async (request) => ok(await groupNotifications.list(request.query)),
  );
};
