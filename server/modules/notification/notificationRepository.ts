import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NotificationKind } from '../../../src/contract/notification';
import type { Db } from '../../db/transaction';
import type { NotificationParams } from './texts';

export type NotificationRecord = { id: string; kind: NotificationKind; params: NotificationParams; created_at: Date; read_at: Date | null };
export type Recipient = { id: string; email: string; name: string; account: string; lang: string };

const insertBatch = 1000;

/** The notifications table: one row per user and event. */
export class NotificationRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds one notification and reads whom it is for, in one statement (its round trip costs more than its
   * rows: a passed final exam sends it inside the grade). Undefined when there is no such user.
   */
  async addFor(userId: string, kind: NotificationKind, params: NotificationParams, at: Date): Promise<(Recipient & { notify_by_email: boolean }) | undefined> {
    return this.db
      .with('added', (db) => db.insertInto('notifications').values({ id: randomUUID(), user_id: userId, kind, params: JSON.stringify(params), created_at: at }).returning('id'))
      .selectFrom('users')
      .select(['id', 'email', 'name', 'account', 'lang', 'notify_by_email'])
      .where('id', '=', userId)
      .executeTakeFirst();
  }

  /** One row for every user, in one statement. */
  async addForEveryone(kind: NotificationKind, params: NotificationParams, at: Date): Promise<void> {
    await sql`insert into notifications (id, user_id, kind, params, created_at)
      select gen_random_uuid(), id, ${kind}, ${JSON.stringify(params)}::jsonb, ${at} from users`.execute(this.db);
  }

  /** One row for each user, in statements of `insertBatch` rows (well under PostgreSQL's parameter limit). */
  async addForUsers(userIds: string[], kind: NotificationKind, params: NotificationParams, at: Date): Promise<void> {
    const stored = JSON.stringify(params);
    for (let start = 0; start < userIds.length; start += insertBatch) {
      const rows = userIds.slice(start, start + insertBatch).map((userId) => ({ id: randomUUID(), user_id: userId, kind, params: stored, created_at: at }));
      await this.db.insertInto('notifications').values(rows).execute();
    }
  }

  async page(userId: string, offset: number, limit: number): Promise<NotificationRecord[]> {
    const rows = await this.db
      .selectFrom('notifications')
      .select(['id', 'kind', 'params', 'created_at', 'read_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(offset)
      .limit(limit)
      .execute();
    return rows.map((row) => ({ ...row, kind: row.kind as NotificationKind, params: row.params as NotificationParams }));
  }

  async counts(userId: string): Promise<{ total: number; unread: number }> {
    const row = await this.db
      .selectFrom('notifications')
      .select([sql<number>`count(*)::int`.as('total'), sql<number>`(count(*) filter (where read_at is null))::int`.as('unread')])
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    return { total: Number(row.total), unread: Number(row.unread) };
  }

  /** How many of `ids` belong to the user. */
  async countOwned(userId: string, ids: string[]): Promise<number> {
    const row = await this.db.selectFrom('notifications').select(sql<number>`count(*)::int`.as('count')).where('user_id', '=', userId).where('id', 'in', ids).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async markRead(userId: string, at: Date, ids?: string[]): Promise<void> {
    let query = this.db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
    if (ids) query = query.where('id', 'in', ids);
    await query.execute();
  }

  /** Everyone who wants notifications by e-mail. */
  async mailRecipients(): Promise<Recipient[]> {
    return this.db.selectFrom('users').select(['id', 'email', 'name', 'account', 'lang']).where('notify_by_email', '=', true).execute();
  }
}
