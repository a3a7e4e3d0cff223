import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptInvitationRequest,
  acceptInvitationResult,
  applicationListQuery,
  applicationListResult,
  applyRequest,
  applyResult,
  approveRequest,
  approveResult,
  invitationActionRequest,
  invitationInfo,
  invitationQuery,
  invitationSummary,
  inviteRequest,
  memberQuery,
  partnerApplication,
  partnerPaths,
  rejectRequest,
  teamMember,
  teamResult,
} from '../../../src/contract/partner';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { PartnerService } from './service';

type Options = { partners: PartnerService };

/** Anonymous: apply to become a partner, open and use an invitation link. */
export const partnerPublicRoutes: FastifyPluginAsyncZod<Options> = async (app, { partners }) => {
  app.post(
    partnerPaths.apply,
    {
      schema: {
        tags: ['partner'],
        summary: 'Anyone: apply to become a partner (rate limited per address; one open or approved application per company and e-mail)',
        headers: requestHeaders,
        body: applyRequest,
        response: replies(applyResult),
      },
    },
    async (request) => ok(await partners.apply(request.body, request.ip)),
  );

  app.get(
    partnerPaths.invitation,
    {
      schema: { tags: ['partner'], summary: 'Anyone with the link: whom a live invitation is for', headers: requestHeaders, querystring: invitationQuery, response: replies(invitationInfo) },
    },
    async (request) => ok(await partners.invitation(request.query.token)),
  );

  app.post(
    partnerPaths.acceptInvitation,
    {
      schema: {
        tags: ['partner'],
        summary: 'Anyone with the link: set a password; creates the technician account once (the account is the invited e-mail)',
        headers: requestHeaders,
        body: acceptInvitationRequest,
        response: replies(acceptInvitationResult),
      },
    },
    async (request) => ok(await partners.acceptInvitation(request.body)),
  );
};

/** Role admin (registered behind requireAdmin): the application queue and its decisions. */
export const partnerAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { partners }) => {
  app.get(
    partnerPaths.applications,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: partner applications, newest first, filtered by status, one page',
        headers: requestHeaders,
        querystring: applicationListQuery,
        response: replies(applicationListResult),
      },
    },
    async (request) => ok(await partners.list(request.query.status, request.query.page, request.query.pageSize)),
  );

  app.post(
    partnerPaths.approve,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: approve; creates the company, its admin account and the partner certificate once, mails the credentials',
        headers: requestHeaders,
        body: approveRequest,
        response: replies(approveResult),
      },
    },
    async (request) => ok(await partners.approve(currentSession(request), request.body.applicationId)),
  );

  app.post(
    partnerPaths.reject,
    {
      schema: { tags: ['admin'], summary: 'Role admin: reject with a reason, mailed to the applicant', headers: requestHeaders, body: rejectRequest, response: replies(partnerApplication) },
    },
    async (request) => ok(await partners.reject(currentSession(request), request.body.applicationId, request.body.reason)),
  );
};

/** A company admin's own company (signed in; the service checks the company and the role). */
export const companyRoutes: FastifyPluginAsyncZod<Options> = async (app, { partners }) => {
  app.get(
    partnerPaths.team,
    { schema: { tags: ['company'], summary: "Company admin: the company's people, their course progress and certificates, open invitations", headers: requestHeaders, response: replies(teamResult) } },
    async (request) => ok(await partners.team(currentSession(request), requestLanguage(request))),
  );

  app.get(
    partnerPaths.member,
    {
      schema: { tags: ['company'], summary: "Company admin: one person of the company (another company's answers 40004)", headers: requestHeaders, querystring: memberQuery, response: replies(teamMember) },
    },
    async (request) => ok(await partners.teamMember(currentSession(request), request.query.userId, requestLanguage(request))),
  );

  app.post(
    partnerPaths.invite,
    {
      schema: { tags: ['company'], summary: 'Company admin: e-mail a technician a one-time invitation link that expires (refused while the address has an open invitation)', headers: requestHeaders, body: inviteRequest, response: replies(invitationSummary) },
    },
    async (request) => ok(await partners.invite(currentSession(request), request.body)),
  );

  app.post(
    partnerPaths.resendInvitation,
    {
      schema: {
        tags: ['company'],
        summary: "Company admin: e-mail an open invitation of the company again with a fresh link; the old link stops working (rate limited per address; another company's answers 40004)",
        headers: requestHeaders,
        body: invitationActionRequest,
        response: replies(invitationSummary),
      },
    },
    async (request) => ok(await partners.resendInvitation(currentSession(request), request.body.invitationId)),
  );

  app.post(
    partnerPaths.withdrawInvitation,
    {
      schema: {
        tags: ['company'],
        summary: "Company admin: withdraw an open invitation of the company once; its link stops working (another company's answers 40004)",
        headers: requestHeaders,
        body: invitationActionRequest,
        response: replies(invitationSummary),
      },
    },
    async (request) => ok(await partners.withdrawInvitation(currentSession(request), request.body.invitationId)),
  );
};
