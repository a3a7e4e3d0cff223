import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { userPreferencePaths, type UserPreferences } from '../../../src/contract/auth';
import { noticePaths, type NoticeDetail } from '../../../src/contract/notice';
import { notificationPaths, type MarkReadResult, type NotificationListResult } from '../../../src/contract/notification';
import { buildApp } from '../../app';
import { certifiedLearner } from '../../test/certificateTestKit';
import { days, hours } from '../../test/clock';
import { installationSlug, ok, useCourseContext, type Learner } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';
import { capturingTransport } from '../../test/testApp';

describe.each(databasesUnderTest())('notifications on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  const list = (learner: Learner, query: Record<string, string> = {}, lang?: string) => learner.api<NotificationListResult>('GET', notificationPaths.list, { query, lang });
  const markRead = (learner: Learner, body: unknown) => learner.api<MarkReadResult>('POST', notificationPaths.read, { body });
  const mailsTo = async (email: string) => {
    await kit().ctx.app.mailer.flush();
    return kit().ctx.sent.filter((mail) => mail.to === email);
  };
  const emailOf = async (learner: Learner) => (await kit().db.selectFrom('users').select('email').where('id', '=', learner.id).executeTakeFirstOrThrow()).email;

  it('tells a learner who passed a lesson, in their language, and e-mails it', { timeout: 60_000 }, async () => {
    const learner = await kit().learner('MX');
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    expect((await learner.takeExam(lesson.examId, 'right')).passed).toBe(true);

    const english = ok(await list(learner));
    expect(english.total).toBe(1);
    expect(english.unread).toBe(1);
    expect(english.list[0]).toMatchObject({ kind: 'lessonPassed', read: false, link: `/course/video?courseId=${courseId}&lessonId=${lesson.lessonId}` });
    expect(english.list[0]?.title).toMatch(/^Lesson passed: /);
    const spanish = ok(await list(learner, {}, 'es'));
    expect(spanish.list[0]?.title).toMatch(/^Lección aprobada: /);

    const mails = await mailsTo(await emailOf(learner));
    expect(mails).toHaveLength(1);
    // The e-mail goes in the user's own language (an MX account is Spanish).
    expect(mails[0]?.subject).toMatch(/^Lección aprobada: /);
    expect(mails[0]?.text).toContain(`${kit().ctx.config.publicUrl}/course/video?courseId=${courseId}`);
  });

  it('tells a learner who failed a lesson test twice to watch it again; nothing after one failure', { timeout: 60_000 }, async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    expect((await learner.takeExam(lesson.examId, 'wrong')).passed).toBe(false);
    expect(ok(await list(learner)).total).toBe(0);
    expect((await learner.takeExam(lesson.examId, 'wrong')).passed).toBe(false);
    const after = ok(await list(learner));
    expect(after.list.map((item) => item.kind)).toEqual(['testFailedTwice']);
    expect(after.list[0]?.title).toContain('Watch the lesson again');
  });

  it('tells a learner their certificate is issued, and later that it expires soon (once per stage)', { timeout: 120_000 }, async () => {
    const holder = await certifiedLearner(kit());
    const kinds = ok(await list(holder.learner, { pageSize: '50' })).list.map((item) => item.kind);
    expect(kinds.filter((k) => k === 'certificateIssued')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'lessonPassed').length).toBeGreaterThan(0);
    const certificate = await kit().db.selectFrom('certificates').selectAll().where('id', '=', holder.certificateId).executeTakeFirstOrThrow();
    const before = kit().clock.now();
    try {
      kit().clock.set(new Date(certificate.valid_until.getTime() - days(30)));
      await atOnce(5, () => kit().ctx.app.services.certificateReminders.runOnce());
      await holder.learner.signInAgain();
      const expiring = ok(await list(holder.learner)).list.filter((item) => item.kind === 'certificateExpiring');
      expect(expiring).toHaveLength(1);
      expect(expiring[0]?.title).toContain('expires soon');
      expect(expiring[0]?.link).toBe('/certificate');
      // The reminder mail is its e-mail: one mail, not two.
      const mails = (await mailsTo(holder.user.email)).filter((mail) => /expires|caduca/.test(mail.subject));
      expect(mails).toHaveLength(1);
    } finally {
      kit().clock.set(before);
    }
  });

  it('tells everyone about a new notice, e-mailing only those who want e-mail', { timeout: 60_000 }, async () => {
    const wantsMail = await kit().learner();
    const noMail = await kit().learner();
    expect(ok(await noMail.api<UserPreferences>('POST', userPreferencePaths.preferences, { body: { notifyByEmail: false } }))).toEqual({ notifyByEmail: false, language: 'en' });
    expect(ok(await noMail.api<UserPreferences>('GET', userPreferencePaths.preferences))).toEqual({ notifyByEmail: false, language: 'en' });
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const notice = ok(await kit().ctx.api<NoticeDetail>('POST', noticePaths.create, { token: admin.token, body: { title: 'Holiday hours', bodyHtml: '<p>Open every day.</p>' } }));
    for (const learner of [wantsMail, noMail]) {
      const item = ok(await list(learner)).list[0];
      expect(item).toMatchObject({ kind: 'newNotice', title: 'New notice: Holiday hours', titleQuote: null, link: `/notice/detail?noticeId=${notice.noticeId}` });
      // In Spanish the notice's English title sits in a Spanish sentence: the answer says which words are English.
      const spanish = ok(await list(learner, {}, 'es')).list[0];
      expect(spanish).toMatchObject({ title: 'Nuevo aviso: Holiday hours', titleQuote: { text: 'Holiday hours', language: 'en' } });
    }
    expect((await mailsTo(await emailOf(wantsMail))).map((mail) => mail.subject)).toContain('New notice: Holiday hours');
    expect(await mailsTo(await emailOf(noMail))).toEqual([]);
  });

  it('announces a webinar starting within a day once, however two server processes race', { timeout: 60_000 }, async () => {
    const learner = await kit().learner();
    const webinarId = randomUUID();
    const startsAt = new Date(kit().clock.now().getTime() + hours(20));
    await kit()
      .db.insertInto('webinars')
      .values({ id: webinarId, slug: `w-${webinarId}`, title: JSON.stringify({ en: 'Sizing storage', es: 'Dimensionar' }), description: JSON.stringify({ en: 'd' }), starts_at: startsAt, duration_minutes: 45, join_url: 'https://meet.example.com/x', recording_url: null })
      .execute();
    const secondMail = capturingTransport();
    const second = await buildApp({ db: kit().db, config: kit().ctx.config, mailTransport: secondMail });
    try {
      const jobs = [kit().ctx.app.services.webinarReminders, second.services.webinarReminders];
      const announced = await atOnce(10, (index) => jobs[index % 2]!.runOnce());
      expect(announced.reduce((sum, count) => sum + count, 0)).toBe(1);
      const items = ok(await list(learner, {}, 'es')).list.filter((item) => item.kind === 'webinarTomorrow');
      expect(items).toHaveLength(1);
      expect(items[0]?.title).toBe('Seminario web mañana: Dimensionar');
      expect(items[0]?.body).toContain('hora del centro de EE. UU.');
      await second.mailer.flush();
      const email = await emailOf(learner);
      expect([...(await mailsTo(email)), ...secondMail.sent.filter((mail) => mail.to === email)].filter((mail) => mail.subject.includes('Sizing storage'))).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  it('marks one, then all read; another user\'s id refuses the whole request and changes nothing', { timeout: 60_000 }, async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const learner = await kit().learner();
    const other = await kit().learner();
    for (const title of ['One', 'Two', 'Three']) {
      ok(await kit().ctx.api('POST', noticePaths.create, { token: admin.token, body: { title, bodyHtml: `<p>${title}</p>` } }));
    }
    const mine = ok(await list(learner));
    const theirs = ok(await list(other));
    const unreadBefore = mine.unread;
    const foreign = await markRead(learner, { notificationIds: [mine.list[0]!.notificationId, theirs.list[0]!.notificationId] });
    expect(foreign.body.code).toBe(40004);
    expect(ok(await list(learner)).unread).toBe(unreadBefore);
    expect(ok(await list(other)).unread).toBe(theirs.unread);
    expect((await markRead(learner, { notificationIds: ['not-an-id'] })).body.code).toBe(40004);
    expect((await markRead(learner, { notificationIds: [] })).body.code).toBe(40000);
    expect((await markRead(learner, { all: false })).body.code).toBe(40000);

    expect(ok(await markRead(learner, { notificationIds: [mine.list[0]!.notificationId] }))).toEqual({ unread: unreadBefore - 1 });
    const afterOne = ok(await list(learner));
    expect(afterOne.list[0]?.read).toBe(true);
    expect(afterOne.list[1]?.read).toBe(false);
    expect(ok(await markRead(learner, { all: true }))).toEqual({ unread: 0 });
    expect(ok(await list(other)).unread).toBe(theirs.unread);
  });

  it('pages newest first and refuses a page size over the limit', async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const learner = await kit().learner();
    for (const title of ['A', 'B', 'C']) ok(await kit().ctx.api('POST', noticePaths.create, { token: admin.token, body: { title, bodyHtml: `<p>${title}</p>` } }));
    const first = ok(await list(learner, { page: '1', pageSize: '2' }));
    const second = ok(await list(learner, { page: '2', pageSize: '2' }));
    expect(first.total).toBeGreaterThanOrEqual(3);
    expect(first.list).toHaveLength(2);
    expect(new Set([...first.list, ...second.list].map((item) => item.notificationId)).size).toBe(first.list.length + second.list.length);
    expect((await list(learner, { pageSize: '51' })).body.code).toBe(40000);
    expect((await list(learner, { page: '0' })).body.code).toBe(40000);
  });

  it(`answers ${parallelRequests} parallel mark-all-read requests alike, leaving nothing unread`, { timeout: 60_000 }, async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const learner = await kit().learner();
    for (const title of ['X', 'Y']) ok(await kit().ctx.api('POST', noticePaths.create, { token: admin.token, body: { title, bodyHtml: `<p>${title}</p>` } }));
    expect(ok(await list(learner)).unread).toBeGreaterThan(0);
    const answers = await atOnce(parallelRequests, () => markRead(learner, { all: true }));
    expect(answers.map((answer) => answer.body)).toEqual(answers.map(() => ({ code: 200, message: 'OK', result: { unread: 0 } })));
    expect(ok(await list(learner)).unread).toBe(0);
  });
});
