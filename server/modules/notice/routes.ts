import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNotice,
  adminNoticeListQuery,
  adminNoticeListResult,
  createNoticeRequest,
  noticeDetail,
  noticeIdQuery,
  noticeListResult,
  noticePaths,
  unpublishNoticeRequest,
  updateNoticeRequest,
} from '../../../src/contract/notice';
import { pageQuery } from '../../../src/contract/paging';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { currentSession } from '../auth';
import type { NoticeService } from './service';

/** Reading notices (registered behind requireSession). */
export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.get(
    noticePaths.list,
    { schema: { tags: ['notice'], summary: 'A page of notices, newest first (title and a plain-text excerpt)', headers: requestHeaders, querystring: pageQuery, response: replies(noticeListResult) } },
    async (request) => ok(await notices.list(request.query)),
  );
  app.get(
    noticePaths.detail,
    { schema: { tags: ['notice'], summary: 'One notice with its sanitised HTML body', headers: requestHeaders, querystring: noticeIdQuery, response: replies(noticeDetail) } },
    async (request) => ok(await notices.detail(request.query.noticeId)),
  );
};

/** Publishing (registered behind requireAdmin). */
export const noticeAdminRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.post(
    noticePaths.create,
    {
      schema: {
        tags: ['notice'],
        summary: 'Admin: publish a notice; the HTML is sanitised before it is stored and every user is notified',
        headers: requestHeaders,
        body: createNoticeRequest,
        response: replies(noticeDetail),
      },
    },
    async (request) => ok(await notices.create(actorOf(request), request.body)),
  );
  app.get(
    noticePaths.adminList,
    { schema: { tags: ['admin'], summary: 'Role admin: every notice (taken down too) with its body and status, searched by title, filtered by status, newest or oldest first, one page', headers: requestHeaders, querystring: adminNoticeListQuery, response: replies(adminNoticeListResult) } },
    async (request) => ok(await notices.adminList(request.query)),
  );
  app.post(
    noticePaths.update,
    { schema: { tags: ['admin'], summary: 'Role admin: correct a notice; the HTML is sanitised again (audited)', headers: requestHeaders, body: updateNoticeRequest, response: replies(adminNotice) } },
    async (request) => ok(await notices.update(actorOf(request), request.body)),
  );
  app.post(
    noticePaths.unpublish,
    { schema: { tags: ['admin'], summary: 'Role admin: take a notice down, once (audited); readers no longer see it', headers: requestHeaders, body: unpublishNoticeRequest, response: replies(adminNotice) } },
    async (request) => ok(await notices.unpublish(actorOf(request), request.body.noticeId)),
  );
};

const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};
