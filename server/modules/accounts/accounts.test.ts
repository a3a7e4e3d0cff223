import { randomUUID } from 'node:crypto';
import {   describe, expect, it } from 'vitest';
import { accountPaths, type AccountDetail, type AccountSummary, type CompanyDetail, type CompanyListResult, type ResetAttemptsResult, type UserListResult } from '../../../src/contract/accounts';
import { auditPaths, type AuditResult } from '../../../src/contract/audit';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { days, minutes } from '../../test/clock';
import { approvedPartner } from '../../test/certificateTestKit';
import { installationSlug, ok, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, codeTally, parallelRequests } from '../../test/parallel';
import { useSmtpCatcher } from '../../test/smtpCatcher';
import { freshIp } from '../../test/testApp';

describe.each(databasesUnderTest())('the users console and the audit log on $name', ({ kind }) => {
  const smtp = useSmtpCatcher();
  const kit = useCourseContext(kind, () => ({ mail: 'configured', config: { smtpUrl: smtp().smtpUrl, publicUrl: 'https://training.example' } }));
  const ctx = () => kit().ctx;

  let adminToken = '';
  let adminAccount = '';
  const admin = async () => {
    if (!adminToken) {
      const signedIn = await ctx().signedInUser({ role: 'admin', name: 'Console Admin' });
      adminToken = signedIn.token;
      adminAccount = signedIn.user.account;
    }
    return adminToken;
  };
  const get = async <T>(path: string, query: Record<string, string>, lang = 'en') => ctx().api<T>('GET', path, { token: await admin(), query, headers: { lang } });
  const post = async <T>(path: string, body: unknown, lang = 'en') => ctx().api<T>('POST', path, { token: await admin(), body, headers: { lang } });
  const mailsTo = async (address: string) => {
    await ctx().app.mailer.flush();
    return smtp().receivedBy(address);
  };
  const newCompany = (name: string) => ctx().newCompany(name);
  const audit = async (query: Record<string, string>) => ok(await get<AuditResult>(auditPaths.log, query));

  it('searches users on the server: text in name, account, e-mail or company; role and status; sorted and paged', async () => {
    const tag = `zeta${process.pid}`;
    const names = ['Ana Alba', 'Bruno Beta', 'Carla Costa'];
    for (const [index, name] of names.entries()) await ctx().newUser({ name, company: `${tag} Solar`, account: `${tag}.${index}`, role: index === 2 ? 'admin' : 'learner' });
    const byCompany = ok(await get<UserListResult>(accountPaths.users, { q: tag.toUpperCase(), sort: 'name', order: 'desc', pageSize: '2' }));
    expect(byCompany.total).toBe(3);
    expect(byCompany.list.map((user) => user.name)).toEqual(['Carla Costa', 'Bruno Beta']);
    const second = ok(await get<UserListResult>(accountPaths.users, { q: tag, sort: 'name', order: 'desc', pageSize: '2', page: '2' }));
    expect(second.list.map((user) => user.name)).toEqual(['Ana Alba']);
    expect(ok(await get<UserListResult>(accountPaths.users, { q: `${tag}.1@example` })).list.map((user) => user.name)).toEqual(['Bruno Beta']);
    expect(ok(await get<UserListResult>(accountPaths.users, { q: tag, role: 'admin' })).list.map((user) => user.name)).toEqual(['Carla Costa']);
    expect(ok(await get<UserListResult>(accountPaths.users, { q: tag, status: 'deactivated' })).total).toBe(0);
    // LIKE wildcards are taken literally.
    expect(ok(await get<UserListResult>(accountPaths.users, { q: '%' })).total).toBe(0);
    const refused = await get(accountPaths.users, { sort: 'password_hash' });
    expect(refused.body.code).toBe(ResultCode.invalidInput);
  });

  it('creates an account with a mailed generated password that must be changed, once per e-mail address, audited', async () => {
    const companyId = await newCompany(`Helios ${process.pid}`);
    const email = `New.Tech.${process.pid}@partner.test`;
    const body = { name: 'Nora Tech', email, role: 'learner', audience: 'installer', country: 'us', companyId };
    const created = ok(await post<AccountSummary>(accountPaths.create, body));
    expect(created).toMatchObject({ account: email.toLowerCase(), company: `Helios ${process.pid}`, companyId, status: 'active', mustChangePassword: true, role: 'learner', country: 'US' });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Training Center account');
    expect(mail?.text).toContain('https://training.example/login');
    const password = /Password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    const { token } = await ctx().login(created.account, password);
    expect((await ctx().api('GET', coursePaths.list, { token })).body.code).toBe(ResultCode.passwordChangeRequired);

    const again = await post(accountPaths.create, { ...body, name: 'Other' }, 'es');
    expect(again.body).toMatchObject({ code: ResultCode.conflict, message: errorMessages.es.accountExists, result: { fields: { email: errorMessages.es.accountExists } } });
    const noCompany = await post(accountPaths.create, { ...body, email: `x${email}`, companyId: randomUUID() });
    expect(noCompany.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { companyId: errorMessages.en.unknownCompany } } });
    const noName = await post(accountPaths.create, { ...body, email: `y${email}`, name: ' ' });
    expect(noName.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { name: validationMessages.en.nameRequired } } });
    expect(ok(await get<UserListResult>(accountPaths.users, { q: `${process.pid}@partner.test` })).total).toBe(1);

    const entries = await audit({ action: 'user.create', target: created.userId });
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ actor: adminAccount, targetType: 'user', targetId: created.userId });
  });

  it('deactivates: the sessions end and login is refused; reactivating lets the person in again; never oneself', async () => {
    const { user, password, token } = await ctx().signedInUser({ name: 'Leaving Learner' });
    const deactivated = ok(await post<AccountSummary>(accountPaths.deactivate, { userId: user.id }));
    expect(deactivated).toMatchObject({ status: 'deactivated', deactivatedAt: ctx().clock.now().toISOString() });
    expect((await ctx().api('GET', coursePaths.list, { token })).body.code).toBe(ResultCode.sessionExpired);
    for (const lang of ['en', 'es'] as const) {
      const login = await ctx().api('POST', '/loginSub', { body: { account: user.account, password, rememberMe: false }, ip: freshIp(), headers: { lang } });
      expect(login.body).toEqual({ code: ResultCode.accountDeactivated, message: errorMessages[lang].accountDeactivated, result: null });
    }
    // A wrong password tells nothing about the account.
    const guess = await ctx().api('POST', '/loginSub', { body: { account: user.account, password: 'wrong1pw', rememberMe: false }, ip: freshIp() });
    expect(guess.body.code).toBe(ResultCode.wrongCredentials);
    // Asking again changes nothing and writes nothing.
    expect(ok(await post<AccountSummary>(accountPaths.deactivate, { userId: user.id })).status).toBe('deactivated');
    expect((await audit({ action: 'user.deactivate', target: user.id })).total).toBe(1);
    expect(ok(await get<UserListResult>(accountPaths.users, { q: 'Leaving Learner', status: 'deactivated' })).total).toBe(1);

    expect(ok(await post<AccountSummary>(accountPaths.reactivate, { userId: user.id })).status).toBe('active');
    await ctx().login(user.account, password);
    expect((await audit({ action: 'user.reactivate', target: user.id })).total).toBe(1);

    await admin();
    const adminRow = await ctx().db.selectFrom('users').select('id').where('account', '=', adminAccount).executeTakeFirstOrThrow();
    const self = await post(accountPaths.deactivate, { userId: adminRow.id }, 'es');
    expect(self.body).toMatchObject({ code: ResultCode.forbidden, message: errorMessages.es.cannotDeactivateSelf });
    expect((await post(accountPaths.deactivate, { userId: randomUUID() })).body.code).toBe(ResultCode.notFound);
  });

  it('resets a password: a generated one is mailed in the account language, the old one and the sessions end, a change is forced', async () => {
    const { user, password, token } = await ctx().signedInUser({ name: 'Forgetful Learner', versionCode: 'MX' });
    ok(await post<AccountSummary>(accountPaths.resetPassword, { userId: user.id }));
    expect((await ctx().api('GET', coursePaths.list, { token })).body.code).toBe(ResultCode.sessionExpired);
    const [mail] = await mailsTo(`${user.account}@example.test`);
    expect(mail?.subject).toBe('Se ha restablecido su contraseña del Training Center');
    const generated = /Nueva contraseña: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(generated).not.toBe('');
    const old = await ctx().api('POST', '/loginSub', { body: { account: user.account, password, rememberMe: false }, ip: freshIp() });
    expect(old.body.code).toBe(ResultCode.wrongCredentials);
    const fresh = await ctx().login(user.account, generated);
    expect(fresh.user).toMatchObject({ mustChangePassword: true });
    expect((await audit({ action: 'user.password.reset', target: user.id })).total).toBe(1);
  });

  it("resets a learner's failed attempts on a lesson test with a reason, kept in the audit log; then nothing is left to reset", async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    expect((await learner.takeExam(lesson.examId, 'wrong')).passed).toBe(false);
    const before = ok(await get<AccountDetail>(accountPaths.user, { userId: learner.id }));
    const test = before.courses.find((course) => course.courseId === courseId)?.tests.find((candidate) => candidate.examId === lesson.examId);
    expect(test).toMatchObject({ kind: 'lesson', attemptsUsed: 1, attemptsAllowed: 2, passed: false, resettable: 1 });

    const noReason = await post(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: '  ' }, 'es');
    expect(noReason.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { reason: validationMessages.es.reasonRequired } } });
    const reset = ok(await post<ResetAttemptsResult>(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: 'Power cut during the test' }));
    expect(reset).toEqual({ userId: learner.id, examId: lesson.examId, resetAttempts: 1 });
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ attemptsUsed: 0, test: { state: 'open', attemptsLeft: 2 } });
    const again = await post(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: 'Twice' });
    expect(again.body).toEqual({ code: ResultCode.nothingToReset, message: errorMessages.en.nothingToReset, result: null });
    // Kept for history, no longer counted.
    const rows = await kit().db.selectFrom('exam_attempts').select(['reset_at']).where('user_id', '=', learner.id).execute();
    expect(rows).toEqual([{ reset_at: ctx().clock.now() }]);

    const entries = await audit({ action: 'exam.attempts.reset', target: learner.id });
    expect(entries.list).toHaveLength(1);
    expect(entries.list[0]).toMatchObject({ actor: adminAccount, targetId: learner.id, details: { reason: 'Power cut during the test', examId: lesson.examId, attempts: 1 } });
    expect((await post(accountPaths.resetAttempts, { userId: learner.id, examId: randomUUID(), reason: 'x' })).body.code).toBe(ResultCode.notFound);
  });

  it('lifts the waiting period of a failed final exam round', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.passAllLessons(courseId);
    const examId = detail.finalExamId!;
    await learner.takeExam(examId, 'wrong');
    kit().clock.advance(minutes(5));
    await learner.takeExam(examId, 'wrong');
    expect(ok(await learner.examInfo(examId))).toMatchObject({ canStart: false, reason: 'waiting_period' });
    expect(ok(await post<ResetAttemptsResult>(accountPaths.resetAttempts, { userId: learner.id, examId, reason: 'Exam had a wrong question' })).resetAttempts).toBe(2);
    expect(ok(await learner.examInfo(examId))).toMatchObject({ canStart: true, reason: null, attemptsUsed: 0 });
  });

  it(`resets once when ${parallelRequests} requests race`, async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    await learner.takeExam(lesson.examId, 'wrong');
    const token = await admin();
    const responses = await atOnce(parallelRequests, () =>
      ctx().api('POST', accountPaths.resetAttempts, { token, body: { userId: learner.id, examId: lesson.examId, reason: 'Race' } }),
    );
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: 1, [ResultCode.nothingToReset]: parallelRequests - 1 });
    expect((await audit({ action: 'exam.attempts.reset', target: learner.id })).total).toBe(1);
  });

  it('lists companies with their members count and shows a company with its people and their progress', async () => {
    const tag = `Kappa${process.pid}`;
    const big = await newCompany(`${tag} Big`);
    const small = await newCompany(`${tag} Small`);
    for (const index of [1, 2]) await ctx().db.updateTable('users').set({ company_id: big }).where('id', '=', (await ctx().newUser({ name: `Big ${index}` })).user.id).execute();
    await ctx().db.updateTable('users').set({ company_id: small }).where('id', '=', (await ctx().newUser({ name: 'Small 1' })).user.id).execute();
    const list = ok(await get<CompanyListResult>(accountPaths.companies, { q: tag.toLowerCase(), sort: 'members', order: 'desc' }));
    expect(list.list.map((company) => [company.name, company.members])).toEqual([
      [`${tag} Big`, 2],
      [`${tag} Small`, 1],
    ]);
    const company = ok(await get<CompanyDetail>(accountPaths.company, { companyId: big }));
    expect(company).toMatchObject({ name: `${tag} Big`, members: 2 });
    expect(company.people.map((person) => person.name).sort()).toEqual(['Big 1', 'Big 2']);
    expect(company.people[0]?.courses.length).toBeGreaterThan(0);
    expect(ok(await get<UserListResult>(accountPaths.users, { companyId: small })).list.map((user) => user.name)).toEqual(['Small 1']);
    expect((await get(accountPaths.company, { companyId: 'nope' })).body.code).toBe(ResultCode.notFound);
  });

  it("makes an active member the company's administrator: the one before stays a member, the partner certificate moves, audited once; a refusal changes nothing", async () => {
    const partner = await approvedPartner(kit(), await admin());
    const member = async (name: string) =>
      ok(await post<AccountSummary>(accountPaths.create, { name, email: `${name.replace(' ', '.')}.${process.pid}@partner.test`, role: 'learner', audience: 'installer', country: 'us', companyId: partner.companyId }));
    const mia = await member('Mia Member');
    const gus = await member('Gus Gone');
    ok(await post(accountPaths.deactivate, { userId: gus.userId }));
    const { user: outsider } = await ctx().newUser();
    const holders = async () => (await kit().db.selectFrom('certificates').select('user_id').where('company_id', '=', partner.companyId).execute()).map((row) => row.user_id);
    const admins = async () => (await kit().db.selectFrom('users').select('id').where('company_id', '=', partner.companyId).where('company_admin', '=', true).execute()).map((row) => row.id);
    const changes = async () => (await audit({ action: 'company.admin', target: partner.companyId })).list;

    const refusals = [
      [await post(accountPaths.companyAdmin, { companyId: partner.companyId, userId: gus.userId }, 'es'), ResultCode.conflict, errorMessages.es.companyAdminDeactivated],
      [await post(accountPaths.companyAdmin, { companyId: partner.companyId, userId: outsider.id }), ResultCode.notFound, errorMessages.en.notCompanyMember],
      [await post(accountPaths.companyAdmin, { companyId: partner.companyId, userId: 'nope' }), ResultCode.notFound, errorMessages.en.notCompanyMember],
      [await post(accountPaths.companyAdmin, { companyId: randomUUID(), userId: mia.userId }), ResultCode.notFound, errorMessages.en.unknownCompany],
    ] as const;
    for (const [response, code, message] of refusals) expect(response.body).toMatchObject({ code, message });
    expect(await admins()).toEqual([partner.userId]);
    expect(await holders()).toEqual([partner.userId]);
    expect(await changes()).toHaveLength(0);

    const detail = ok(await post<CompanyDetail>(accountPaths.companyAdmin, { companyId: partner.companyId, userId: mia.userId }));
    expect(detail.people.filter((person) => person.companyAdmin).map((person) => person.userId)).toEqual([mia.userId]);
    expect(detail.people.find((person) => person.userId === partner.userId)).toMatchObject({ companyAdmin: false, status: 'active' });
    expect(await holders()).toEqual([mia.userId]);
    const [entry, ...more] = await changes();
    expect(more).toHaveLength(0);
    expect(entry?.details).toEqual({ account: mia.account, previous: [partner.account], certificates: 1 });
    // Mia is told, in her language, what she now runs and where.
    const adminMails = async () => (await mailsTo(mia.email)).filter((mail) => mail.subject?.startsWith('You now administer'));
    const [told, ...again] = await adminMails();
    expect(again).toHaveLength(0);
    expect(told?.subject).toBe(`You now administer ${partner.company} at the Training Center`);
    expect(told?.text).toContain(`you are now the administrator of ${partner.company} at the Training Center, taking over from Paula Sunbeam`);
    expect(told?.text).toContain('on your team page: https://training.example/company');
    expect(told?.text).toContain(`The business partner certificate of ${partner.company} is now in your name`);
    // Asked again: nothing changes, nothing more is audited.
    ok(await post<CompanyDetail>(accountPaths.companyAdmin, { companyId: partner.companyId, userId: mia.userId }));
    expect(await changes()).toHaveLength(1);
    expect(await adminMails()).toHaveLength(1);

    // Fifty at once for one member and the other: one administrator in the end, who holds the certificate; each change audited once.
    const token = await admin();
    const responses = await atOnce(parallelRequests, (index) =>
      ctx().api('POST', accountPaths.companyAdmin, { token, body: { companyId: partner.companyId, userId: index % 2 === 0 ? partner.userId : mia.userId } }),
    );
    expect(codeTally(responses)).toEqual({ [ResultCode.success]: parallelRequests });
    const [last] = await admins();
    expect(await admins()).toEqual([last]);
    expect(await holders()).toEqual([last]);
    const entries = await changes();
    expect(entries.length).toBeGreaterThan(1);
    // Every change hands the company from its administrator then to the other: never two at once, never none.
    for (const change of entries) expect(change.details.previous).toHaveLength(1);
  });

  it('searches the audit log by actor, action, target and UTC days, newest first, one page at a time', async () => {
    const { user } = await ctx().newUser({ name: 'Audited Person' });
    kit().clock.advance(days(3));
    // The console's session of three days ago has expired: a new administrator signs in.
    adminToken = '';
    await post(accountPaths.deactivate, { userId: user.id });
    kit().clock.advance(minutes(1));
    await post(accountPaths.reactivate, { userId: user.id });
    const today = ctx().clock.now().toISOString().slice(0, 10);
    const all = await audit({ target: user.account, actor: adminAccount.slice(0, 8).toUpperCase() });
    expect(all.list.map((entry) => entry.action)).toEqual(['user.reactivate', 'user.deactivate']);
    expect(all.actions).toEqual(expect.arrayContaining(['user.deactivate', 'user.reactivate']));
    expect((await audit({ target: user.account, pageSize: '1', page: '2' })).list.map((entry) => entry.action)).toEqual(['user.deactivate']);
    expect((await audit({ target: user.account, from: today, to: today })).total).toBe(2);
    const yesterday = new Date(ctx().clock.now().getTime() - days(1)).toISOString().slice(0, 10);
    expect((await audit({ target: user.account, to: yesterday })).total).toBe(0);
    expect((await audit({ target: user.account, actor: 'nobody-like-this' })).total).toBe(0);
    const backwards = await get(auditPaths.log, { from: today, to: yesterday }, 'es');
    expect(backwards.body).toMatchObject({ code: ResultCode.invalidInput, message: validationMessages.es.dateRangeOrder });
    expect((await get(auditPaths.log, { from: '2031-02-30' })).body.code).toBe(ResultCode.invalidInput);
  });
});
