import { sql } from 'kysely';
import {   describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { materialPaths } from '../../../src/contract/materials';
import { partnerPaths, type ApplicationListResult, type ApproveResult, type InvitationInfo, type PartnerApplication, type TeamMember, type TeamResult } from '../../../src/contract/partner';
import { apiPaths } from '../../../src/contract/paths';
import { validationMessages } from '../../../src/validation/messages';
import { days } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { pdfText } from '../../test/pdfText';
import { useSmtpCatcher } from '../../test/smtpCatcher';
import { freshIp, useTestContext, type ApiResponse } from '../../test/testApp';

let counter = 0;
/** A valid application no other test uses. */
const application = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    company: `Sunrise Solar ${counter}`,
    companyNumber: `SR-${process.pid}-${counter}`,
    country: 'US',
    contactName: `Pat Owner ${counter}`,
    email: `owner.${process.pid}.${counter}@partner.test`,
    phone: '+1 555 010 2030',
    website: 'https://sunrise.example',
    roles: ['installer', 'sales'],
    acceptTerms: true,
    language: 'en',
    ...overrides,
  };
};

const ok = <T>(response: ApiResponse<T>): T => {
  if (response.body.code !== ResultCode.success) throw new Error(`expected success, got ${JSON.stringify(response.body)}`);
  return response.body.result;
};

describe.each(databasesUnderTest())('partner onboarding on $name', ({ kind }) => {
  const smtp = useSmtpCatcher();
  const ctx = useTestContext(kind, () => ({ mail: 'configured', config: { smtpUrl: smtp().smtpUrl, publicUrl: 'https://training.example' } }));

  const mailsTo = async (address: string) => {
    await ctx().app.mailer.flush();
    return smtp().receivedBy(address);
  };
  const admin = async () => (await ctx().signedInUser({ role: 'admin' })).token;
  const apply = async (body: Record<string, unknown>, lang = 'en') => ctx().api<{ applicationId: string }>('POST', partnerPaths.apply, { body, ip: freshIp(), headers: { lang } });

  /** Applies, approves, reads the mailed password, signs in and sets a new password: a company admin ready to work. */
  const approvedCompanyAdmin = async () => {
    const body = application();
    const { applicationId } = ok(await apply(body));
    const approved = ok(await ctx().api<ApproveResult>('POST', partnerPaths.approve, { token: await admin(), body: { applicationId } }));
    const [mail] = await mailsTo(body.email);
    const password = /Password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const { token } = await ctx().login(approved.account, password);
    ok(await ctx().api('POST', apiPaths.updatePwd, { token, body: { oldPassword: password, newPassword: 'chosen1pw', confirmPassword: 'chosen1pw' } }));
    return { token, approved, body };
  };

  it('checks an application with the shared form schema, in the request language, and stores nothing', async () => {
    const before = await ctx().db.selectFrom('partner_applications').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    const cases: [Record<string, unknown>, string, keyof (typeof validationMessages)['en']][] = [
      [{ company: '  ' }, 'company', 'companyNameRequired'],
      [{ companyNumber: '' }, 'companyNumber', 'companyNumberRequired'],
      [{ contactName: '' }, 'contactName', 'contactNameRequired'],
      [{ email: 'owner@' }, 'email', 'emailFormat'],
      [{ phone: 'call me' }, 'phone', 'phoneFormat'],
      [{ website: 'not a site' }, 'website', 'websiteFormat'],
      [{ roles: [] }, 'roles', 'rolesRequired'],
      [{ acceptTerms: false }, 'acceptTerms', 'termsRequired'],
    ];
    for (const [change, field, key] of cases) {
      for (const lang of ['en', 'es'] as const) {
        const response = await apply(application(change), lang);
        expect(response.body, `${field} ${lang}`).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { [field]: validationMessages[lang][key] } } });
      }
    }
    const unknownCountry = await apply(application({ country: 'ZZ' }));
    expect(unknownCountry.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { country: errorMessages.en.unknownCountry } } });
    const after = await ctx().db.selectFrom('partner_applications').select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('answers a second application for the same company or e-mail with its own code; after a rejection the company may apply again', async () => {
    const first = application({ companyNumber: `ab-${process.pid}-77` });
    expect(ok(await apply(first))).toMatchObject({ status: 'pending' });
    const sameEmail = await apply(application({ email: first.email.toUpperCase() }), 'es');
    expect(sameEmail.body).toEqual({
      code: ResultCode.duplicateApplication,
      message: errorMessages.es.duplicateApplicationEmail,
      result: { fields: { email: errorMessages.es.duplicateApplicationEmail } },
    });
    // The same number typed with other spacing and case is the same company.
    const sameCompany = await apply(application({ companyNumber: ` AB ${process.pid} 77 ` }));
    expect(sameCompany.body).toMatchObject({ code: ResultCode.duplicateApplication, result: { fields: { companyNumber: errorMessages.en.duplicateApplicationCompany } } });

    const [row] = await ctx().db.selectFrom('partner_applications').select('id').where('email', '=', first.email).execute();
    ok(await ctx().api('POST', partnerPaths.reject, { token: await admin(), body: { applicationId: row?.id, reason: 'Company number could not be confirmed' } }));
    expect(ok(await apply(first))).toMatchObject({ status: 'pending' });
  });

  it('admits 5 applications per address an hour, however many arrive at once', async () => {
    const ip = freshIp();
    const answers = await atOnce(parallelRequests, () => ctx().api('POST', partnerPaths.apply, { body: application(), ip }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 5, [ResultCode.rateLimited]: parallelRequests - 5 });
  });

  it('approves once: 50 approvals at once create one company, one account, one partner certificate, one audit entry and one mail with the certificate PDF', async () => {
    const body = application({ company: 'Solar Ñandú S.A.', language: 'es', country: 'MX' });
    const { applicationId } = ok(await apply(body));
    const token = await admin();
    const answers = await atOnce(parallelRequests, () => ctx().api<ApproveResult>('POST', partnerPaths.approve, { token, body: { applicationId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: parallelRequests });
    const companyIds = new Set(answers.map((answer) => answer.body.result.companyId));
    expect(companyIds.size).toBe(1);
    const [companyId] = [...companyIds];

    expect(await ctx().db.selectFrom('companies').selectAll().where('name', '=', body.company).execute()).toHaveLength(1);
    const users = await ctx().db.selectFrom('users').selectAll().where('company_id', '=', companyId ?? '').execute();
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({ account: body.email.toLowerCase(), company_admin: true, must_change_password: true, lang: 'es', version_code: 'MX', audience: 'installer' });
    const certificates = await ctx().db.selectFrom('certificates').selectAll().where('company_id', '=', companyId ?? '').execute();
    expect(certificates).toEqual([expect.objectContaining({ kind: 'partner', user_id: users[0]?.id, course_id: null })]);
    const audit = await ctx().db.selectFrom('audit_log').selectAll().where('target_id', '=', applicationId).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'partner.application.approve', target_type: 'partner_application' })]);

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe(`Bienvenido al Training Center: ${body.company} ha sido aprobada`);
    expect(mail?.text).toContain(`Cuenta: ${body.email.toLowerCase()}`);
    expect(mail?.text).toContain('https://training.example/login');
    const password = /Contraseña: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z])\S{6,40}$/);
    expect(mail?.attachments).toHaveLength(1);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment).toMatchObject({ contentType: 'application/pdf', filename: `certificate-${certificates[0]?.serial}.pdf` });
    const printed = await pdfText(new Uint8Array(attachment?.content ?? []));
    expect(printed).toContain('Certificado de socio comercial');
    expect(printed).toContain(body.company);
    expect(printed).toContain(certificates[0]?.serial ?? 'serial');

    // The mailed credentials sign in.
    await expect(ctx().login(body.email, password)).resolves.toMatchObject({ user: { companyAdmin: true, mustChangePassword: true } });
  });

  it("opens the approved company's landing page on its website; a website another company registered first keeps that company", async () => {
    const stamp = `${process.pid}-${counter + 1}`;
    const partnerOf = (website: string) => ctx().api<{ website: string; companyName: string }>('GET', `${materialPaths.partner}?website=${encodeURIComponent(website)}`, { headers: { lang: 'es' } });
    expect((await partnerOf(`landing-${stamp}.example`)).body).toEqual({ code: ResultCode.websiteNotFound, message: errorMessages.es.websiteNotFound, result: null });

    const first = application({ website: `https://www.Landing-${stamp}.example/about` });
    ok(await ctx().api<ApproveResult>('POST', partnerPaths.approve, { token: await admin(), body: { applicationId: ok(await apply(first)).applicationId } }));
    expect(ok(await partnerOf(`landing-${stamp}.example`))).toEqual({ website: `landing-${stamp}.example`, companyName: first.company });

    const second = application({ website: `landing-${stamp}.example` });
    ok(await ctx().api<ApproveResult>('POST', partnerPaths.approve, { token: await admin(), body: { applicationId: ok(await apply(second)).applicationId } }));
    expect(ok(await partnerOf(`landing-${stamp}.example`)).companyName).toBe(first.company);

    // A company without a website registers none.
    const without = application({ website: '' });
    ok(await ctx().api<ApproveResult>('POST', partnerPaths.approve, { token: await admin(), body: { applicationId: ok(await apply(without)).applicationId } }));
    const registered = await ctx().db.selectFrom('partner_websites').select('website').where('company_name', '=', without.company).execute();
    expect(registered).toEqual([]);
  });

  it('refuses every call but the password change until the generated password is changed', async () => {
    const body = application();
    const { applicationId } = ok(await apply(body));
    const approved = ok(await ctx().api<ApproveResult>('POST', partnerPaths.approve, { token: await admin(), body: { applicationId } }));
    const [mail] = await mailsTo(body.email);
    const password = /Password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const { token } = await ctx().login(approved.account, password);

    expect(ok(await ctx().api<UserInfo>('GET', apiPaths.userInfo, { token }))).toMatchObject({ mustChangePassword: true, companyAdmin: true });
    for (const [method, path] of [['GET', coursePaths.list], ['GET', partnerPaths.team], ['GET', '/certificate/list']] as const) {
      const refused = await ctx().api(method, path, { token, headers: { lang: 'es' } });
      expect(refused.body, path).toEqual({ code: ResultCode.passwordChangeRequired, message: errorMessages.es.passwordChangeRequired, result: null });
    }
    ok(await ctx().api('POST', apiPaths.updatePwd, { token, body: { oldPassword: password, newPassword: 'chosen1pw', confirmPassword: 'chosen1pw' } }));
    expect(ok(await ctx().api<UserInfo>('GET', apiPaths.userInfo, { token }))).toMatchObject({ mustChangePassword: false });
    expect((await ctx().api('GET', coursePaths.list, { token })).body.code).toBe(ResultCode.success);
    // The partner certificate is in the company admin's own list.
    const list = ok(await ctx().api<{ list: { kind: string; courseTitle: string }[] }>('GET', '/certificate/list', { token }));
    expect(list.list).toEqual([expect.objectContaining({ kind: 'partner', courseTitle: 'Business Partner Certificate' })]);
  });

  it('rejects with a reason mailed in the applicant language; a decided application refuses the other decision', async () => {
    const token = await admin();
    const body = application({ language: 'es' });
    const { applicationId } = ok(await apply(body));
    const missingReason = await ctx().api('POST', partnerPaths.reject, { token, body: { applicationId, reason: ' ' } });
    expect(missingReason.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { reason: validationMessages.en.reasonRequired } } });
    const rejected = ok(await ctx().api<PartnerApplication>('POST', partnerPaths.reject, { token, body: { applicationId, reason: 'No installer licence on file' } }));
    expect(rejected).toMatchObject({ status: 'rejected', rejectionReason: 'No installer licence on file' });
    const [mail] = await mailsTo(body.email);
    expect(mail?.subject).toBe(`Su solicitud de socio para ${body.company}`);
    expect(mail?.text).toContain('Motivo: No installer licence on file');
    expect((await ctx().api('POST', partnerPaths.approve, { token, body: { applicationId } })).body.code).toBe(ResultCode.applicationDecided);
    // Asking to reject again answers the same rejection and mails nothing more.
    expect(ok(await ctx().api<PartnerApplication>('POST', partnerPaths.reject, { token, body: { applicationId, reason: 'again' } }))).toMatchObject({ rejectionReason: 'No installer licence on file' });
    expect(await mailsTo(body.email)).toHaveLength(1);

    const other = ok(await apply(application()));
    ok(await ctx().api('POST', partnerPaths.approve, { token, body: { applicationId: other.applicationId } }));
    expect((await ctx().api('POST', partnerPaths.reject, { token, body: { applicationId: other.applicationId, reason: 'late' } })).body.code).toBe(ResultCode.applicationDecided);
    expect((await ctx().api('POST', partnerPaths.approve, { token, body: { applicationId: 'no-such-id' } })).body.code).toBe(ResultCode.notFound);
    const audit = await ctx().db.selectFrom('audit_log').select(['action', 'actor_account']).where('target_id', '=', applicationId).execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'partner.application.reject' })]);
  });

  it('lists the queue by status, newest first, one page at a time', async () => {
    const token = await admin();
    for (let index = 0; index < 3; index += 1) {
      ok(await apply(application()));
      ctx().clock.advance(1000);
    }
    const firstPage = ok(await ctx().api<ApplicationListResult>('GET', partnerPaths.applications, { token, query: { status: 'pending', page: '1', pageSize: '2' } }));
    expect(firstPage.list).toHaveLength(2);
    expect(firstPage.list.every((item) => item.status === 'pending')).toBe(true);
    expect(firstPage.total).toBeGreaterThanOrEqual(3);
    expect(Date.parse(firstPage.list[0]!.submittedAt)).toBeGreaterThan(Date.parse(firstPage.list[1]!.submittedAt));
    const secondPage = ok(await ctx().api<ApplicationListResult>('GET', partnerPaths.applications, { token, query: { status: 'pending', page: '2', pageSize: '2' } }));
    expect(secondPage.list.map((item) => item.applicationId)).not.toContain(firstPage.list[0]?.applicationId);
    const rejected = ok(await ctx().api<ApplicationListResult>('GET', partnerPaths.applications, { token, query: { status: 'rejected' } }));
    expect(rejected.list.every((item) => item.status === 'rejected' && item.rejectionReason)).toBe(true);
  });

  it('invites a technician with a one-time link that expires; the company admin sees the technician, another company does not', async () => {
    const { token, approved } = await approvedCompanyAdmin();
    const email = `tech.${process.pid}.${counter}@partner.test`;
    const invited = ok(await ctx().api<{ status: string; expiresAt: string }>('POST', partnerPaths.invite, { token, body: { name: 'Toni Tech', email, audience: 'installer' } }));
    expect(invited.status).toBe('pending');
    const [mail] = await mailsTo(email);
    const link = /https:\/\/training\.example\/invitation\?token=(\S+)/.exec(mail?.text ?? '');
    expect(link).not.toBeNull();
    const linkToken = decodeURIComponent(link?.[1] ?? '');
    expect(await ctx().db.selectFrom('company_invitations').select('token_hash').where('token_hash', '=', linkToken).execute()).toHaveLength(0);

    expect(ok(await ctx().api<InvitationInfo>('GET', partnerPaths.invitation, { query: { token: linkToken } }))).toMatchObject({ name: 'Toni Tech', account: email });
    const mismatch = await ctx().api('POST', partnerPaths.acceptInvitation, { body: { token: linkToken, password: 'tech1pass', confirmPassword: 'tech2pass' } });
    expect(mismatch.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { confirmPassword: validationMessages.en.passwordsDoNotMatch } } });

    const accepts = await atOnce(parallelRequests, () => ctx().api('POST', partnerPaths.acceptInvitation, { body: { token: linkToken, password: 'tech1pass', confirmPassword: 'tech1pass' } }));
    expect(codeTally(accepts)).toEqual({ [ResultCode.success]: 1, [ResultCode.invitationInvalid]: parallelRequests - 1 });
    const technician = await ctx().login(email, 'tech1pass');
    expect(technician.user).toMatchObject({ companyId: approved.companyId, companyAdmin: false, mustChangePassword: false, audience: 'installer' });

    const team = ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token }));
    expect(team.company.companyId).toBe(approved.companyId);
    const member = team.members.find((person) => person.account === email);
    // The admin sees the technician's courses as the technician's own list states them.
    const own = ok(await ctx().api<{ list: { courseId: string; percent: number; status: string }[] }>('GET', coursePaths.list, { token: technician.token }));
    expect(member?.courses.map(({ courseId, percent, status }) => ({ courseId, percent, status }))).toEqual(own.list.map(({ courseId, percent, status }) => ({ courseId, percent, status })));
    expect(team.members.find((person) => person.companyAdmin)?.certificates).toEqual([expect.objectContaining({ title: 'Business Partner Certificate' })]);
    expect(ok(await ctx().api<TeamMember>('GET', partnerPaths.member, { token, query: { userId: member?.userId ?? '' } }))).toMatchObject({ account: email });

    // Another company's admin and a technician get nothing of it.
    const other = await approvedCompanyAdmin();
    expect((await ctx().api('GET', partnerPaths.member, { token: other.token, query: { userId: member?.userId ?? '' } })).body.code).toBe(ResultCode.notFound);
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token: other.token })).members.map((person) => person.account)).not.toContain(email);
    const asTechnician = await ctx().api('GET', partnerPaths.team, { token: technician.token });
    expect(asTechnician.body).toMatchObject({ code: ResultCode.forbidden, message: errorMessages.en.notCompanyAdmin });
    expect((await ctx().api('POST', partnerPaths.invite, { token: technician.token, body: { name: 'X', email: 'x@partner.test' } })).body.code).toBe(ResultCode.forbidden);

    // A link expires after a week; a newer invitation ends the older link at once.
    const late = `late.${process.pid}.${counter}@partner.test`;
    ok(await ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Lee Late', email: late } }));
    const lateToken = decodeURIComponent(/token=(\S+)/.exec((await mailsTo(late))[0]?.text ?? '')?.[1] ?? '');
    ok(await ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Lee Late', email: late } }));
    expect((await ctx().api('GET', partnerPaths.invitation, { query: { token: lateToken } })).body.code).toBe(ResultCode.invitationInvalid);
    const newestToken = decodeURIComponent(/token=(\S+)/.exec((await mailsTo(late))[1]?.text ?? '')?.[1] ?? '');
    ctx().clock.advance(days(7) + 1000);
    const expired = await ctx().api('POST', partnerPaths.acceptInvitation, { body: { token: newestToken, password: 'late1pass', confirmPassword: 'late1pass' }, headers: { lang: 'es' } });
    expect(expired.body).toEqual({ code: ResultCode.invitationInvalid, message: errorMessages.es.invitationInvalid, result: null });
    const again = await ctx().login(approved.account, 'chosen1pw');
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token: again.token })).invitations).toContainEqual(expect.objectContaining({ email: late, status: 'expired' }));
  });
});

