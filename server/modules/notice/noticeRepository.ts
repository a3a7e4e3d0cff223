import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { NoticesTable } from '../../db/schema';
import type { AdminNoticeListQuery } from '../../../src/contract/notice';
import type { Db } from '../../db/transaction';
import type { Language } from '../../../src/contract/languages';
import { containsPattern } from '../../lib/likePattern';

export type NoticeRow = Selectable<NoticesTable>;

/** Notices, newest first. */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  async add(notice: Insertable<NoticesTable>): Promise<NoticeRow> {
    return this.db.insertInto('notices').values(notice).returningAll().executeTakeFirstOrThrow();
  }

  /** Readers' notices (not taken down); `everything` adds the taken-down ones for the console. */
  private visible(everything: boolean) {
    const all = this.db.selectFrom('notices');
    return everything ? all : all.where('unpublished_at', 'is', null);
  }

  async page(offset: number, limit: number, everything = false): Promise<NoticeRow[]> {
    return this.visible(everything).selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  /** The console's list: every notice matching the search, newest (or oldest) first. */
  async adminPage(query: AdminNoticeListQuery): Promise<NoticeRow[]> {
    return this.matching(query)
      .selectAll()
      .orderBy('published_at', query.order)
      .orderBy('id', query.order)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute();
  }

  async adminCount(query: AdminNoticeListQuery): Promise<number> {
    const row = await this.matching(query).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  private matching(query: AdminNoticeListQuery) {
    let notices = this.db.selectFrom('notices');
    if (query.q !== '') notices = notices.where('title', 'ilike', containsPattern(query.q));
    if (query.status === 'published') notices = notices.where('unpublished_at', 'is', null);
    if (query.status === 'unpublished') notices = notices.where('unpublished_at', 'is not', null);
    return notices;
  }

  async count(everything = false): Promise<number> {
    const row = await this.visible(everything).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async find(id: string, everything = false): Promise<NoticeRow | undefined> {
    return this.visible(everything).selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, change: { title: string; body_html: string; language: Language; updated_at: Date }): Promise<NoticeRow | undefined> {
    return this.db.updateTable('notices').set(change).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Takes a published notice down; undefined when it is unknown or already down (one request wins). */
  async unpublish(id: string, at: Date): Promise<NoticeRow | undefined> {
    return this.db.updateTable('notices').set({ unpublished_at: at }).where('id', '=', id).where('unpublished_at', 'is', null).returningAll().executeTakeFirst();
  }
}
