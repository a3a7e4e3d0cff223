import { describe, expect, it } from 'vitest';
import { certificatePaths, partnerCertificateValidityMonths, type AdminCertificateListResult, type CertificateVerification, type ReissueResult } from '../../../src/contract/certificate';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { approvedPartner, certifiedLearner, ok } from '../../test/certificateTestKit';
import { days, minutes } from '../../test/clock';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';
import { validUntilOf } from './validity';

describe.each(databasesUnderTest())('admin console certificates on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const list = (token: string, query: Record<string, string> = {}, lang = 'en') =>
    kit().ctx.api<AdminCertificateListResult>('GET', certificatePaths.adminList, { token, query, headers: { lang } });
  const audit = (certificateId: string) => kit().db.selectFrom('audit_log').selectAll().where('target_id', '=', certificateId).orderBy('created_at').execute();

  it('searches by serial, holder, e-mail, company and course; filters by status; sorts and pages on the server; refuses a learner', async () => {
    const ana = await certifiedLearner(kit(), { name: 'Ana Zamora', company: 'Zeta Roofing', email: 'ana.zamora@zeta.example' });
    kit().clock.advance(days(1));
    const bo = await certifiedLearner(kit(), { name: 'Bo Abbott', company: 'Alpha Solar' });
    const admin = (await kit().ctx.signedInUser({ role: 'admin' })).token;

    expect((await list(bo.token)).body).toEqual({ code: ResultCode.forbidden, message: errorMessages.en.forbidden, result: null });
    const byName = ok(await list(admin, { q: 'zamora' }));
    expect(byName.list.map((row) => row.certificateId)).toEqual([ana.certificateId]);
    const row = byName.list[0]!;
    expect(row).toMatchObject({ holderName: 'Ana Zamora', holderEmail: 'ana.zamora@zeta.example', company: 'Zeta Roofing', status: 'valid', canRevoke: true, canReissue: true });
    expect(ok(await list(admin, { q: row.serial.toLowerCase() })).list.map((found) => found.certificateId)).toEqual([ana.certificateId]);
    expect(ok(await list(admin, { q: 'zeta.example' })).total).toBe(1);
    expect(ok(await list(admin, { q: 'Alpha Solar' })).list.map((found) => found.certificateId)).toEqual([bo.certificateId]);
    expect(ok(await list(admin, { q: 'Installation Certification' })).total).toBe(2);
    // A wildcard typed in the search box is a character, not a pattern.
    expect(ok(await list(admin, { q: '%' })).total).toBe(0);

    const byHolder = ok(await list(admin, { sort: 'holder', order: 'asc', pageSize: '1' }));
    expect(byHolder).toMatchObject({ total: 2, page: 1, pageSize: 1, sort: 'holder', order: 'asc' });
    expect(byHolder.list.map((found) => found.holderName)).toEqual(['Ana Zamora']);
    expect(ok(await list(admin, { sort: 'holder', order: 'asc', pageSize: '1', page: '2' })).list.map((found) => found.holderName)).toEqual(['Bo Abbott']);
    expect(ok(await list(admin, { sort: 'issuedAt', order: 'desc' })).list.map((found) => found.certificateId)).toEqual([bo.certificateId, ana.certificateId]);
    expect(ok(await list(admin, { status: 'expired' })).total).toBe(0);
    expect((await list(admin, { status: 'lost' })).body.code).toBe(ResultCode.invalidInput);
    expect((await list(admin, { pageSize: '1000' })).body.code).toBe(ResultCode.invalidInput);
  });

  it('revokes with a reason into the audit log once, however often it is asked', async () => {
    const holder = await certifiedLearner(kit());
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const body = { certificateId: holder.certificateId, reason: 'Exam taken by someone else' };
    const answers = await atOnce(parallelRequests, () => kit().ctx.api<CertificateVerification>('POST', certificatePaths.revoke, { token: admin.token, body }));
    for (const answer of answers) expect(ok(answer).status).toBe('revoked');
    const entries = await audit(holder.certificateId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'certificate.revoke', actor_account: admin.user.account, actor_id: admin.user.id, target_type: 'certificate' });
    expect(entries[0]?.details).toMatchObject({ reason: 'Exam taken by someone else' });
    const found = ok(await list(admin.token, { q: holder.user.account, status: 'revoked' })).list[0];
    expect(found).toMatchObject({ status: 'revoked', revokedReason: 'Exam taken by someone else', canRevoke: false, canReissue: false });
    // A revoked certificate is not reissued.
    const refused = await kit().ctx.api('POST', certificatePaths.reissue, { token: admin.token, body, headers: { lang: 'es' } });
    expect(refused.body).toEqual({ code: ResultCode.conflict, message: errorMessages.es.certificateNotReissuable, result: null });
  });

  it(`reissues once under ${parallelRequests} requests at once: a new serial, the old one replaced, the holder notified, one audit entry`, async () => {
    const holder = await certifiedLearner(kit());
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const before = ok(await list(admin.token, { q: holder.user.account })).list[0]!;
    const notificationsBefore = await kit().db.selectFrom('notifications').select('id').where('user_id', '=', holder.user.id).where('kind', '=', 'certificateIssued').execute();
    kit().clock.advance(minutes(10));
    const body = { certificateId: holder.certificateId, reason: 'Name misspelt on the certificate' };

    expect((await kit().ctx.api('POST', certificatePaths.reissue, { token: holder.token, body })).body.code).toBe(ResultCode.forbidden);
    expect((await kit().ctx.api('POST', certificatePaths.reissue, { token: admin.token, body: { ...body, reason: '' } })).body.code).toBe(ResultCode.invalidInput);
    const answers = await atOnce(parallelRequests, () => kit().ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: admin.token, body }));
    const results = answers.map(ok);
    const newIds = new Set(results.map((result) => result.certificate.certificateId));
    expect(newIds.size).toBe(1);
    const result = results[0]!;
    expect(result.certificate).toMatchObject({ status: 'valid', reissuedFromSerial: before.serial, validUntil: before.validUntil, issuedAt: kit().clock.now().toISOString(), holderName: before.holderName });
    expect(result.certificate.serial).not.toBe(before.serial);
    expect(result.replaced).toMatchObject({ certificateId: holder.certificateId, status: 'superseded', replacedBySerial: result.certificate.serial, canReissue: false });

    const rows = await kit().db.selectFrom('certificates').select('id').where('user_id', '=', holder.user.id).execute();
    expect(rows).toHaveLength(2);
    const entries = await audit(holder.certificateId);
    expect(entries.map((entry) => entry.action)).toEqual(['certificate.reissue']);
    expect(entries[0]?.details).toMatchObject({ reason: 'Name misspelt on the certificate', serial: before.serial, newSerial: result.certificate.serial });
    const notificationsAfter = await kit().db.selectFrom('notifications').select('params').where('user_id', '=', holder.user.id).where('kind', '=', 'certificateIssued').execute();
    expect(notificationsAfter).toHaveLength(notificationsBefore.length + 1);
    expect(notificationsAfter.some((row) => (row.params as { serial?: string }).serial === result.certificate.serial)).toBe(true);

    // The old serial verifies as replaced; the learner's list holds the new one.
    const verified = ok(await kit().ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial: before.serial } }));
    expect(verified.status).toBe('superseded');
    const own = ok(await kit().ctx.api<{ list: { serial: string; status: string }[] }>('GET', certificatePaths.list, { token: holder.token })).list;
    expect(own.find((certificate) => certificate.serial === result.certificate.serial)?.status).toBe('valid');
    // Reissuing the new certificate works in turn.
    expect(ok(await kit().ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: admin.token, body: { ...body, certificateId: result.certificate.certificateId } })).replaced.status).toBe('superseded');
    expect((await kit().ctx.api('POST', certificatePaths.reissue, { token: admin.token, body: { ...body, certificateId: crypto.randomUUID() } })).body.code).toBe(ResultCode.notFound);
  });

  it('answers revoke, reissue and download of a certificate that does not exist with 40004 naming the certificate, in the admin\'s language', async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    for (const [certificateId, lang] of [[crypto.randomUUID(), 'en'], [crypto.randomUUID(), 'es'], ['not-an-id', 'es']] as const) {
      const gone = { code: ResultCode.notFound, message: errorMessages[lang].certificateNotFound, result: null };
      const body = { certificateId, reason: 'Checking a certificate that is not there' };
      expect((await kit().ctx.api('POST', certificatePaths.revoke, { token: admin.token, body, headers: { lang } })).body).toEqual(gone);
      expect((await kit().ctx.api('POST', certificatePaths.reissue, { token: admin.token, body, headers: { lang } })).body).toEqual(gone);
      expect((await kit().ctx.api('POST', certificatePaths.download, { token: admin.token, body: { certificateId }, headers: { lang } })).body).toEqual(gone);
    }
    expect(errorMessages.es.certificateNotFound).toBe('Este certificado no existe.');
  });

  it(`reissues a business partner certificate once under ${parallelRequests} requests at once, for a new term; again after a revoke and after it expired`, async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const partner = await approvedPartner(kit(), admin.token);
    const first = ok(await list(admin.token, { q: partner.company })).list;
    expect(first).toEqual([expect.objectContaining({ certificateId: partner.certificateId, kind: 'partner', company: partner.company, status: 'valid', canReissue: true })]);
    const holderNotices = () => kit().db.selectFrom('notifications').select('params').where('user_id', '=', partner.userId).where('kind', '=', 'certificateIssued').execute();
    const noticesBefore = (await holderNotices()).length;

    kit().clock.advance(minutes(10));
    const body = { certificateId: partner.certificateId, reason: 'The company lost its certificate' };
    const answers = await atOnce(parallelRequests, () => kit().ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: admin.token, body }));
    const results = answers.map(ok);
    expect(new Set(results.map((result) => result.certificate.certificateId)).size).toBe(1);
    const reissued = results[0]!;
    // A new term from today, not the old end: the provider vouches for the company as of now.
    expect(reissued.certificate).toMatchObject({
      kind: 'partner',
      company: partner.company,
      status: 'valid',
      issuedAt: kit().clock.now().toISOString(),
      validUntil: validUntilOf(kit().clock.now(), partnerCertificateValidityMonths).toISOString(),
      reissuedFromSerial: first[0]!.serial,
      canReissue: true,
    });
    expect(reissued.replaced).toMatchObject({ certificateId: partner.certificateId, status: 'superseded', canReissue: false });
    const companyRows = () => kit().db.selectFrom('certificates').select(['id', 'user_id']).where('company_id', '=', partner.companyId).execute();
    expect(await companyRows()).toHaveLength(2);
    expect((await companyRows()).every((row) => row.user_id === partner.userId)).toBe(true);
    expect((await audit(partner.certificateId)).map((entry) => entry.action)).toEqual(['certificate.reissue']);
    const notices = await holderNotices();
    expect(notices).toHaveLength(noticesBefore + 1);
    expect(notices.at(-1)?.params).toMatchObject({ serial: reissued.certificate.serial, courseTitle: { en: 'Business Partner Certificate', es: 'Certificado de socio comercial' }, partner: true });

    // Revoked (the partnership ended), then restored: a revoked partner certificate is reissued; the revoked serial stays revoked.
    ok(await kit().ctx.api('POST', certificatePaths.revoke, { token: admin.token, body: { certificateId: reissued.certificate.certificateId, reason: 'Partnership ended' } }));
    const revoked = ok(await list(admin.token, { q: reissued.certificate.serial })).list[0]!;
    expect(revoked).toMatchObject({ status: 'revoked', canReissue: true });
    const restored = ok(await kit().ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: admin.token, body: { certificateId: revoked.certificateId, reason: 'Partnership resumed' } }));
    expect(restored.certificate).toMatchObject({ status: 'valid', reissuedFromSerial: revoked.serial });
    expect(restored.replaced).toMatchObject({ status: 'revoked', replacedBySerial: restored.certificate.serial, canReissue: false });
    expect(ok(await kit().ctx.api<CertificateVerification>('GET', certificatePaths.verify, { query: { serial: revoked.serial } })).status).toBe('revoked');

    // Expired: reissued for a new term from the day it is asked.
    kit().clock.advance(days(800));
    const later = await kit().ctx.signedInUser({ role: 'admin' });
    const expired = ok(await list(later.token, { q: restored.certificate.serial })).list[0]!;
    expect(expired).toMatchObject({ status: 'expired', canReissue: true });
    const renewed = ok(await kit().ctx.api<ReissueResult>('POST', certificatePaths.reissue, { token: later.token, body: { certificateId: expired.certificateId, reason: 'Partnership renewed' } }));
    expect(renewed.certificate).toMatchObject({ status: 'valid', validUntil: validUntilOf(kit().clock.now(), partnerCertificateValidityMonths).toISOString() });
    expect(await companyRows()).toHaveLength(4);
  });
});
