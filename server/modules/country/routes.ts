import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryVersion } from '../../../src/contract/auth';
import { apiPaths } from '../../../src/contract/paths';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import { requestLanguage } from '../../lib/language';
import type { CountryService } from './service';

/** Anonymous: the country/versions a user can pick. */
export const countryRoutes: FastifyPluginAsyncZod<{ countries: CountryService }> = async (app, { countries }) => {
  app.get(
    apiPaths.countryList,
    {
      schema: { tags: ['country'], summary: 'Country/versions offered by the portal, named in the language of the request', headers: requestHeaders, response: replies(z.array(countryVersion)) },
    },
    async (request) => ok(await countries.list(requestLanguage(request))),
  );
};
