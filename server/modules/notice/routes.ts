import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createNoticeRequest, noticeDetail, noticeIdQuery, noticeListResult, noticePaths } from '../../../src/contract/notice';
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
    async (request) => ok(await notices.create(currentSession(request).user.id, request.body)),
  );
};
