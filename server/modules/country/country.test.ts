import { describe, expect, it } from 'vitest';
import { countryVersion } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('GET /country/list on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('lists the offered country/versions without a session', async () => {
    const response = await ctx().api('GET', '/country/list');
    expect(response.body.code).toBe(ResultCode.success);
    const list = countryVersion.array().parse(response.body.result);
    expect(list).toEqual(
      expect.arrayContaining([
        { versionCode: 'US', name: 'United States', lang: 'en' },
        { versionCode: 'MX', name: 'México', lang: 'es' },
      ]),
    );
  });

  it('includes versions added later', async () => {
    await ctx().db.insertInto('country_versions').values({ version_code: 'CA', name: 'Canada', lang: 'en' }).execute();
    const response = await ctx().api<{ versionCode: string }[]>('GET', '/country/list');
    expect(response.body.result.map((version) => version.versionCode)).toEqual(['CA', 'MX', 'US']);
  });
});
