import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { faqListQuery, faqListResult, supportPaths } from '../../../src/contract/support';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import type { FaqService } from './service';

/** Public: the marketing CMS embeds the FAQ for visitors without an account. */
export const faqRoutes: FastifyPluginAsyncZod<{ faq: FaqService }> = async (app, { faq }) => {
  app.get(
    supportPaths.faqList,
    {
      schema: {
        tags: ['faq'],
        summary: 'Anyone: FAQ categories and entries in the lang header’s language (English per entry where untranslated); q searches ignoring case and accents',
        headers: requestHeaders,
        querystring: faqListQuery,
        response: replies(faqListResult),
      },
    },
    async (request) => ok(await faq.list(requestLanguage(request), request.query)),
  );
};
