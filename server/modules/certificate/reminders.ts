import { PeriodicJob } from '../../lib/periodicJob';
import { toLanguage } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import type { Mailer } from '../../lib/mailer';
import type { Notifier } from '../../lib/notifier';
import { localize } from '../course';
import { day, expiredReminderGraceDays, reminderBatchSize, reminderStages, type ReminderStage } from './limits';
import { reminderMail } from './mails';
import { partnerCertificateTitles } from './pdfTexts';
import { ReminderRepository, type ReminderCandidate } from './reminderRepository';

const earliestStageDays = Math.max(...reminderStages.map((stage) => stage.daysBefore));

/** The most advanced stage reached at `now` (a certificate first seen 5 days before its end gets the 7-day mail only). */
export const dueStage = (validUntil: Date, now: Date): ReminderStage | undefined => {
  const left = validUntil.getTime() - now.getTime();
  if (left < -expiredReminderGraceDays * day) return undefined;
  return [...reminderStages].sort((a, b) => a.daysBefore - b.daysBefore).find((stage) => left <= stage.daysBefore * day)?.stage;
};

export type ReminderJobDeps = {
  db: Db;
  mailer: Mailer;
  now: () => Date;
  /** Origin of the public site: the mail sends a learner to `/certificate`, a partner to `/contact-us`. */
  publicUrl: string;
  onError: (error: unknown) => void;
  /** Each reminder is also a notification of the holder (issue 11). */
  notifier?: Notifier;
};

/**
 * Validity reminder mails, sent by every server process on a timer: a mail goes only after its
 * (certificate, stage) row is inserted, so with several processes on one database and across
 * restarts each is sent once. A mail that cannot be handed over gives its claim back.
 */
export class CertificateReminderJob extends PeriodicJob {
  constructor(private readonly deps: ReminderJobDeps) {
    super(deps.onError);
  }

  /** Sends the reminder mails that are due; counts them. */
  protected async pass(): Promise<number> {
    const now = this.deps.now();
    const reminders = new ReminderRepository(this.deps.db);
    const from = new Date(now.getTime() - expiredReminderGraceDays * day);
    const to = new Date(now.getTime() + earliestStageDays * day);
    let sent = 0;
    for (let page = await reminders.candidates(from, to, reminderBatchSize); page.length > 0; page = await reminders.candidates(from, to, reminderBatchSize, page.at(-1))) {
      sent += await this.sendDue(reminders, page, now);
    }
    return sent;
  }

  private async sendDue(reminders: ReminderRepository, candidates: ReminderCandidate[], now: Date): Promise<number> {
    let sent = 0;
    for (const candidate of candidates) {
      const stage = dueStage(candidate.valid_until, now);
      if (!stage || candidate.sent.includes(stage)) continue;
      if (!(await reminders.claim(candidate.id, stage, now))) continue;
      const lang = toLanguage(candidate.holder_lang);
      const partner = candidate.kind === 'partner';
      const courseTitle = candidate.course_title ?? partnerCertificateTitles;
      const origin = this.deps.publicUrl.replace(/\/+$/, '');
      const mail = reminderMail(lang, stage, {
        holderName: candidate.holder_name.trim() || candidate.holder_account,
        courseTitle: localize(courseTitle, lang),
        serial: candidate.serial,
        validUntil: candidate.valid_until,
        // A learner renews from the certificate's Renew; a partner asks the provider, who reissues it.
        renewal: partner ? { by: 'provider', url: `${origin}/contact-us` } : { by: 'course', url: `${origin}/certificate` },
      });
      try {
        await this.deps.mailer.send({ to: candidate.holder_email, ...mail });
        sent += 1;
      } catch (error) {
        await reminders.release(candidate.id, stage);
        this.deps.onError(error);
        continue;
      }
      // After the mail went (a released claim must not leave a notification behind); the mail above is its e-mail.
      await this.deps.notifier
        ?.notify(this.deps.db, {
          kind: 'certificateExpiring',
          userId: candidate.user_id,
          certificateId: candidate.id,
          serial: candidate.serial,
          courseTitle,
          validUntil: candidate.valid_until,
          expired: stage === 'expired',
          partner,
        })
        .catch(this.deps.onError);
    }
    return sent;
  }
}
