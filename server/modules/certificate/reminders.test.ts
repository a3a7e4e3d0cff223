import { describe, expect, it } from 'vitest';
import { accountPaths } from '../../../src/contract/accounts';
import { buildApp } from '../../app';
import { approvedPartner, certifiedLearner, olderCertificate } from '../../test/certificateTestKit';
import { days } from '../../test/clock';
import { useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce } from '../../test/parallel';
import { capturingTransport } from '../../test/testApp';
import { dueStage, reminderStages } from '.';

describe('the reminder stage due', () => {
  const end = new Date('2033-03-01T12:00:00Z');
  it('is the most advanced stage reached, and none long after the end', () => {
    expect(dueStage(end, new Date(end.getTime() - days(61)))).toBeUndefined();
    expect(dueStage(end, new Date(end.getTime() - days(60)))).toBe('days60');
    expect(dueStage(end, new Date(end.getTime() - days(30)))).toBe('days30');
    expect(dueStage(end, new Date(end.getTime() - days(5)))).toBe('days7');
    expect(dueStage(end, end)).toBe('expired');
    expect(dueStage(end, new Date(end.getTime() + days(8)))).toBeUndefined();
  });
});

describe.each(databasesUnderTest())('certificate reminders with two server processes on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('sends each stage once however the two processes race, and nothing again after a restart', { timeout: 120_000 }, async () => {
    const holder = await certifiedLearner(kit(), { versionCode: 'MX', name: 'Lucía Reyes' });
    const other = await certifiedLearner(kit());
    const certificate = await kit().db.selectFrom('certificates').selectAll().where('id', '=', holder.certificateId).executeTakeFirstOrThrow();
    // The other learner's certificate is revoked: it gets no reminder.
    await kit().db.updateTable('certificates').set({ revoked_at: kit().clock.now(), revoked_reason: 'test' }).where('id', '=', other.certificateId).execute();

    const first = kit().ctx;
    // Passing the course e-mailed its notifications (issue 11): this test counts reminder mails only.
    await first.app.mailer.flush();
    first.sent.splice(0);
    const secondMail = capturingTransport();
    // A second app on the same database: another API node (its own timer runs a pass as soon as it is ready).
    const second = await buildApp({ db: kit().db, config: { ...first.config, certificateReminderIntervalMs: 60_000 }, mailTransport: secondMail });
    await second.ready();
    const jobs = [first.app.services.certificateReminders, second.services.certificateReminders];
    const mailsTo = (email: string) => [...first.sent, ...secondMail.sent].filter((mail) => mail.to === email);
    const race = () => atOnce(20, (index) => jobs[index % 2]!.runOnce());

    await race();
    expect(mailsTo(holder.user.email)).toEqual([]);
    // Each process keeps its own outbox, so the mails are counted, not ordered.
    const subjects = () => mailsTo(holder.user.email).map((mail) => mail.subject);
    for (const [index, { daysBefore }] of reminderStages.entries()) {
      kit().clock.set(new Date(certificate.valid_until.getTime() - days(daysBefore)));
      await race();
      expect(subjects()).toHaveLength(index + 1);
      expect(subjects().filter((subject) => subject.includes('ha caducado'))).toHaveLength(daysBefore === 0 ? 1 : 0);
    }
    expect(subjects().filter((subject) => subject.includes(`caduca el ${new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(certificate.valid_until)}`))).toHaveLength(reminderStages.length - 1);
    const lastMail = mailsTo(holder.user.email).find((mail) => mail.subject.includes('ha caducado'));
    expect(lastMail?.text).toContain(`Hola, Lucía Reyes`);
    expect(lastMail?.text).toContain(certificate.serial);
    expect(lastMail?.text).toContain(`${first.config.publicUrl}/certificate`);
    expect(mailsTo(other.user.email)).toEqual([]);

    // A restart (a new process on the same database) finds nothing left to send.
    await second.close();
    const restarted = await buildApp({ db: kit().db, config: first.config, mailTransport: secondMail });
    await restarted.ready();
    kit().clock.advance(days(1));
    expect(await restarted.services.certificateReminders.runOnce()).toBe(0);
    await restarted.close();
    expect(mailsTo(holder.user.email)).toHaveLength(reminderStages.length);
    const claims = await kit().db.selectFrom('certificate_reminders').select('stage').where('certificate_id', '=', certificate.id).execute();
    expect(claims.map((claim) => claim.stage).sort()).toEqual(reminderStages.map((stage) => stage.stage).sort());
  });

  it('reminds of the newest certificate of a course only: an older one beside it waits until the newer is revoked', async () => {
    const holder = await certifiedLearner(kit());
    const older = await olderCertificate(kit(), holder, new Date(kit().clock.now().getTime() + days(20)));
    const ctx = kit().ctx;
    await ctx.app.mailer.flush();
    ctx.sent.splice(0);
    const claimsOf = (certificateId: string) => kit().db.selectFrom('certificate_reminders').select('stage').where('certificate_id', '=', certificateId).execute();

    await ctx.app.services.certificateReminders.runOnce();
    expect(await claimsOf(older.id)).toEqual([]);
    expect(ctx.sent.filter((mail) => mail.to === holder.user.email)).toEqual([]);

    await kit().db.updateTable('certificates').set({ revoked_at: kit().clock.now(), revoked_reason: 'test' }).where('id', '=', holder.certificateId).execute();
    await ctx.app.services.certificateReminders.runOnce();
    expect(await claimsOf(older.id)).toHaveLength(1);
    await ctx.app.mailer.flush();
    expect(ctx.sent.filter((mail) => mail.to === holder.user.email).map((mail) => mail.text).join('\n')).toContain(older.serial);
  });

  it("reminds a partner company's admin of its business partner certificate's end, and sends them to the provider to renew it", async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const partner = await approvedPartner(kit(), admin.token);
    const certificate = await kit().db.selectFrom('certificates').selectAll().where('id', '=', partner.certificateId).executeTakeFirstOrThrow();
    const holder = await kit().db.selectFrom('users').select('email').where('id', '=', partner.userId).executeTakeFirstOrThrow();
    const ctx = kit().ctx;
    await ctx.app.mailer.flush();
    ctx.sent.splice(0);
    const mailsTo = () => ctx.sent.filter((mail) => mail.to === holder.email);
    const publicUrl = ctx.config.publicUrl.replace(/\/+$/, '');

    kit().clock.set(new Date(certificate.valid_until.getTime() - days(30)));
    await ctx.app.services.certificateReminders.runOnce();
    const [soon] = mailsTo();
    expect(soon?.subject).toBe(`Your business partner certificate expires on ${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(certificate.valid_until)}`);
    expect(soon?.text).toContain(`your company's business partner certificate ${certificate.serial} is valid until`);
    expect(soon?.text).toContain(`To renew your company's partnership, contact the Training Center team: ${publicUrl}/contact-us`);
    expect(soon?.text).not.toContain('taking the course');

    kit().clock.set(certificate.valid_until);
    await ctx.app.services.certificateReminders.runOnce();
    expect(mailsTo().map((mail) => mail.subject)).toContain('Your business partner certificate has expired');
    const notices = await kit().db.selectFrom('notifications').select(['kind', 'params']).where('user_id', '=', partner.userId).where('kind', '=', 'certificateExpiring').execute();
    expect(notices).toHaveLength(2);
    expect(notices.every((notice) => (notice.params as { partner?: boolean }).partner === true)).toBe(true);
  });

  it("reminds the company's new administrator, not the one before, once an admin made a member the administrator", async () => {
    const admin = await kit().ctx.signedInUser({ role: 'admin' });
    const partner = await approvedPartner(kit(), admin.token);
    const certificate = await kit().db.selectFrom('certificates').selectAll().where('id', '=', partner.certificateId).executeTakeFirstOrThrow();
    const ctx = kit().ctx;
    const body = { name: 'Nadia Next', email: `nadia.${process.pid}@sunbeam.test`, role: 'learner', audience: 'installer', country: 'us', companyId: partner.companyId };
    const member = (await ctx.api<{ userId: string }>('POST', accountPaths.create, { token: admin.token, body })).body.result;
    expect((await ctx.api('POST', accountPaths.companyAdmin, { token: admin.token, body: { companyId: partner.companyId, userId: member.userId } })).body.code).toBe(200);
    const before = await kit().db.selectFrom('users').select('email').where('id', '=', partner.userId).executeTakeFirstOrThrow();
    await ctx.app.mailer.flush();
    ctx.sent.splice(0);

    kit().clock.set(new Date(certificate.valid_until.getTime() - days(30)));
    await ctx.app.services.certificateReminders.runOnce();
    await ctx.app.mailer.flush();
    expect(ctx.sent.filter((mail) => mail.to === body.email).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Your business partner certificate expires on /)]);
    expect(ctx.sent.filter((mail) => mail.to === before.email)).toEqual([]);
    const notices = await kit().db.selectFrom('notifications').select('user_id').where('kind', '=', 'certificateExpiring').where('user_id', 'in', [member.userId, partner.userId]).execute();
    expect(notices.map((notice) => notice.user_id)).toEqual([member.userId]);
  });
});
