import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDetail,
  accountPaths,
  accountSummary,
  companyAdminRequest,
  companyDetail,
  companyListQuery,
  companyListResult,
  companyQuery,
  createAccountRequest,
  resetAttemptsRequest,
  resetAttemptsResult,
  userListQuery,
  userListResult,
  userQuery,
  userRequest,
} from '../../../src/contract/accounts';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { AccountService } from './service';

type Options = { accounts: AccountService };

/** Role admin (registered behind requireAdmin): the users and companies section of the console. */
export const accountAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { accounts }) => {
  const tags = ['admin'];
  app.get(
    accountPaths.users,
    { schema: { tags, summary: 'Role admin: users matching a search and filters, sorted, one page', headers: requestHeaders, querystring: userListQuery, response: replies(userListResult) } },
    async (request) => ok(await accounts.users(request.query)),
  );
  app.get(
    accountPaths.user,
    { schema: { tags, summary: "Role admin: one user, their courses, each test's attempts, certificates", headers: requestHeaders, querystring: userQuery, response: replies(accountDetail) } },
    async (request) => ok(await accounts.user(request.query.userId, requestLanguage(request))),
  );
  app.post(
    accountPaths.create,
    { schema: { tags, summary: 'Role admin: create an account; the generated password is e-mailed and must be changed at first login', headers: requestHeaders, body: createAccountRequest, response: replies(accountSummary) } },
    async (request) => ok(await accounts.create(currentSession(request), request.body)),
  );
  app.post(
    accountPaths.deactivate,
    { schema: { tags, summary: 'Role admin: the account can no longer log in; its sessions end (once, audited)', headers: requestHeaders, body: userRequest, response: replies(accountSummary) } },
    async (request) => ok(await accounts.deactivate(currentSession(request), request.body.userId)),
  );
  app.post(
    accountPaths.reactivate,
    { schema: { tags, summary: 'Role admin: a deactivated account may log in again (once, audited)', headers: requestHeaders, body: userRequest, response: replies(accountSummary) } },
    async (request) => ok(await accounts.reactivate(currentSession(request), request.body.userId)),
  );
  app.post(
    accountPaths.resetPassword,
    { schema: { tags, summary: 'Role admin: e-mail a generated password, to be changed at the next login; ends the sessions', headers: requestHeaders, body: userRequest, response: replies(accountSummary) } },
    async (request) => ok(await accounts.resetPassword(currentSession(request), request.body.userId)),
  );
  app.post(
    accountPaths.resetAttempts,
    {
      schema: {
        tags,
        summary: "Role admin: set aside a learner's counted failed attempts on one test, with a reason kept in the audit log (once: then 40091)",
        headers: requestHeaders,
        body: resetAttemptsRequest,
        response: replies(resetAttemptsResult),
      },
    },
    async (request) => ok(await accounts.resetAttempts(currentSession(request), request.body, requestLanguage(request))),
  );
  app.get(
    accountPaths.companies,
    { schema: { tags, summary: 'Role admin: partner companies with their members count, sorted, one page', headers: requestHeaders, querystring: companyListQuery, response: replies(companyListResult) } },
    async (request) => ok(await accounts.companies(request.query)),
  );
  app.get(
    accountPaths.company,
    { schema: { tags, summary: "Role admin: one company, its people and their progress", headers: requestHeaders, querystring: companyQuery, response: replies(companyDetail) } },
    async (request) => ok(await accounts.company(request.query.companyId, requestLanguage(request))),
  );
  app.post(
    accountPaths.companyAdmin,
    {
      schema: {
        tags,
        summary: "Role admin: an active member becomes the company's administrator, the one before a member; the partner certificates move to them (audited, serialized per company)",
        headers: requestHeaders,
        body: companyAdminRequest,
        response: replies(companyDetail),
      },
    },
    async (request) => ok(await accounts.makeCompanyAdmin(currentSession(request), request.body.companyId, request.body.userId, requestLanguage(request))),
  );
};
