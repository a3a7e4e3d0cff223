import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ResultCode } from '../../src/contract/codes';
import { apiPaths } from '../../src/contract/paths';
import { partnerPaths, type ApplicationListResult, type ApproveResult, type TeamResult } from '../../src/contract/partner';
import type { PartnerFixtureName } from '../../src/testing/fixtures/partner/manifest';
import { partnerThrottleRules } from '../modules/partner';
import { installationSlug, ok, type CourseTestContext } from './courseTestKit';
import { freshIp } from './testApp';

/** Where the recorded partner fixtures live (see its README.md). */
export const partnerFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/partner');

export const readPartnerFixture = (name: PartnerFixtureName): unknown => {
  const file = join(partnerFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writePartnerFixture = (name: PartnerFixtureName, value: unknown): void => {
  writeFileSync(join(partnerFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

const application = (company: string, email: string, number: string) => ({
  company,
  companyNumber: number,
  country: 'US',
  contactName: 'Alma Aurora',
  email,
  phone: '+1 415 555 0123',
  website: 'https://aurora.example',
  roles: ['installer', 'sales'],
  acceptTerms: true,
  language: 'en',
});

/** Drives onboarding through the real API as applicant, staff, company admin and technician, keeping each answer by name. */
export const recordPartnerAnswers = async (kit: CourseTestContext): Promise<Map<PartnerFixtureName, unknown>> => {
  const recording = new Map<PartnerFixtureName, unknown>();
  const ctx = kit.ctx;
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  recording.set('countries', ok(await ctx.api('GET', apiPaths.countryList)));
  recording.set('applications.empty', ok(await ctx.api('GET', partnerPaths.applications, { token: admin, query: { status: 'pending' } })));
  const apply = (body: unknown, lang = 'en') => ctx.api<{ applicationId: string }>('POST', partnerPaths.apply, { body, ip: freshIp(), headers: { lang } });

  const aurora = application('Aurora Solar LLC', 'alma@aurora.example', 'AUR-1001');
  const sent = ok(await apply(aurora));
  recording.set('apply.sent', sent);
  recording.set('apply.duplicate', (await apply({ ...aurora, companyNumber: 'AUR-2002' })).body);
  recording.set('apply.duplicate.es', (await apply({ ...aurora, companyNumber: 'AUR-2002' }, 'es')).body);
  kit.clock.advance(60_000);
  const other = ok(await apply(application('Bright Roofs Inc.', 'ben@brightroofs.example', 'BRI-77')));
  kit.clock.advance(60_000);
  ok(await apply(application('Cedar Energy Co.', 'cara@cedar.example', 'CED-5')));
  recording.set('applications.pending', ok(await ctx.api<ApplicationListResult>('GET', partnerPaths.applications, { token: admin, query: { status: 'pending' } })));
  const learner = (await ctx.signedInUser()).token;
  recording.set('applications.forbidden', (await ctx.api('GET', partnerPaths.applications, { token: learner })).body);

  const approved = ok(await ctx.api<ApproveResult>('POST', partnerPaths.approve, { token: admin, body: { applicationId: sent.applicationId } }));
  recording.set('approved', approved);
  recording.set('rejected', ok(await ctx.api('POST', partnerPaths.reject, { token: admin, body: { applicationId: other.applicationId, reason: 'The company number could not be confirmed.' } })));
  recording.set('applications.all', ok(await ctx.api('GET', partnerPaths.applications, { token: admin })));

  // The company admin: mailed password, changed at first login, invites two technicians.
  await ctx.app.mailer.flush();
  const mail = ctx.sent.find((message) => message.to === aurora.email);
  const password = /Password: (\S+)/.exec(mail?.text ?? '')?.[1] ?? '';
  const companyAdmin = (await ctx.login(approved.account, password)).token;
  ok(await ctx.api('POST', apiPaths.updatePwd, { token: companyAdmin, body: { oldPassword: password, newPassword: 'aurora1pw', confirmPassword: 'aurora1pw' } }));
  ok(await ctx.api('POST', partnerPaths.invite, { token: companyAdmin, body: { name: 'Ian Installer', email: 'ian@aurora.example', audience: 'installer' } }));
  ok(await ctx.api('POST', partnerPaths.invite, { token: companyAdmin, body: { name: 'Sara Sales', email: 'sara@aurora.example', audience: 'sales' } }));
  await ctx.app.mailer.flush();
  const tokenOf = (address: string) => decodeURIComponent(/token=([^&\s]+)/.exec(ctx.sent.filter((message) => message.to === address).at(-1)?.text ?? '')?.[1] ?? '');
  const ianToken = tokenOf('ian@aurora.example');
  recording.set('invitation', ok(await ctx.api('GET', partnerPaths.invitation, { query: { token: ianToken } })));
  recording.set('invitation.accepted', ok(await ctx.api('POST', partnerPaths.acceptInvitation, { body: { token: ianToken, password: 'ian1pass', confirmPassword: 'ian1pass' } })));
  recording.set('invitation.invalid', (await ctx.api('GET', partnerPaths.invitation, { query: { token: ianToken } })).body);
  recording.set('invitation.invalid.es', (await ctx.api('GET', partnerPaths.invitation, { query: { token: ianToken }, headers: { lang: 'es' } })).body);

  // The technician studies: the first lesson of the installation course, watched and passed.
  const ian = await kit.signedInLearner('ian@aurora.example', 'ian1pass');
  const installation = await kit.courseId(installationSlug);
  const first = (await ian.detail(installation)).lessons[0];
  if (first) {
    await ian.watch(installation, first.lessonId, first.durationSeconds);
    await ian.takeExam(first.examId, 'right');
  }
  recording.set('team.filled', ok(await ctx.api<TeamResult>('GET', partnerPaths.team, { token: companyAdmin })));
  recording.set('team.filled.es', ok(await ctx.api<TeamResult>('GET', partnerPaths.team, { token: companyAdmin, headers: { lang: 'es' } })));
  const ianSession = (await ctx.login('ian@aurora.example', 'ian1pass')).token;
  recording.set('team.forbidden', (await ctx.api('GET', partnerPaths.team, { token: ianSession })).body);

  // Sara's open invitation: invited again (refused), resent, resent to the limit, withdrawn (recorded last so the answers above stay as they were).
  const sara = (recording.get('team.filled') as TeamResult).invitations[0];
  if (!sara) throw new Error('no open invitation to resend');
  const firstLink = tokenOf('sara@aurora.example');
  const inviteSara = (lang: string) => ctx.api('POST', partnerPaths.invite, { token: companyAdmin, body: { name: 'Sara Sales', email: 'sara@aurora.example', audience: 'sales' }, headers: { lang } });
  recording.set('invite.pending', (await inviteSara('en')).body);
  recording.set('invite.pending.es', (await inviteSara('es')).body);
  kit.clock.advance(60_000);
  const resend = (lang = 'en') => ctx.api('POST', partnerPaths.resendInvitation, { token: companyAdmin, body: { invitationId: sara.invitationId }, headers: { lang } });
  recording.set('invitation.resent', ok(await resend()));
  recording.set('invitation.replacedLink', (await ctx.api('GET', partnerPaths.invitation, { query: { token: firstLink } })).body);
  recording.set('invitation.replacedLink.es', (await ctx.api('GET', partnerPaths.invitation, { query: { token: firstLink }, headers: { lang: 'es' } })).body);
  ok(await resend());
  recording.set('invitation.resend.limited', (await resend()).body);
  recording.set('invitation.resend.limited.es', (await resend('es')).body);
  await ctx.app.mailer.flush();
  const lastLink = tokenOf('sara@aurora.example');
  const withdraw = () => ctx.api('POST', partnerPaths.withdrawInvitation, { token: companyAdmin, body: { invitationId: sara.invitationId } });
  recording.set('invitation.withdrawn', ok(await withdraw()));
  recording.set('invitation.withdraw.gone', (await withdraw()).body);
  recording.set('invitation.withdrawnLink', (await ctx.api('GET', partnerPaths.invitation, { query: { token: lastLink } })).body);
  recording.set('invitation.withdrawnLink.es', (await ctx.api('GET', partnerPaths.invitation, { query: { token: lastLink }, headers: { lang: 'es' } })).body);
  recording.set('team.withdrawn', ok(await ctx.api<TeamResult>('GET', partnerPaths.team, { token: companyAdmin })));

  // Lupe reads Spanish: invited with an e-mail language named (after one the server does not know), the team lists it.
  const inviteLupe = (language: string, lang = 'en') =>
    ctx.api('POST', partnerPaths.invite, { token: companyAdmin, body: { name: 'Lupe Lengua', email: 'lupe@aurora.example', audience: 'installer', language }, headers: { lang } });
  recording.set('invite.badLanguage', (await inviteLupe('fr')).body);
  recording.set('invite.badLanguage.es', (await inviteLupe('fr', 'es')).body);
  recording.set('invite.spanish', ok(await inviteLupe('es')));
  recording.set('team.invitationLanguage', ok(await ctx.api<TeamResult>('GET', partnerPaths.team, { token: companyAdmin })));
  recording.set('team.invitationLanguage.es', ok(await ctx.api<TeamResult>('GET', partnerPaths.team, { token: companyAdmin, headers: { lang: 'es' } })));
  // The company's crew invited until the day's cap of invitation e-mails refuses the next one (recorded last: it fills the open invitations).
  const inviteCrew = (index: number, lang = 'en') =>
    ctx.api('POST', partnerPaths.invite, { token: companyAdmin, body: { name: `Crew Member ${index}`, email: `crew${index}@aurora.example`, audience: 'installer' }, headers: { lang } });
  for (let index = 0; (await inviteCrew(index)).body.code === ResultCode.success; index += 1) {
    if (index > partnerThrottleRules.invitationMailsPerCompanyDay.limit) throw new Error('the daily cap of invitation e-mails never refused');
  }
  recording.set('invite.companyDailyLimit', (await inviteCrew(1000)).body);
  recording.set('invite.companyDailyLimit.es', (await inviteCrew(1001, 'es')).body);
  return recording;
};
