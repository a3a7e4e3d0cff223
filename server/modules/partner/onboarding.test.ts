import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {   describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths } from '../../../src/contract/course';
import { errorMessages, formatMessage } from '../../../src/contract/messages';
import { materialPaths } from '../../../src/contract/materials';
import { partnerPaths, type ApplicationListResult, type ApproveResult, type InvitationInfo, type InvitationSummary, type PartnerApplication, type TeamMember, type TeamResult } from '../../../src/contract/partner';
import { apiPaths } from '../../../src/contract/paths';
import { validationMessages } from '../../../src/validation/messages';
import { days } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { pdfText } from '../../test/pdfText';
import { useSmtpCatcher } from '../../test/smtpCatcher';
import { partnerThrottleRules } from './limits';
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
    const link = /https:\/\/training\.example\/invitation\?token=([^&\s]+)&lang=en/.exec(mail?.text ?? '');
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

    // A link expires after a week; inviting the address again meanwhile is refused, pointing to Resend, and sends nothing.
    const late = `late.${process.pid}.${counter}@partner.test`;
    ok(await ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Lee Late', email: late } }));
    const lateToken = decodeURIComponent(/token=([^&\s]+)/.exec((await mailsTo(late))[0]?.text ?? '')?.[1] ?? '');
    const again2 = await ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Lee Late', email: late.toUpperCase() }, headers: { lang: 'es' } });
    const pendingText = formatMessage(errorMessages.es.invitationPending!, { email: late.toUpperCase() });
    expect(again2.body).toEqual({ code: ResultCode.conflict, message: pendingText, result: { fields: { email: pendingText } } });
    expect(await mailsTo(late)).toHaveLength(1);
    expect(ok(await ctx().api<InvitationInfo>('GET', partnerPaths.invitation, { query: { token: lateToken } })).email).toBe(late);
    ctx().clock.advance(days(7) + 1000);
    const expired = await ctx().api('POST', partnerPaths.acceptInvitation, { body: { token: lateToken, password: 'late1pass', confirmPassword: 'late1pass' }, headers: { lang: 'es' } });
    expect(expired.body).toEqual({ code: ResultCode.invitationInvalid, message: errorMessages.es.invitationInvalid, result: null });
    const again = await ctx().login(approved.account, 'chosen1pw');
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token: again.token })).invitations).toContainEqual(expect.objectContaining({ email: late, status: 'expired' }));
  });
  /** An approved company admin who invited one technician: the invitation and its mailed link. */
  const invitedTechnician = async (name = 'Rae Resend') => {
    const admin = await approvedCompanyAdmin();
    counter += 1;
    const email = `invitee.${process.pid}.${counter}@partner.test`;
    const invitation = ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token: admin.token, body: { name, email, audience: 'installer' } }));
    const [mail] = await mailsTo(email);
    return { ...admin, email, invitation, link: linkOf(mail?.text) };
  };
  const linkOf = (text: string | undefined | false) => decodeURIComponent(/invitation\?token=([^&\s]+)/.exec(text || '')?.[1] ?? '');
  const openLink = (link: string, lang = 'en') => ctx().api('GET', partnerPaths.invitation, { query: { token: link }, headers: { lang } });
  const accept = (link: string, lang = 'en') => ctx().api('POST', partnerPaths.acceptInvitation, { body: { token: link, password: 'tech1pass', confirmPassword: 'tech1pass' }, headers: { lang } });
  const invitationAudit = (invitationId: string) =>
    ctx().db.selectFrom('audit_log').select(['action', 'actor_account', 'target_type', 'details']).where('target_id', '=', invitationId).orderBy('created_at').orderBy('action').execute();
  const failure = (lang: 'en' | 'es', code: number, key: string, values: Record<string, string | number> = {}) => ({ code, message: formatMessage(errorMessages[lang][key]!, values), result: null });

  it("mails the invitation in the language the company admin chose for the technician, subject and body, and keeps it for Resend; the link names it; the team lists it", async () => {
    const { token } = await approvedCompanyAdmin();
    counter += 1;
    const email = `lingua.${process.pid}.${counter}@partner.test`;
    const invited = ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token, body: { name: 'Lupe Lengua', email, audience: 'installer', language: 'es' } }));
    expect(invited.language).toBe('es');
    const [first] = await mailsTo(email);
    expect(first?.subject).toMatch(/^.+ le invita al equipo de Sunrise Solar \d+ en el Training Center$/);
    expect(first?.text).toContain('Hola, Lupe Lengua:');
    expect(first?.text).toContain('Establezca su contraseña aquí (el enlace funciona una vez, hasta el ');
    expect(first?.text).toMatch(/https:\/\/training\.example\/invitation\?token=[^&\s]+&lang=es\n/);
    expect(first?.text).not.toContain('Hello');
    // The link opens for anyone, and answers in the visitor's language whatever the invitation's.
    expect(ok(await ctx().api<InvitationInfo>('GET', partnerPaths.invitation, { query: { token: linkOf(first?.text) } }))).toMatchObject({ name: 'Lupe Lengua' });

    ctx().clock.advance(60_000);
    ok(await ctx().api<InvitationSummary>('POST', partnerPaths.resendInvitation, { token, body: { invitationId: invited.invitationId } }));
    const resent = (await mailsTo(email)).at(-1);
    expect(resent?.subject).toMatch(/ le invita al equipo de /);
    expect(resent?.text).toContain('Este correo sustituye a la invitación anterior: su enlace ya no funciona.');
    expect(resent?.text).toMatch(/&lang=es\n/);
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token })).invitations).toContainEqual(expect.objectContaining({ invitationId: invited.invitationId, language: 'es' }));
    expect((await invitationAudit(invited.invitationId)).map((entry) => entry.details)).toEqual([expect.objectContaining({ language: 'es' }), expect.objectContaining({ language: 'es' })]);
    // The account the link creates speaks it too (the company's country version is English-speaking).
    ok(await accept(linkOf(resent?.text)));
    expect(await ctx().db.selectFrom('users').select('lang').where('account', '=', email.toLowerCase()).executeTakeFirstOrThrow()).toEqual({ lang: 'es' });

    // Not named, the invitation takes the inviter's own language (as before the form asked).
    const plain = `plain.${process.pid}.${counter}@partner.test`;
    expect(ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token, body: { name: 'Pat Plain', email: plain } })).language).toBe('en');
    expect((await mailsTo(plain))[0]?.subject).toMatch(/ invites you to the /);
  });

  it('refuses a language other than English or Spanish under its field in the caller\'s language, and creates and mails nothing', async () => {
    const { token, approved } = await approvedCompanyAdmin();
    counter += 1;
    const email = `babel.${process.pid}.${counter}@partner.test`;
    for (const lang of ['en', 'es'] as const) {
      for (const language of ['fr', '', 'ES', 7]) {
        const refused = await ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Bea Babel', email, audience: 'installer', language }, headers: { lang } });
        expect(refused.body, `${lang} ${String(language)}`).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { language: validationMessages[lang].mailLanguageRequired } } });
      }
    }
    expect(await ctx().db.selectFrom('company_invitations').select('id').where('company_id', '=', approved.companyId).execute()).toHaveLength(0);
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('resends an invitation with a fresh link that expires later; the old link is refused as replaced in the visitor\'s language; 50 resends at once send only what the per-address limit allows', async () => {
    const { token, approved, email, invitation, link } = await invitedTechnician();
    ctx().clock.advance(60_000);
    const answers = await atOnce(parallelRequests, () => ctx().api<InvitationSummary>('POST', partnerPaths.resendInvitation, { token, body: { invitationId: invitation.invitationId }, headers: { lang: 'es' } }));
    // The first invitation counted too: the rule allows `limit` mails to the address an hour.
    const allowed = partnerThrottleRules.invitationMailsPerAddress.limit - 1;
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: allowed, [ResultCode.rateLimited]: parallelRequests - allowed });
    expect(answers.find((answer) => answer.body.code === ResultCode.rateLimited)?.body).toEqual(
      failure('es', ResultCode.rateLimited, 'invitationMailLimit', { email, limit: partnerThrottleRules.invitationMailsPerAddress.limit, minutes: 59 }),
    );
    const resent = answers.find((answer) => answer.body.code === ResultCode.success)!.body.result;
    expect(resent).toMatchObject({ invitationId: invitation.invitationId, status: 'pending', createdAt: invitation.createdAt });
    expect(Date.parse(resent.expiresAt)).toBe(Date.parse(invitation.expiresAt) + 60_000);

    // Every mail sent went to the address; of their links only one works, the others say a newer e-mail holds it.
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(allowed + 1);
    expect(mails.slice(1).every((mail) => mail.text?.includes('This e-mail replaces the earlier invitation'))).toBe(true);
    const opened = await Promise.all(mails.map((mail) => openLink(linkOf(mail.text), 'es')));
    expect(codeTally(opened)).toEqual({ [ResultCode.success]: 1, [ResultCode.invitationInvalid]: allowed });
    expect((await openLink(link, 'es')).body).toEqual(failure('es', ResultCode.invitationInvalid, 'invitationReplacedLink'));
    expect((await accept(link)).body).toEqual(failure('en', ResultCode.invitationInvalid, 'invitationReplacedLink'));
    expect(await ctx().db.selectFrom('users').select('id').where('account', '=', email).execute()).toHaveLength(0);
    expect((await invitationAudit(invitation.invitationId)).map((entry) => entry.action)).toEqual(['partner.invitation.create', ...Array<string>(allowed).fill('partner.invitation.resend')]);
    // The limit is the company's own: another company may still invite the address, and learns nothing of these mails.
    const other = await approvedCompanyAdmin();
    expect(ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token: other.token, body: { name: 'Rae Elsewhere', email, audience: 'sales' } })).status).toBe('pending');

    // An hour on, a link that ran out a week later is renewed by Resend; the company admin signs in again.
    ctx().clock.advance(days(8));
    const again = await ctx().login(approved.account, 'chosen1pw');
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token: again.token })).invitations).toContainEqual(expect.objectContaining({ invitationId: invitation.invitationId, status: 'expired' }));
    const renewed = ok(await ctx().api<InvitationSummary>('POST', partnerPaths.resendInvitation, { token: again.token, body: { invitationId: invitation.invitationId } }));
    expect(renewed).toMatchObject({ status: 'pending', expiresAt: new Date(ctx().clock.now().getTime() + days(7)).toISOString() });
    const newest = linkOf((await mailsTo(email)).at(-1)?.text);
    expect(ok(await accept(newest))).toEqual({ account: email });
    // Used: nothing is left to resend or withdraw.
    for (const path of [partnerPaths.resendInvitation, partnerPaths.withdrawInvitation]) {
      expect((await ctx().api('POST', path, { token: again.token, body: { invitationId: invitation.invitationId } })).body).toEqual(failure('en', ResultCode.conflict, 'invitationAlreadyAccepted'));
    }
  });

  it('withdraws once: of 50 withdrawals at once one succeeds and the rest are told it is withdrawn; the link is refused as withdrawn in the visitor\'s language; the address may be invited again', async () => {
    const { token, email, invitation, link } = await invitedTechnician();
    const answers = await atOnce(parallelRequests, () => ctx().api<InvitationSummary>('POST', partnerPaths.withdrawInvitation, { token, body: { invitationId: invitation.invitationId } }));
    expect(codeTally(answers)).toEqual({ [ResultCode.success]: 1, [ResultCode.conflict]: parallelRequests - 1 });
    expect(answers.find((answer) => answer.body.code === ResultCode.success)?.body.result).toMatchObject({ invitationId: invitation.invitationId, status: 'withdrawn' });
    expect(answers.find((answer) => answer.body.code === ResultCode.conflict)?.body).toEqual(failure('en', ResultCode.conflict, 'invitationAlreadyWithdrawn'));
    expect((await invitationAudit(invitation.invitationId)).map((entry) => entry.action)).toEqual(['partner.invitation.create', 'partner.invitation.withdraw']);

    expect((await openLink(link, 'es')).body).toEqual(failure('es', ResultCode.invitationInvalid, 'invitationWithdrawnLink'));
    expect((await accept(link, 'es')).body).toEqual(failure('es', ResultCode.invitationInvalid, 'invitationWithdrawnLink'));
    expect((await accept(link)).body).toEqual(failure('en', ResultCode.invitationInvalid, 'invitationWithdrawnLink'));
    expect(await ctx().db.selectFrom('users').select('id').where('account', '=', email).execute()).toHaveLength(0);
    expect(ok(await ctx().api<TeamResult>('GET', partnerPaths.team, { token })).invitations.map((item) => item.invitationId)).not.toContain(invitation.invitationId);
    // A withdrawn invitation cannot be sent again (and counts no mail); the address may be invited anew.
    expect((await ctx().api('POST', partnerPaths.resendInvitation, { token, body: { invitationId: invitation.invitationId }, headers: { lang: 'es' } })).body).toEqual(
      failure('es', ResultCode.conflict, 'invitationAlreadyWithdrawn'),
    );
    const anew = ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token, body: { name: 'Rae Again', email, audience: 'sales' } }));
    expect(anew.invitationId).not.toBe(invitation.invitationId);
    expect(ok(await ctx().api<InvitationInfo>('GET', partnerPaths.invitation, { query: { token: linkOf((await mailsTo(email)).at(-1)?.text) } }))).toMatchObject({ name: 'Rae Again' });
    // The old link still says withdrawn: the new invitation has a link of its own.
    expect((await openLink(link)).body.code).toBe(ResultCode.invitationInvalid);
  });

  it('lets one of a link\'s acceptance and its withdrawal win when 50 of them race', async () => {
    const { token, email, invitation, link } = await invitedTechnician();
    const answers = await atOnce(parallelRequests, (index) =>
      index % 2 === 0 ? accept(link) : ctx().api('POST', partnerPaths.withdrawInvitation, { token, body: { invitationId: invitation.invitationId } }),
    );
    expect(answers.filter((answer) => answer.body.code === ResultCode.success)).toHaveLength(1);
    const accounts = await ctx().db.selectFrom('users').select('id').where('account', '=', email).execute();
    const row = await ctx().db.selectFrom('company_invitations').select(['accepted_at', 'withdrawn_at']).where('id', '=', invitation.invitationId).executeTakeFirstOrThrow();
    // Exactly one of the two happened, never both.
    expect([accounts.length === 1 && row.accepted_at !== null && row.withdrawn_at === null, accounts.length === 0 && row.accepted_at === null && row.withdrawn_at !== null].filter(Boolean)).toHaveLength(1);
  });

  it("answers another company's admin as for an invitation that does not exist, changes nothing, and refuses a technician", async () => {
    const { email, invitation, link } = await invitedTechnician();
    const other = await approvedCompanyAdmin();
    for (const path of [partnerPaths.resendInvitation, partnerPaths.withdrawInvitation]) {
      const unknown = await ctx().api('POST', path, { token: other.token, body: { invitationId: randomUUID() }, headers: { lang: 'es' } });
      expect(unknown.body).toEqual(failure('es', ResultCode.notFound, 'invitationNotFound'));
      expect((await ctx().api('POST', path, { token: other.token, body: { invitationId: invitation.invitationId }, headers: { lang: 'es' } })).body).toEqual(unknown.body);
      expect((await ctx().api('POST', path, { token: other.token, body: { invitationId: 'not-an-id' }, headers: { lang: 'es' } })).body).toEqual(unknown.body);
    }
    expect(await mailsTo(email)).toHaveLength(1);
    expect(ok(await ctx().api<InvitationInfo>('GET', partnerPaths.invitation, { query: { token: link } })).email).toBe(email);
    expect((await invitationAudit(invitation.invitationId)).map((entry) => entry.action)).toEqual(['partner.invitation.create']);
    // The audit entry names the company admin and the invitation.
    expect((await invitationAudit(invitation.invitationId))[0]).toMatchObject({ target_type: 'company_invitation', details: expect.objectContaining({ email, audience: 'installer' }) });

    ok(await accept(link));
    const technician = await ctx().login(email, 'tech1pass');
    for (const path of [partnerPaths.resendInvitation, partnerPaths.withdrawInvitation]) {
      expect((await ctx().api('POST', path, { token: technician.token, body: { invitationId: invitation.invitationId } })).body).toMatchObject({ code: ResultCode.forbidden, message: errorMessages.en.notCompanyAdmin });
    }
  });

  it(`sends a company at most ${partnerThrottleRules.invitationMailsPerCompanyDay.limit} invitation e-mails a day, exactly, with ${parallelRequests} invitations at once at the edge; over it nothing is created or sent`, { timeout: 60_000 }, async () => {
    const { limit } = partnerThrottleRules.invitationMailsPerCompanyDay;
    const { token, approved } = await approvedCompanyAdmin();
    counter += 1;
    const crew = (round: string, index: number) => `crew.${round}.${index}.${process.pid}.${counter}@partner.test`;
    const inviteCrew = (round: string, count: number) =>
      atOnce(count, (index) => ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token, body: { name: `Crew ${round} ${index}`, email: crew(round, index), audience: 'installer' }, headers: { lang: 'es' } }));
    // The first round leaves room for 30, so the burst of 50 crosses the cap.
    const early = limit - 30;
    expect(codeTally(await inviteCrew('early', early))).toEqual({ [ResultCode.success]: early });
    ctx().clock.advance(60_000);
    const burst = await inviteCrew('burst', parallelRequests);
    const allowed = limit - early;
    expect(codeTally(burst)).toEqual({ [ResultCode.success]: allowed, [ResultCode.rateLimited]: parallelRequests - allowed });
    const refused = burst.filter((answer) => answer.body.code === ResultCode.rateLimited);
    for (const answer of refused) expect(answer.body).toEqual(failure('es', ResultCode.rateLimited, 'invitationCompanyDailyLimit', { limit, hours: 24 }));

    // Exactly `limit` invitations, audit entries and mails; the refused addresses have none of them.
    const rows = await ctx().db.selectFrom('company_invitations').select(['id', 'email']).where('company_id', '=', approved.companyId).execute();
    expect(rows).toHaveLength(limit);
    const audited = await ctx().db.selectFrom('audit_log').select('id').where('action', '=', 'partner.invitation.create').where('actor_account', '=', approved.account).execute();
    expect(audited).toHaveLength(limit);
    await ctx().app.mailer.flush();
    const crewMails = smtp().mails.filter((mail) => /crew\.(early|burst)\.\d+\./.test(mail.text ?? '') && (mail.text ?? '').includes(`.${process.pid}.${counter}@partner.test`));
    expect(crewMails).toHaveLength(limit);
    const refusedIndexes = burst.map((answer, index) => (answer.body.code === ResultCode.rateLimited ? index : -1)).filter((index) => index >= 0);
    for (const index of refusedIndexes) {
      expect(rows.map((row) => row.email)).not.toContain(crew('burst', index));
      expect(await mailsTo(crew('burst', index))).toHaveLength(0);
    }

    // A resend counts in the same day: refused too, and the link it would replace still works.
    const open = burst.find((answer) => answer.body.code === ResultCode.success)!.body.result;
    const resend = await ctx().api('POST', partnerPaths.resendInvitation, { token, body: { invitationId: open.invitationId } });
    expect(resend.body).toEqual(failure('en', ResultCode.rateLimited, 'invitationCompanyDailyLimit', { limit, hours: 24 }));
    expect(await mailsTo(open.email)).toHaveLength(1);
    // Another company is not held by this one's day.
    const other = await approvedCompanyAdmin();
    expect(ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token: other.token, body: { name: 'Elsewhere', email: crew('other', 0), audience: 'installer' } })).status).toBe('pending');
    // A day after the first round, its mails have left the window.
    ctx().clock.advance(days(1));
    const again = await ctx().login(approved.account, 'chosen1pw');
    expect(ok(await ctx().api<InvitationSummary>('POST', partnerPaths.invite, { token: again.token, body: { name: 'Next Day', email: crew('next', 0), audience: 'installer' } })).status).toBe('pending');
  });

  it('invites an address once when 50 invitations of it arrive at once: one mail, one open invitation', async () => {
    const { token } = await approvedCompanyAdmin();
    counter += 1;
    const email = `burst.${process.pid}.${counter}@partner.test`;
    const answers = await atOnce(parallelRequests, () => ctx().api('POST', partnerPaths.invite, { token, body: { name: 'Bo Burst', email, audience: 'installer' } }));
    expect(answers.filter((answer) => answer.body.code === ResultCode.success)).toHaveLength(1);
    // The others are refused as pending, or (the ones that raced the first to the mail count) as over the address's limit.
    const pendingText = formatMessage(errorMessages.en.invitationPending!, { email });
    for (const answer of answers.filter((item) => item.body.code !== ResultCode.success)) {
      expect([pendingText, formatMessage(errorMessages.en.invitationMailLimit!, { email, limit: partnerThrottleRules.invitationMailsPerAddress.limit, minutes: 60 })]).toContain(answer.body.message);
    }
    expect(await ctx().db.selectFrom('company_invitations').select('id').where('email', '=', email).execute()).toHaveLength(1);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

