import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forgetPwdRequest, loginRequest, loginResult, sendEmailRequest } from '../../../src/contract/auth';
import { apiPaths } from '../../../src/contract/paths';
import { ResultCode } from '../../../src/contract/codes';
import { BusinessError } from '../../lib/businessError';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { logSecurityEvent } from '../../lib/securityLog';
import { currentSession } from './requireSession';
import type { AuthService } from './service';

type Options = { auth: AuthService };

/** Anonymous routes: sign in and recover a password. */
export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth }) => {
  app.post(
    apiPaths.login,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with account and password; 30-day session with rememberMe, else 1 day',
        headers: requestHeaders,
        body: loginRequest,
        response: replies(loginResult),
      },
    },
    async (request) => {
      const account = request.body.account;
      try {
        const result = await auth.login(request.body, request.ip);
        logSecurityEvent(request, 'login.succeeded', { userId: result.user.id, account });
        return ok(result);
      } catch (error) {
        if (error instanceof BusinessError) logSecurityEvent(request, 'login.failed', { account, code: ResultCode[error.codeName] });
        throw error;
      }
    },
  );

  app.post(
    apiPaths.sendEmail,
    {
      schema: {
        tags: ['auth'],
        summary: 'E-mail a 6-digit password-reset code (15 minutes, single use); same answer for unknown addresses',
        headers: requestHeaders,
        body: sendEmailRequest,
        response: replies(z.null()),
      },
    },
    async (request) => {
      await auth.sendVerificationCode(request.body.email, request.ip);
      // The address is not logged: whether it has an account stays unknown here too.
      logSecurityEvent(request, 'verificationCode.requested');
      return ok(null, businessMessage(requestLanguage(request), 'verificationCodeSent'));
    },
  );

  app.post(
    apiPaths.forgetPwd,
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed code; signs out every session of the account',
        headers: requestHeaders,
        body: forgetPwdRequest,
        response: replies(z.null()),
      },
    },
    async (request) => {
      try {
        await auth.resetPassword(request.body, request.ip);
      } catch (error) {
        if (error instanceof BusinessError) logSecurityEvent(request, 'password.resetFailed', { account: request.body.account, code: ResultCode[error.codeName] });
        throw error;
      }
      logSecurityEvent(request, 'password.reset', { account: request.body.account });
      return ok(null, businessMessage(requestLanguage(request), 'passwordChanged'));
    },
  );
};

/** Routes of a signed-in session (registered behind requireSession). */
export const sessionRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth }) => {
  app.get(
    apiPaths.logout,
    {
      schema: { tags: ['auth'], summary: 'Sign out: revokes the token (and its pdf token)', headers: requestHeaders, response: replies(z.null()) },
    },
    async (request) => {
      await auth.logout(currentSession(request).session.id);
      logSecurityEvent(request, 'logout', { userId: currentSession(request).user.id });
      return ok(null);
    },
  );
};
