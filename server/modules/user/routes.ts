import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { switchCountryQuery, updatePwdRequest, userInfo, userPreferencePaths, userPreferences } from '../../../src/contract/auth';
import { apiPaths } from '../../../src/contract/paths';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { businessMessage, requestLanguage } from '../../lib/language';
import { currentSession, toUserInfo } from '../auth';
import type { UserService } from './service';

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
      await users.changePassword(currentSession(request), request.body);
      return ok(null, businessMessage(requestLanguage(request), 'passwordChanged'));
    },
  );

  app.get(
    userPreferencePaths.preferences,
    { schema: { tags: ['user'], summary: "The signed-in user's preferences (notification e-mails)", headers: requestHeaders, response: replies(userPreferences) } },
    async (request) => ok({ notifyByEmail: currentSession(request).user.notify_by_email }),
  );

  app.post(
    userPreferencePaths.preferences,
    {
      schema: { tags: ['user'], summary: 'Change the preferences: notifyByEmail also e-mails every notification', headers: requestHeaders, body: userPreferences, response: replies(userPreferences) },
    },
    async (request) => ok(await users.setPreferences(currentSession(request).user.id, request.body)),
  );
};
