import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminCertificateListResult,
  adminCertificateQuery,
  certificateIdQuery,
  certificateIdRequest,
  certificateListResult,
  certificatePaths,
  certificateVerification,
  credentialVerification,
  reissueRequest,
  reissueResult,
  renewResult,
  revokeRequest,
  serialQuery,
  verifyCredentialRequest,
} from '../../../src/contract/certificate';
import { sessionCookies } from '../../../src/contract/cookies';
import { BusinessError } from '../../lib/businessError';
import { cookieOf } from '../../lib/cookies';
import { failureEnvelope, ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession, type AuthService } from '../auth';
import type { CertificateFile, CertificateService } from './service';

// Bytes, not JSON: documented for OpenAPI.
const pdfBytes = z.unknown().describe('The certificate PDF (application/pdf)');
const fileReplies = { 200: z.union([pdfBytes, failureEnvelope]), 500: failureEnvelope };

/** The `pdf-token` cookie of the request (set by the client at sign-in; a new tab sends it, not a header). */
const pdfTokenOf = (request: FastifyRequest): string | undefined => cookieOf(request, sessionCookies.pdfToken);

const sendFile = (reply: FastifyReply, file: CertificateFile, disposition: 'inline' | 'attachment') =>
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
    // A person's certificate: never in a shared cache.
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes));

/** Anonymous verification and the PDF opened in a new tab (authorised by the pdf-token cookie). */
export const certificatePublicRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService; auth: AuthService }> = async (app, { certificates, auth }) => {
  app.get(
    certificatePaths.verify,
    {
      schema: {
        tags: ['certificate'],
        summary: 'Anyone: the public facts and live status of a certificate by its serial (rate limited per address)',
        headers: requestHeaders,
        querystring: serialQuery,
        response: replies(certificateVerification),
      },
    },
    async (request) => ok(await certificates.verify(request.query.serial, request.ip, requestLanguage(request))),
  );

  app.post(
    certificatePaths.verifyCredential,
    {
      schema: {
        tags: ['certificate'],
        summary: 'Anyone: whether an Open Badges credential carries this server’s signature, and its certificate’s live status (rate limited per address)',
        headers: requestHeaders,
        body: verifyCredentialRequest,
        response: replies(credentialVerification),
      },
    },
    async (request) => ok(await certificates.verifyCredential(request.body.credential, request.ip, requestLanguage(request))),
  );

  app.get(
    certificatePaths.jwks,
    { schema: { tags: ['certificate'], summary: 'The public keys that sign Open Badges credentials (JWKS, not in the envelope)', response: { 200: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }) } } },
    async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').send(await certificates.jwks()),
  );

  app.get(
    certificatePaths.view,
    {
      schema: {
        tags: ['certificate'],
        summary: 'The PDF inline, for a new tab: authorised by the pdf-token cookie (no Authorization header)',
        headers: requestHeaders,
        querystring: certificateIdQuery,
        response: fileReplies,
      },
    },
    async (request, reply) => {
      const token = pdfTokenOf(request);
      const session = token ? await auth.authenticatePdfToken(token) : undefined;
      if (!session) throw new BusinessError('sessionExpired');
      return sendFile(reply, await certificates.pdf(session.user.id, request.query.certificateId), 'inline');
    },
  );
};

/** The learner's own certificates (registered behind requireSession by app.ts). */
export const certificateRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (app, { certificates }) => {
  app.get(
    certificatePaths.list,
    { schema: { tags: ['certificate'], summary: "The caller's certificates with the status the server decided", headers: requestHeaders, response: replies(certificateListResult) } },
    async (request) => ok(await certificates.list(currentSession(request).user.id, requestLanguage(request))),
  );

  app.post(
    certificatePaths.download,
    { schema: { tags: ['certificate'], summary: 'The PDF as an attachment (file name in Content-Disposition)', headers: requestHeaders, body: certificateIdRequest, response: fileReplies } },
    async (request, reply) => sendFile(reply, await certificates.pdf(currentSession(request).user.id, request.body.certificateId), 'attachment'),
  );

  app.post(
    certificatePaths.credential,
    { schema: { tags: ['certificate'], summary: 'The certificate as a signed Open Badges 3.0 credential (VC-JWT file)', headers: requestHeaders, body: certificateIdRequest, response: fileReplies } },
    async (request, reply) => sendFile(reply, await certificates.credential(currentSession(request).user.id, request.body.certificateId), 'attachment'),
  );

  app.post(
    certificatePaths.renew,
    {
      schema: {
        tags: ['certificate'],
        summary: 'Open the course again for a renewal (from 60 days before the end); passing the final exam again issues the successor',
        headers: requestHeaders,
        body: certificateIdRequest,
        response: replies(renewResult),
      },
    },
    async (request) => ok(await certificates.renew(currentSession(request).user.id, request.body.certificateId)),
  );
};

/** Administrators (registered behind requireSession and requireAdmin by app.ts). */
export const certificateAdminRoutes: FastifyPluginAsyncZod<{ certificates: CertificateService }> = async (app, { certificates }) => {
  app.post(
    certificatePaths.revoke,
    {
      schema: {
        tags: ['certificate'],
        summary: 'Role admin: revoke a certificate with a reason; verification then says revoked with the date',
        headers: requestHeaders,
        body: revokeRequest,
        response: replies(certificateVerification),
      },
    },
    async (request) => ok(await certificates.revoke(actorOf(request), request.body.certificateId, request.body.reason, requestLanguage(request))),
  );

  app.get(
    certificatePaths.adminList,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: search every certificate by serial, holder, e-mail, company or course, filtered by status, sorted and paged on the server',
        headers: requestHeaders,
        querystring: adminCertificateQuery,
        response: replies(adminCertificateListResult),
      },
    },
    async (request) => ok(await certificates.adminList(request.query, requestLanguage(request))),
  );

  app.post(
    certificatePaths.reissue,
    {
      schema: {
        tags: ['admin'],
        summary: 'Role admin: a new serial replaces a course certificate (once; asking again answers the same pair), the holder is notified, the audit log keeps the reason',
        headers: requestHeaders,
        body: reissueRequest,
        response: replies(reissueResult),
      },
    },
    async (request) => ok(await certificates.reissue(actorOf(request), request.body.certificateId, request.body.reason, requestLanguage(request))),
  );
};

/** The signed-in administrator, as the audit log names them. */
const actorOf = (request: FastifyRequest) => {
  const { user } = currentSession(request);
  return { id: user.id, account: user.account };
};
