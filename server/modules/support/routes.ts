import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { submitTicketRequest, submitTicketResult, supportInfo, supportPaths } from '../../../src/contract/support';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { bearerToken, type AuthService } from '../auth';
import type { SupportService } from './service';

/** Public: a person who cannot log in writes to support; a signed-in sender's ticket is linked to the account. */
export const supportRoutes: FastifyPluginAsyncZod<{ support: SupportService; auth: AuthService }> = async (app, { support, auth }) => {
  app.post(
    supportPaths.submitTicket,
    {
      schema: {
        tags: ['support'],
        summary: 'Anyone: a support ticket; mails the support inbox and a confirmation with the ticket number to the sender (rate limited per address and per e-mail)',
        headers: requestHeaders,
        body: submitTicketRequest,
        response: replies(submitTicketResult),
      },
    },
    async (request) => {
      const token = bearerToken(request.headers.authorization);
      // A stale token on an embedding page still sends the ticket, anonymously, instead of asking to log in.
      const session = token ? await auth.authenticate(token) : undefined;
      const user = session ? { id: session.user.id, account: session.user.account } : undefined;
      return ok(await support.submit(request.body, { ip: request.ip, lang: requestLanguage(request), user }));
    },
  );

  app.get(
    supportPaths.info,
    { schema: { tags: ['support'], summary: 'Anyone: support phone and e-mail, and whether the desk is open now (US Central time, daylight saving included)', headers: requestHeaders, response: replies(supportInfo) } },
    async () => ok(support.info()),
  );
};
