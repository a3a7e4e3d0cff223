import { sql } from 'kysely';
import type { Insertable, Selectable } from 'kysely';
import type { NoticesTable } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type NoticeRow = Selectable<NoticesTable>;

/** Notices, newest first. */
export class NoticeRepository {
  constructor(private readonly db: Db) {}

  async add(notice: Insertable<NoticesTable>): Promise<NoticeRow> {
    return this.db.insertInto('notices').values(notice).returningAll().executeTakeFirstOrThrow();
  }

  async page(offset: number, limit: number): Promise<NoticeRow[]> {
    return this.db.selectFrom('notices').selectAll().orderBy('published_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('notices').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async find(id: string): Promise<NoticeRow | undefined> {
    return this.db.selectFrom('notices').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
