import { randomUUID } from 'node:crypto';
import type { CreateNoticeRequest, NoticeDetail, NoticeListResult } from '../../../src/contract/notice';
import type { PageQuery } from '../../../src/contract/paging';
import { inTransaction, type Db } from '../../db/transaction';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import type { NotificationService } from '../notification';
import { NoticeRepository, type NoticeRow } from './noticeRepository';
import { noticeExcerpt, sanitizeNoticeHtml } from './sanitize';

export type NoticeServiceDeps = { db: Db; now: () => Date; notifications: Pick<NotificationService, 'notifyEveryone'> };

const toDetail = (row: NoticeRow): NoticeDetail => ({ noticeId: row.id, title: row.title, bodyHtml: row.body_html, publishedAt: row.published_at.toISOString() });

/** Notices: admins publish (the HTML is sanitised before it is stored, and everyone is notified); signed-in users read. */
export class NoticeService {
  constructor(private readonly deps: NoticeServiceDeps) {}

  async list(page: PageQuery): Promise<NoticeListResult> {
    const notices = new NoticeRepository(this.deps.db);
    const rows = await notices.page((page.page - 1) * page.pageSize, page.pageSize);
    return {
      list: rows.map((row) => ({ noticeId: row.id, title: row.title, excerpt: noticeExcerpt(row.body_html), publishedAt: row.published_at.toISOString() })),
      total: await notices.count(),
    };
  }

  async detail(noticeId: string): Promise<NoticeDetail> {
    const row = isUuid(noticeId) ? await new NoticeRepository(this.deps.db).find(noticeId.toLowerCase()) : undefined;
    if (!row) throw new BusinessError('notFound');
    return toDetail(row);
  }

  /** A body with nothing left after sanitising is refused (it held only what is not allowed). */
  async create(authorId: string | null, request: CreateNoticeRequest): Promise<NoticeDetail> {
    const bodyHtml = sanitizeNoticeHtml(request.bodyHtml);
    if (noticeExcerpt(bodyHtml) === '' && !bodyHtml.includes('<img')) throw new BusinessError('invalidInput', { messageKey: 'noticeBodyEmpty', fieldKey: 'bodyHtml' });
    return inTransaction(this.deps.db, async (tx) => {
      const row = await new NoticeRepository(tx).add({ id: randomUUID(), title: request.title, body_html: bodyHtml, author_id: authorId, published_at: this.deps.now() });
      await this.deps.notifications.notifyEveryone(tx, 'newNotice', { noticeId: row.id, noticeTitle: row.title });
      return toDetail(row);
    });
  }
}
