import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { materialAdminPaths, type AdminTerms } from '../../../src/contract/materialAdmin';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

/** A portal started without the demo seed has no terms of use: the console shows none and publishes version 1. */
describe.each(databasesUnderTest())('the first terms of use on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  it('answers version 0 before any is published, then publishes version 1 from it once', async () => {
    const admin = (await ctx().signedInUser({ role: 'admin' })).token;
    const none = await ctx().api<AdminTerms>('GET', materialAdminPaths.terms, { token: admin });
    expect(none.body).toMatchObject({ code: ResultCode.success, result: { version: 0, publishedAt: null, agreedUsers: 0 } });

    const texts = { en: { title: 'Terms of use', body: 'Use the materials for our products only.' }, es: { title: 'Términos de uso', body: 'Use los materiales solo para nuestros productos.' } };
    const first = await ctx().api<AdminTerms>('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 0, ...texts } });
    expect(first.body).toMatchObject({ code: ResultCode.success, result: { version: 1, en: texts.en, es: texts.es } });
    expect(first.body.result.publishedAt).not.toBeNull();
    const again = await ctx().api('POST', materialAdminPaths.publishTerms, { token: admin, body: { basedOn: 0, ...texts } });
    expect(again.body).toMatchObject({ code: ResultCode.conflict });
  });
});
