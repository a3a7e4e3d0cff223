import { randomUUID } from 'node:crypto';
import type { AdminNotice, AdminNoticeListQuery, AdminNoticeListResult, CreateNoticeRequest, NoticeDetail, NoticeListResult, UpdateNoticeRequest } from '../../../src/contract/notice';
import type { PageQuery } from '../../../src/contract/paging';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { NotificationService } from '../notification';
import { NoticeRepository, type NoticeRow } from './noticeRepository';
import { noticeExcerpt, sanitizeNoticeHtml } from './sanitize';

export type NoticeServiceDeps = { db: Db; now: () => Date; notifications: Pick<NotificationService, 'notifyEveryone'> };

const toDetail = (row: NoticeRow): NoticeDetail => ({ noticeId: row.id, title: row.title, bodyHtml: row.body_html, language: row.language, publishedAt: row.published_at.toISOString() });
const toAdminNotice = (row: NoticeRow): AdminNotice => ({
  ...toDetail(row),
  status: row.unpublished_at ? 'unpublished' : 'published',
  updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
  unpublishedAt: row.unpublished_at ? row.unpublished_at.toISOString() : null,
});

/** The administrator behind a console action, for the audit log. */
export type NoticeActor = AuditEntry['actor'];

/** Sanitised HTML, refused when nothing readable is left (it held only what is not allowed). */
const sanitizedBody = (html: string): string => {
  const bodyHtml = sanitizeNoticeHtml(html);
  if (noticeExcerpt(bodyHtml) === '' && !bodyHtml.includes('<img')) throw new BusinessError('invalidInput', { messageKey: 'noticeBodyEmpty', fieldKey: 'bodyHtml' });
  return bodyHtml;
};

/** Notices: admins publish (the HTML is sanitised before it is stored, and everyone is notified); signed-in users read. */
export class NoticeService {
  constructor(private readonly deps: NoticeServiceDeps) {}

  async list(page: PageQuery): Promise<NoticeListResult> {
    const notices = new NoticeRepository(this.deps.db);
    const rows = await notices.page((page.page - 1) * page.pageSize, page.pageSize);
    return {
      list: rows.map((row) => ({ noticeId: row.id, title: row.title, excerpt: noticeExcerpt(row.body_html), language: row.language, publishedAt: row.published_at.toISOString() })),
      total: await notices.count(),
    };
  }

  async detail(noticeId: string): Promise<NoticeDetail> {
    const row = isUuid(noticeId) ? await new NoticeRepository(this.deps.db).find(noticeId.toLowerCase()) : undefined;
    if (!row) throw new BusinessError('notFound', { messageKey: 'noticeNotFound' });
    return toDetail(row);
  }

  /** Publishes a notice and notifies everyone; a console action (with `actor`) is audited in the same transaction. */
  async create(actor: NoticeActor | null, request: CreateNoticeRequest): Promise<NoticeDetail> {
    const bodyHtml = sanitizedBody(request.bodyHtml);
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const row = await new NoticeRepository(tx).add({ id: randomUUID(), title: request.title, body_html: bodyHtml, language: request.language, author_id: actor?.id ?? null, published_at: now });
      await this.deps.notifications.notifyEveryone(tx, 'newNotice', { noticeId: row.id, noticeTitle: row.title, noticeLanguage: row.language });
      if (actor) await new AuditLogRepository(tx).record({ actor, action: 'notice.create', target: { type: 'notice', id: row.id }, details: { title: row.title }, at: now });
      return toDetail(row);
    });
  }

  /** The console's list: every notice, taken down or not, newest first, with its body to edit. */
  async adminList(query: AdminNoticeListQuery): Promise<AdminNoticeListResult> {
    const notices = new NoticeRepository(this.deps.db);
    return { list: (await notices.adminPage(query)).map(toAdminNotice), total: await notices.adminCount(query) };
  }

  /** Corrects a notice (sanitised again); readers see the new text, nobody is notified twice. */
  async update(actor: NoticeActor, request: UpdateNoticeRequest): Promise<AdminNotice> {
    const bodyHtml = sanitizedBody(request.bodyHtml);
    if (!isUuid(request.noticeId)) throw new BusinessError('notFound', { messageKey: 'noticeUnknown' });
    return inTransaction(this.deps.db, async (tx) => {
      const notices = new NoticeRepository(tx);
      const before = await notices.find(request.noticeId.toLowerCase(), true);
      const now = this.deps.now();
      const row = before ? await notices.update(before.id, { title: request.title, body_html: bodyHtml, language: request.language ?? before.language, updated_at: now }) : undefined;
      if (!before || !row) throw new BusinessError('notFound', { messageKey: 'noticeUnknown' });
      await new AuditLogRepository(tx).record({ actor, action: 'notice.update', target: { type: 'notice', id: row.id }, details: { before: { title: before.title, language: before.language }, after: { title: row.title, language: row.language } }, at: now });
      return toAdminNotice(row);
    });
  }

  /** Takes a notice down once; asking again answers 40004 and changes nothing. */
  async unpublish(actor: NoticeActor, noticeId: string): Promise<AdminNotice> {
    if (!isUuid(noticeId)) throw new BusinessError('notFound', { messageKey: 'noticeNotPublished' });
    return inTransaction(this.deps.db, async (tx) => {
      const now = this.deps.now();
      const row = await new NoticeRepository(tx).unpublish(noticeId.toLowerCase(), now);
      if (!row) throw new BusinessError('notFound', { messageKey: 'noticeNotPublished' });
      await new AuditLogRepository(tx).record({ actor, action: 'notice.unpublish', target: { type: 'notice', id: row.id }, details: { title: row.title }, at: now });
      return toAdminNotice(row);
    });
  }
}
