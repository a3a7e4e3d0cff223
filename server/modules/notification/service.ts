import type { Language } from '../../../src/contract/languages';
import { toLanguage } from '../../../src/contract/languages';
import type { MarkReadRequest, MarkReadResult, NotificationKind, NotificationListResult } from '../../../src/contract/notification';
import type { PageQuery } from '../../../src/contract/paging';
import { afterCommit, inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { Mailer } from '../../lib/mailer';
import type { LearningEvent, Notifier } from '../../lib/notifier';
import { NotificationRepository, type Recipient } from './notificationRepository';
import { notificationBodyLanguage, notificationLink, notificationMail, notificationTitleQuote, renderNotification, type NotificationParams } from './texts';

export type NotificationServiceDeps = { db: Db; mailer: Mailer; now: () => Date; publicUrl: string };

// Kept only when set: a course certificate's row stays as it was.
const partnerFlag = (partner: boolean | undefined): Pick<NotificationParams, 'partner'> => (partner ? { partner: true } : {});

const paramsOf = (event: LearningEvent): NotificationParams => {
  switch (event.kind) {
    case 'lessonPassed':
    case 'testFailedTwice':
      return { courseId: event.courseId, lessonId: event.lessonId, lessonTitle: event.lessonTitle, courseTitle: event.courseTitle };
    case 'certificateIssued':
      return { certificateId: event.certificateId, serial: event.serial, courseTitle: event.courseTitle, ...partnerFlag(event.partner) };
    case 'certificateExpiring':
      return { certificateId: event.certificateId, serial: event.serial, courseTitle: event.courseTitle, validUntil: event.validUntil.toISOString(), expired: event.expired, ...partnerFlag(event.partner) };
  }
};

/**
 * The user's notifications: created on learning events (as the `Notifier` other modules are given),
 * on a new notice and before a webinar; listed in the reader's language and marked read. Each one is
 * also e-mailed to users whose preference says so, once the change that made it commits.
 */
export class NotificationService implements Notifier {
  constructor(private readonly deps: NotificationServiceDeps) {}

  async list(userId: string, page: PageQuery, lang: Language): Promise<NotificationListResult> {
    const { rows, total, unread } = await new NotificationRepository(this.deps.db).pageWithCounts(userId, (page.page - 1) * page.pageSize, page.pageSize);
    return {
      list: rows.map((row) => ({
        notificationId: row.id,
        kind: row.kind,
        ...renderNotification(row.kind, row.params, lang),
        titleQuote: notificationTitleQuote(row.kind, row.params, lang),
        bodyLanguage: notificationBodyLanguage(row.kind, row.params, lang),
        createTime: row.created_at.toISOString(),
        read: row.read_at !== null,
        link: notificationLink(row.kind, row.params),
      })),
      total,
      unread,
    };
  }

  /** Some of the user's own notifications, or all: an id that is not theirs refuses the whole request. */
  async markRead(userId: string, request: MarkReadRequest): Promise<MarkReadResult> {
    return inTransaction(this.deps.db, async (tx) => {
      const notifications = new NotificationRepository(tx);
      if ('all' in request) {
        await notifications.markRead(userId, this.deps.now());
      } else {
        const ids = [...new Set(request.notificationIds.map((id) => id.toLowerCase()))];
        if (!ids.every(isUuid) || (await notifications.countOwned(userId, ids)) !== ids.length) throw new BusinessError('notFound');
        await notifications.markRead(userId, this.deps.now(), ids);
      }
      return { unread: await notifications.unreadCount(userId) };
    });
  }

  async notify(db: Db, event: LearningEvent): Promise<void> {
    const params = paramsOf(event);
    const recipient = await new NotificationRepository(db).addFor(event.userId, event.kind, params, this.deps.now());
    // A certificate reminder already goes by mail from the certificate module: one e-mail, not two.
    if (recipient?.notify_by_email && event.kind !== 'certificateExpiring') this.mailAfterCommit(db, event.kind, params, [recipient]);
  }

  /** A notification for every user (a new notice, a webinar tomorrow), inside the caller's unit of work `db`. */
  async notifyEveryone(db: Db, kind: NotificationKind, params: NotificationParams): Promise<void> {
    const notifications = new NotificationRepository(db);
    await notifications.addForEveryone(kind, params, this.deps.now());
    this.mailAfterCommit(db, kind, params, await notifications.mailRecipients());
  }

  /**
   * A notification for each of `recipients` (inserted in batches inside the caller's unit of work
   * `db`), e-mailed after commit to those whose preference says so; counts both.
   */
  async notifyRecipients(db: Db, kind: NotificationKind, params: NotificationParams, recipients: (Recipient & { notify_by_email: boolean })[]): Promise<{ recipients: number; byEmail: number }> {
    await new NotificationRepository(db).addForUsers(
      recipients.map((recipient) => recipient.id),
      kind,
      params,
      this.deps.now(),
    );
    const byEmail = recipients.filter((recipient) => recipient.notify_by_email);
    this.mailAfterCommit(db, kind, params, byEmail);
    return { recipients: recipients.length, byEmail: byEmail.length };
  }

  /** Mails once the unit of work `db` commits. */
  private mailAfterCommit(db: Db, kind: NotificationKind, params: NotificationParams, recipients: Recipient[]): void {
    afterCommit(db, () => {
      for (const recipient of recipients) {
        const mail = notificationMail(kind, params, toLanguage(recipient.lang), recipient.name.trim() || recipient.account, this.deps.publicUrl);
        this.deps.mailer.deliverInBackground({ to: recipient.email, ...mail });
      }
    });
  }
}
