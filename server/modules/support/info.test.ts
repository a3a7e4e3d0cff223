import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { supportPaths, type SupportInfo } from '../../../src/contract/support';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('GET /support/info on $name', ({ kind }) => {
  const ctx = useTestContext(kind, { config: { supportEmail: 'desk@example.test', supportPhone: '+1 800-555-0100' } });
  const info = async () => (await ctx().api<SupportInfo>('GET', supportPaths.info)).body;

  it('answers anonymous visitors with the desk’s phone and e-mail, open or closed by US Central time across the spring change', async () => {
    ctx().clock.set(new Date('2026-03-07T13:30:00Z')); // 7:30 CST
    expect(await info()).toEqual({ code: ResultCode.success, message: 'OK', result: { openNow: false, nextChangeAt: '2026-03-07T14:00:00.000Z', phone: '+1 800-555-0100', email: 'desk@example.test' } });
    ctx().clock.set(new Date('2026-03-09T13:30:00Z')); // 8:30 CDT
    expect((await info()).result).toMatchObject({ openNow: true, nextChangeAt: '2026-03-10T01:00:00.000Z' });
  });
});
