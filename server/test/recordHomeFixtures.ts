import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { userPreferencePaths, userSessionPaths } from '../../src/contract/auth';
import { apiPaths } from '../../src/contract/paths';
import { certificatePaths, type CertificateListResult } from '../../src/contract/certificate';
import { groupNotificationAdminPaths } from '../../src/contract/groupNotification';
import { homePaths, type HomeSummary, type PortalSummary } from '../../src/contract/home';
import { noticePaths, type NoticeDetail, type NoticeListResult } from '../../src/contract/notice';
import { notificationPaths, type NotificationListResult } from '../../src/contract/notification';
import { webinarPaths, type WebinarListResult } from '../../src/contract/webinar';
import type { HomeFixtureName } from '../../src/testing/fixtures/home/manifest';
import { seedDemoRenewal } from '../db/seed/seed';
import { seedNoticesAndWebinars } from '../db/seed/noticesAndWebinars';
import { approvedPartner } from './certificateTestKit';
import { randomUUID } from 'node:crypto';
import { days, minutes, seconds } from './clock';
import { installationSlug, ok, type CourseTestContext } from './courseTestKit';
import { testPasswordHashing } from './testApp';

/** Where the recorded fixtures of issue 11 live (see its README.md). */
export const homeFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/home');

export const readHomeFixture = (name: HomeFixtureName): unknown => {
  const file = join(homeFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeHomeFixture = (name: HomeFixtureName, value: unknown): void => {
  writeFileSync(join(homeFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/**
 * Records what the API answers for the home page, notifications, notices, webinars and the portal:
 * empty answers first (nothing seeded), then with the demo notices and webinars, a fresh learner, a
 * learner in the middle of the course (driven through the API) and `demo.renewal` (certified, the certificate ending in 20 days).
 */
export const recordHomeAnswers = async (kit: CourseTestContext): Promise<Map<HomeFixtureName, unknown>> => {
  const recording = new Map<HomeFixtureName, unknown>();
  const { ctx } = kit;
  const get = async <T>(token: string | undefined, path: string, lang = 'en', country?: string) => ok(await ctx.api<T>('GET', path, { token, headers: { lang, ...(country ? { country } : {}) } }));

  const fresh = await kit.learner();
  recording.set('notifications.empty', ok(await fresh.api<NotificationListResult>('GET', notificationPaths.list)));
  recording.set('notices.empty', ok(await fresh.api<NoticeListResult>('GET', noticePaths.list)));
  recording.set('webinars.empty', ok(await fresh.api<WebinarListResult>('GET', webinarPaths.list)));
  // A country with no catalogue, before any webinar exists.
  recording.set('portal.empty', await get<PortalSummary>(undefined, homePaths.portal, 'en', 'ZZ'));
  recording.set('home.fresh', ok(await fresh.api<HomeSummary>('GET', homePaths.summary)));
  recording.set('preferences.default', ok(await fresh.api('GET', userPreferencePaths.preferences)));
  recording.set('preferences.off', ok(await fresh.api('POST', userPreferencePaths.preferences, { body: { notifyByEmail: false } })));
  recording.set('preferences.spanish', ok(await fresh.api('POST', userPreferencePaths.preferences, { body: { language: 'es' } })));
  // Signed in on two more devices, then "sign out everywhere else" from the newest.
  await fresh.signInAgain();
  await fresh.signInAgain();
  recording.set('sessions.endedTwo', ok(await fresh.api('POST', userSessionPaths.endOtherSessions)));

  // The learner in the middle: first lesson passed, the second one's video stopped at 8 s.
  const middle = await kit.learner();
  const courseId = await kit.courseId(installationSlug);
  const [first, second] = (await middle.detail(courseId)).lessons;
  if (!first || !second) throw new Error('the certification course has fewer than two lessons');
  await middle.watch(courseId, first.lessonId, first.durationSeconds);
  await middle.takeExam(first.examId, 'right');
  // The second lesson, never played yet: watch it next.
  recording.set('home.watchNext', ok(await middle.api<HomeSummary>('GET', homePaths.summary)));
  ok(await middle.report(courseId, second.lessonId, 0, 'play'));
  kit.clock.advance(seconds(8));
  ok(await middle.report(courseId, second.lessonId, 8, 'pause'));

  await seedNoticesAndWebinars(kit.db, kit.clock.now);
  const [credential] = await seedDemoRenewal(kit.db, testPasswordHashing, kit.clock.now);
  if (!credential) throw new Error('demo.renewal was not created');
  const certified = (await ctx.login(credential.account, credential.password)).token;

  recording.set('home.middle', ok(await middle.api<HomeSummary>('GET', homePaths.summary)));
  recording.set('home.middle.es', ok(await middle.api<HomeSummary>('GET', homePaths.summary, { lang: 'es' })));
  // The learner has read the oldest one.
  const before = ok(await middle.api<NotificationListResult>('GET', notificationPaths.list));
  ok(await middle.api('POST', notificationPaths.read, { body: { notificationIds: [before.list.at(-1)?.notificationId] } }));
  recording.set('notifications.some', ok(await middle.api<NotificationListResult>('GET', notificationPaths.list)));
  recording.set('notifications.some.es', ok(await middle.api<NotificationListResult>('GET', notificationPaths.list, { lang: 'es' })));
  recording.set('notifications.readAll', ok(await middle.api('POST', notificationPaths.read, { body: { all: true } })));
  const notices = ok(await middle.api<NoticeListResult>('GET', noticePaths.list));
  recording.set('notices.list', notices);
  recording.set('notice.detail', ok(await middle.api<NoticeDetail>('GET', noticePaths.detail, { query: { noticeId: notices.list[notices.list.length - 1]?.noticeId ?? '' } })));
  // Each seeded notice comes in the one language it is written in (two English, one Spanish), whatever the reader's, and says which.
  recording.set('notices.list.es', ok(await middle.api<NoticeListResult>('GET', noticePaths.list, { lang: 'es' })));
  recording.set('notice.detail.es', ok(await middle.api<NoticeDetail>('GET', noticePaths.detail, { lang: 'es', query: { noticeId: notices.list[notices.list.length - 1]?.noticeId ?? '' } })));
  // A notice address kept after the notice went: the whole envelope, as a widget meets it.
  recording.set('notice.notFound', (await middle.api('GET', noticePaths.detail, { query: { noticeId: 'no-such-notice' } })).body);
  recording.set('notice.notFound.es', (await middle.api('GET', noticePaths.detail, { query: { noticeId: 'no-such-notice' }, lang: 'es' })).body);
  recording.set('webinars.list', ok(await middle.api<WebinarListResult>('GET', webinarPaths.list)));
  recording.set('webinars.list.es', ok(await middle.api<WebinarListResult>('GET', webinarPaths.list, { lang: 'es' })));
  recording.set('portal.summary', await get<PortalSummary>(undefined, homePaths.portal));
  recording.set('portal.summary.es', await get<PortalSummary>(undefined, homePaths.portal, 'es'));
  recording.set('home.certified', await get<HomeSummary>(certified, homePaths.summary));

  await middle.watch(courseId, second.lessonId, second.durationSeconds, 8);
  await middle.takeExam(second.examId, 'wrong');
  recording.set('home.retakeTest', ok(await middle.api<HomeSummary>('GET', homePaths.summary)));

  // Ten minutes before tomorrow's webinar its join link is out.
  const tomorrow = (recording.get('webinars.list') as WebinarListResult).list[0];
  if (!tomorrow) throw new Error('no upcoming webinar was seeded');
  kit.clock.set(new Date(Date.parse(tomorrow.startsAt) - minutes(10)));
  await middle.signInAgain();
  recording.set('webinars.joinOpen', ok(await middle.api<WebinarListResult>('GET', webinarPaths.list)));

  // A partner company's admin, signed in with the password the approval mailed (then changed, as asked), 20 days before the company's certificate ends.
  const partner = await approvedPartner(kit, (await ctx.signedInUser({ role: 'admin' })).token);
  const { email } = await kit.db.selectFrom('users').select('email').where('id', '=', partner.userId).executeTakeFirstOrThrow();
  const password = /Password: (\S+)/.exec(ctx.sent.findLast((mail) => mail.to === email)?.text ?? '')?.[1];
  if (!password) throw new Error('the approval mailed no password');
  const { valid_until } = await kit.db.selectFrom('certificates').select('valid_until').where('id', '=', partner.certificateId).executeTakeFirstOrThrow();
  kit.clock.set(new Date(valid_until.getTime() - days(20)));
  const { token: partnerToken } = await ctx.login(partner.account, password);
  ok(await ctx.api('POST', apiPaths.updatePwd, { token: partnerToken, body: { oldPassword: password, newPassword: 'chosen1pw', confirmPassword: 'chosen1pw' } }));
  recording.set('home.partnerExpiring', await get<HomeSummary>(partnerToken, homePaths.summary));
  recording.set('certificates.partnerExpiring', await get<CertificateListResult>(partnerToken, certificatePaths.list));

  // Last: a notice and a message to every learner written in Spanish, and a message written in English only, read in either language.
  const admin = (await ctx.signedInUser({ role: 'admin' })).token;
  // The clock moved on past the learner's session.
  await middle.signInAgain();
  kit.clock.advance(minutes(1));
  const spanishNotice = ok(
    await ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin, body: { title: 'Almacén cerrado el lunes', bodyHtml: '<p>El almacén cierra el <strong>lunes</strong> por inventario.</p>', language: 'es' } }),
  );
  kit.clock.advance(minutes(1));
  const sendToEveryone = (body: Record<string, string>) => ctx.api('POST', groupNotificationAdminPaths.send, { token: admin, body, headers: { 'idempotency-key': randomUUID() } });
  ok(await sendToEveryone({ titleEn: 'Stocktaking on Monday', bodyEn: 'Orders placed on Monday ship on Tuesday.' }));
  kit.clock.advance(minutes(1));
  ok(await sendToEveryone({ language: 'es', titleEs: 'Nuevo catálogo de baterías', bodyEs: 'El catálogo de 2031 ya está en Documentos.' }));
  recording.set('notices.list.spanish', ok(await middle.api<NoticeListResult>('GET', noticePaths.list)));
  recording.set('notice.detail.spanish', ok(await middle.api<NoticeDetail>('GET', noticePaths.detail, { query: { noticeId: spanishNotice.noticeId } })));
  recording.set('notifications.languages', ok(await middle.api<NotificationListResult>('GET', notificationPaths.list)));
  recording.set('notifications.languages.es', ok(await middle.api<NotificationListResult>('GET', notificationPaths.list, { lang: 'es' })));
  // Two pages of each list, as a widget with page-size 2 (notices) or 3 (notifications) pages through them.
  for (const page of ['1', '2']) {
    const name = page === '1' ? 'first' : 'second';
    recording.set(`notices.page.${name}`, ok(await middle.api<NoticeListResult>('GET', noticePaths.list, { query: { page, pageSize: '2' } })));
    recording.set(`notifications.page.${name}`, ok(await middle.api<NotificationListResult>('GET', notificationPaths.list, { query: { page, pageSize: '3' } })));
  }
  return recording;
};
