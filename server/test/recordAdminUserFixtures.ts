import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { accountPaths, type AccountSummary } from '../../src/contract/accounts';
import { auditPaths } from '../../src/contract/audit';
import { apiPaths } from '../../src/contract/paths';
import type { AdminUserFixtureName } from '../../src/testing/fixtures/adminUsers/manifest';
import { installationSlug, ok, type CourseTestContext } from './courseTestKit';

/** Where the recorded users-console fixtures live (see its README.md). */
export const adminUserFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminUsers');

export const readAdminUserFixture = (name: AdminUserFixtureName): unknown => {
  const file = join(adminUserFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminUserFixture = (name: AdminUserFixtureName, value: unknown): void => {
  writeFileSync(join(adminUserFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * Drives the users console and the audit log through the real API as an administrator: a company
 * with two people, a learner who failed a lesson test once, each change and its refusal, kept by name.
 */
export const recordAdminUserAnswers = async (kit: CourseTestContext): Promise<Map<AdminUserFixtureName, unknown>> => {
  const recording = new Map<AdminUserFixtureName, unknown>();
  const ctx = kit.ctx;
  const { token: admin } = await ctx.signedInUser({ role: 'admin', account: 'olivia.admin', name: 'Olivia Admin' });
  const get = (path: string, query: Record<string, string> = {}, lang = 'en') => ctx.api('GET', path, { token: admin, query, headers: { lang } });
  const post = (path: string, body: unknown, lang = 'en') => ctx.api('POST', path, { token: admin, body, headers: { lang } });

  const companyId = randomUUID();
  await ctx.db
    .insertInto('companies')
    .values({ id: companyId, name: 'Aurora Solar LLC', company_number: 'AUR-1001', version_code: 'US', website: 'https://aurora.example', phone: '+1 415 555 0123', roles: JSON.stringify(['installer', 'sales']), created_at: ctx.clock.now() })
    .execute();
  recording.set('countries', ok(await ctx.api('GET', apiPaths.countryList)));
  recording.set('companies.list', ok(await get(accountPaths.companies, { sort: 'name' })));
  recording.set('companies.empty', ok(await get(accountPaths.companies, { q: 'nobody matches this' })));
  const created = ok(await post(accountPaths.create, { name: 'Ian Installer', email: 'ian@aurora.example', role: 'learner', audience: 'installer', country: 'US', companyId })) as AccountSummary;
  recording.set('created', created);
  recording.set('create.duplicate', (await post(accountPaths.create, { name: 'Ian Again', email: 'ian@aurora.example', role: 'learner', audience: 'installer', country: 'US', companyId: '' })).body);
  await ctx.newUser({ account: 'sara.sales', name: 'Sara Sales', audience: 'sales', company: 'Aurora Solar LLC' });
  await ctx.db.updateTable('users').set({ company_id: companyId }).where('account', '=', 'sara.sales').execute();

  // A learner who failed the first lesson test once: one attempt to reset.
  const { user: learner, password } = await ctx.newUser({ account: 'lena.learner', name: 'Lena Learner', company: 'Bright Roofs Inc.' });
  const lena = await kit.signedInLearner(learner.account, password);
  const installation = await kit.courseId(installationSlug);
  const lesson = (await lena.detail(installation)).lessons[0]!;
  await lena.watch(installation, lesson.lessonId, lesson.durationSeconds);
  await lena.takeExam(lesson.examId, 'wrong');

  const { token: otherLearner } = await ctx.signedInUser({ account: 'max.learner', name: 'Max Learner' });
  recording.set('users.list', ok(await get(accountPaths.users, { sort: 'name' })));
  recording.set('users.empty', ok(await get(accountPaths.users, { q: 'nobody matches this' })));
  recording.set('users.forbidden', (await ctx.api('GET', accountPaths.users, { token: otherLearner })).body);
  recording.set('user.detail', ok(await get(accountPaths.user, { userId: learner.id })));
  recording.set('user.detail.es', ok(await get(accountPaths.user, { userId: learner.id }, 'es')));
  recording.set('resetAttempts.noReason', (await post(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: '' })).body);
  kit.clock.advance(60_000);
  recording.set('resetAttempts.done', ok(await post(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: 'Power cut during the test' })));
  recording.set('resetAttempts.nothing', (await post(accountPaths.resetAttempts, { userId: learner.id, examId: lesson.examId, reason: 'Again' })).body);
  recording.set('user.detail.reset', ok(await get(accountPaths.user, { userId: learner.id })));
  kit.clock.advance(60_000);
  recording.set('user.deactivated', ok(await post(accountPaths.deactivate, { userId: learner.id })));
  recording.set('user.detail.deactivated', ok(await get(accountPaths.user, { userId: learner.id })));
  kit.clock.advance(60_000);
  recording.set('user.reactivated', ok(await post(accountPaths.reactivate, { userId: learner.id })));
  kit.clock.advance(60_000);
  recording.set('user.passwordReset', ok(await post(accountPaths.resetPassword, { userId: created.userId })));
  recording.set('company.detail', ok(await get(accountPaths.company, { companyId })));

  recording.set('audit.list', ok(await get(auditPaths.log)));
  recording.set('audit.empty', ok(await get(auditPaths.log, { actor: 'nobody' })));
  recording.set('audit.forbidden', (await ctx.api('GET', auditPaths.log, { token: otherLearner })).body);

  // The company gets its first administrator, then another takes over; a learner of another company cannot.
  const sara = await ctx.db.selectFrom('users').select('id').where('account', '=', 'sara.sales').executeTakeFirstOrThrow();
  kit.clock.advance(60_000);
  recording.set('company.admin.first', ok(await post(accountPaths.companyAdmin, { companyId, userId: sara.id })));
  recording.set('company.admin.notMember', (await post(accountPaths.companyAdmin, { companyId, userId: learner.id })).body);
  kit.clock.advance(60_000);
  recording.set('company.admin', ok(await post(accountPaths.companyAdmin, { companyId, userId: created.userId })));
  recording.set('user.detail.companyAdmin', ok(await get(accountPaths.user, { userId: created.userId })));
  return recording;
};
