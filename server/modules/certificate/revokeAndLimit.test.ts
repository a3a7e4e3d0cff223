import { describe, expect, it } from 'vitest';
import { certificatePaths, type CertificateListResult, type CertificateVerification } from '../../../src/contract/certificate';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { certifiedLearner, ok } from '../../test/certificateTestKit';
import { minutes } from '../../test/clock';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { freshIp } from '../../test/testApp';
import { certificateThrottleRules } from '.';

describe.each(databasesUnderTest())('certificate revocation and lookup limits on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const verify = (serial: string, ip = freshIp()) => kit().ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial }, ip });

  it('lets an admin revoke with a reason, never a learner; verification then says revoked with the date', async () => {
    const holder = await certifiedLearner(kit());
    const serial = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list[0]!.serial;
    const body = { certificateId: holder.certificateId, reason: 'Issued by mistake' };

    const refused = await kit().ctx.api('POST', certificatePaths.revoke, { token: holder.token, body, headers: { lang: 'es' } });
    expect(refused.body).toEqual({ code: ResultCode.forbidden, message: errorMessages.es.forbidden, result: null });
    expect((await kit().ctx.api('POST', certificatePaths.revoke, { body })).body.code).toBe(ResultCode.sessionExpired);
    expect(ok(await verify(serial)).status).toBe('valid');

    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    expect((await kit().ctx.api('POST', certificatePaths.revoke, { token: admin.token, body: { ...body, reason: '  ' } })).body.code).toBe(ResultCode.invalidInput);
    expect((await kit().ctx.api('POST', certificatePaths.revoke, { token: admin.token, body: { ...body, certificateId: crypto.randomUUID() } })).body.code).toBe(ResultCode.notFound);
    const revokedAt = kit().clock.now().toISOString();
    const revoked = ok(await kit().ctx.api<CertificateVerification>('POST', certificatePaths.revoke, { token: admin.token, body }));
    expect(revoked).toMatchObject({ serial, status: 'revoked', revokedAt });
    expect(ok(await verify(serial))).toMatchObject({ status: 'revoked', revokedAt });
    expect(ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list[0]).toMatchObject({ status: 'revoked', revokedAt, canRenew: false });

    // Revoking again (50 admins at once) keeps the first date and reason.
    kit().clock.advance(minutes(5));
    const again = await atOnce(parallelRequests, () => kit().ctx.api<CertificateVerification>('POST', certificatePaths.revoke, { token: admin.token, body: { ...body, reason: 'Second thoughts' } }));
    for (const answer of again) expect(ok(answer).revokedAt).toBe(revokedAt);
    const row = await kit().db.selectFrom('certificates').select(['revoked_reason', 'revoked_at']).where('id', '=', holder.certificateId).executeTakeFirstOrThrow();
    expect(row).toEqual({ revoked_reason: 'Issued by mistake', revoked_at: new Date(revokedAt) });
  });

  it(`admits exactly ${certificateThrottleRules.verifyPerIp.limit} of ${parallelRequests} lookups from one address at once`, async () => {
    const holder = await certifiedLearner(kit());
    const serial = ok(await kit().ctx.api<CertificateListResult>('GET', certificatePaths.list, { token: holder.token })).list[0]!.serial;
    const ip = freshIp();
    const { limit, windowMs } = certificateThrottleRules.verifyPerIp;
    const answers = await atOnce(parallelRequests, (index) => verify(index % 2 === 0 ? serial : `TC-0000-0000-0000-${String(index).padStart(4, '0')}`, ip));
    const tally = codeTally(answers);
    expect((tally[ResultCode.success] ?? 0) + (tally[ResultCode.notFound] ?? 0)).toBe(limit);
    expect(tally[ResultCode.rateLimited]).toBe(parallelRequests - limit);
    expect(answers.find((answer) => answer.body.code === ResultCode.rateLimited)?.body.message).toBe(errorMessages.en.rateLimited.replace('{{minutes}}', String(windowMs / 60_000)));
    // Another address is not held back; the same one is again once the window has passed.
    expect(ok(await verify(serial)).serial).toBe(serial);
    kit().clock.advance(windowMs);
    expect(ok(await verify(serial, ip)).serial).toBe(serial);
  });
});
