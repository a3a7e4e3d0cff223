import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryVersion } from '../../../src/contract/auth';
import { apiPaths } from '../../../src/contract/paths';
import { ok, replies, requestHeaders } from '../../lib/envelope';
import type { CountryService } from './service';

/** Anonymous: the country/versions a user can pick. */
export const countryRoutes: FastifyPluginAsyncZod<{ countries: CountryService }> = async (app, { countries }) => {
  app.get(
    apiPaths.countryList,
    {
      schema: { tags: ['country'], summary: 'Country/versions offered by the portal', headers: requestHeaders, response: replies(z.array(countryVersion)) },
    },
    async () => ok(await countries.list()),
  );
};
