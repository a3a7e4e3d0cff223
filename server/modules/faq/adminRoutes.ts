import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  adminFaqEntry,
  adminFaqListResult,
  createFaqRequest,
  deleteFaqRequest,
  deleteFaqResult,
  faqAdminListQuery,
  faqAdminPaths,
  moveFaqRequest,
  publishFaqRequest,
  updateFaqRequest,
} from '../../../src/contract/faqAdmin';
import { currentSession } from '../auth';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import type { FaqAdminService } from './adminService';

/** The console's FAQ section (registered behind requireAdmin). */
export const faqAdminRoutes: FastifyPluginAsyncZod<{ faqAdmin: FaqAdminService }> = async (app, { faqAdmin }) => {
  app.get(
    faqAdminPaths.list,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: every FAQ entry (drafts too), one page; q searches both languages; filter by topic, status, language; sort by order, question or last edit',
        headers: requestHeaders,
        querystring: faqAdminListQuery,
        response: replies(adminFaqListResult),
      },
    },
    async (request) => ok(await faqAdmin.list(request.query)),
  );
  app.post(
    faqAdminPaths.create,
    { schema: { tags: ['admin'], summary: 'Role admin: write an FAQ entry, a draft at the end of its topic (audited)', headers: requestHeaders, body: createFaqRequest, response: replies(adminFaqEntry) } },
    async (request) => ok(await faqAdmin.create(actorOf(request), request.body)),
  );
  app.post(
    faqAdminPaths.update,
    { schema: { tags: ['admin'], summary: 'Role admin: correct an FAQ entry; learners see it at once (audited)', headers: requestHeaders, body: updateFaqRequest, response: replies(adminFaqEntry) } },
    async (request) => ok(await faqAdmin.update(actorOf(request), request.body)),
  );
  app.post(
    faqAdminPaths.move,
    { schema: { tags: ['admin'], summary: 'Role admin: move an FAQ entry one place up or down in its topic (audited)', headers: requestHeaders, body: moveFaqRequest, response: replies(adminFaqEntry) } },
    async (request) => ok(await faqAdmin.move(actorOf(request), request.body.faqId, request.body.direction)),
  );
  app.post(
    faqAdminPaths.publish,
    { schema: { tags: ['admin'], summary: 'Role admin: publish or unpublish an FAQ entry, once each way (audited)', headers: requestHeaders, body: publishFaqRequest, response: replies(adminFaqEntry) } },
    async (request) => ok(await faqAdmin.publish(actorOf(request), request.body.faqId, request.body.published)),
  );
  app.post(
    faqAdminPaths.delete,
    { schema: { tags: ['admin'], summary: 'Role admin: delete an FAQ entry, once (audited)', headers: requestHeaders, body: deleteFaqRequest, response: replies(deleteFaqResult) } },
    async (request) => ok(await faqAdmin.delete(actorOf(request), request.body.faqId)),
  );
};

const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};
