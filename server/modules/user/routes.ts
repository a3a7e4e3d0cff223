import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { endOtherSessionsResult, switchCountryQuery, updatePwdRequest, userInfo, userPreferencePaths, userPreferences, userPreferencesChange, userSessionPaths } from '../../../src/contract/auth';
import { apiPaths } from '../../../src/contract/paths';
import { ResultCode } from '../../../src/contract/codes';
import { BusinessError } from '../../lib/businessError';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { logSecurityEvent } from '../../lib/securityLog';
import { currentSession, toUserInfo } from '../auth';
import { preferencesOf, type UserService } from './service';

type Options = { users: UserService };

/** The signed-in user's own account (registered behind requireSession). */
export const userRoutes: FastifyPluginAsyncZod<Options> = async (app, { users }) => {
  app.get(
    apiPaths.userInfo,
    { schema: { tags: ['user'], summary: 'The signed-in user', headers: requestHeaders, response: replies(userInfo) } },
    async (request) => ok(toUserInfo(currentSession(request).user)),
  );

  app.get(
    apiPaths.switchCountry,
    {
      schema: {
        tags: ['user'],
        summary: "Change the user's country/version (one of /country/list)",
        headers: requestHeaders,
        querystring: switchCountryQuery,
        response: replies(userInfo),
      },
    },
    async (request) => ok(await users.switchCountry(currentSession(request).user.id, request.query.versionCode)),
  );

  app.post(
    apiPaths.updatePwd,
    {
      schema: {
        tags: ['user'],
        summary: 'Change the password with the original one; signs out every other session',
        headers: requestHeaders,
        body: updatePwdRequest,
        response: replies(z.null()),
      },
    },
    async (request) => {
      const userId = currentSession(request).user.id;
      try {
        await users.changePassword(currentSession(request), request.body);
      } catch (error) {
        if (error instanceof BusinessError) logSecurityEvent(request, 'password.changeFailed', { userId, code: ResultCode[error.codeName] });
        throw error;
      }
      logSecurityEvent(request, 'password.changed', { userId });
      return ok(null, businessMessage(requestLanguage(request), 'passwordChanged'));
    },
  );

  app.post(
    userSessionPaths.endOtherSessions,
    {
      schema: {
        tags: ['user'],
        summary: 'Sign out everywhere else: ends every session of the user except this one; answers how many were ended',
        headers: requestHeaders,
        response: replies(endOtherSessionsResult),
      },
    },
    async (request) => {
      const current = currentSession(request);
      const sessionsEnded = await users.endOtherSessions(current);
      logSecurityEvent(request, 'sessions.endedOthers', { userId: current.user.id, sessionsEnded });
      return ok({ sessionsEnded }, businessMessage(requestLanguage(request), 'otherSessionsEnded'));
    },
  );

  app.get(
    userPreferencePaths.preferences,
    { schema: { tags: ['user'], summary: "The signed-in user's preferences (notification e-mails, the account's language)", headers: requestHeaders, response: replies(userPreferences) } },
    async (request) => ok(preferencesOf(currentSession(request).user)),
  );

  app.post(
    userPreferencePaths.preferences,
    {
      schema: {
        tags: ['user'],
        summary: "Change the preferences given: notifyByEmail also e-mails every notification; language is the account's e-mails' and certificates' language",
        headers: requestHeaders,
        body: userPreferencesChange,
        response: replies(userPreferences),
      },
    },
    async (request) => ok(await users.setPreferences(currentSession(request).user.id, request.body)),
  );
};
