import { describe, expect, it } from 'vitest';
import { countryVersion } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('GET /country/list on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('lists the offered country/versions without a session, named in the language of the request', async () => {
    const english = await ctx().api('GET', '/country/list', { headers: { lang: 'en' } });
    expect(english.body.code).toBe(ResultCode.success);
    expect(countryVersion.array().parse(english.body.result)).toEqual(
      expect.arrayContaining([
        { versionCode: 'US', name: 'United States', lang: 'en' },
        { versionCode: 'MX', name: 'Mexico', lang: 'es' },
      ]),
    );
    const spanish = await ctx().api('GET', '/country/list', { headers: { lang: 'es' } });
    expect(countryVersion.array().parse(spanish.body.result)).toEqual(
      expect.arrayContaining([
        { versionCode: 'US', name: 'Estados Unidos', lang: 'en' },
        { versionCode: 'MX', name: 'México', lang: 'es' },
      ]),
    );
  });

  it('includes versions added later', async () => {
    await ctx().db.insertInto('country_versions').values({ version_code: 'CA', name: 'Canada', lang: 'en' }).execute();
    const response = await ctx().api<{ versionCode: string }[]>('GET', '/country/list');
    expect(response.body.result.map((version) => version.versionCode)).toEqual(['CA', 'MX', 'US']);
  });

  it('keeps the stored name of a version that is not a country, in every language', async () => {
    await ctx().db.insertInto('country_versions').values({ version_code: 'EUROPE', name: 'Europe', lang: 'en' }).execute();
    for (const lang of ['en', 'es']) {
      const response = await ctx().api<{ versionCode: string; name: string }[]>('GET', '/country/list', { headers: { lang } });
      expect(response.body.result.find((version) => version.versionCode === 'EUROPE')?.name).toBe('Europe');
    }
  });
});
