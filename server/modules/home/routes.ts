import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { homePaths, homeSummary, portalSummary } from '../../../src/contract/home';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import { currentSession } from '../auth';
import type { HomeService } from './service';

/** The signed-in home page (registered behind requireSession). */
export const homeRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    homePaths.summary,
    {
      schema: {
        tags: ['home'],
        summary: 'Home: the name, the installer course progress, where to continue and the next step to remind of (decided by the server)',
        headers: requestHeaders,
        response: replies(homeSummary),
      },
    },
    async (request) => ok(await home.summary(currentSession(request).user, requestLanguage(request))),
  );
};

const versionPattern = /^[A-Za-z]{2,8}$/;

/** The portal landing (anonymous). */
export const portalRoutes: FastifyPluginAsyncZod<{ home: HomeService }> = async (app, { home }) => {
  app.get(
    homePaths.portal,
    {
      schema: {
        tags: ['home'],
        summary: 'Anyone: new courses, featured videos and the next webinar of the country (the `country` header; US otherwise)',
        headers: requestHeaders,
        response: replies(portalSummary),
      },
    },
    async (request) => {
      const country = request.headers.country;
      const versionCode = typeof country === 'string' && versionPattern.test(country) ? country.toUpperCase() : 'US';
      return ok(await home.portal(versionCode, requestLanguage(request)));
    },
  );
};
