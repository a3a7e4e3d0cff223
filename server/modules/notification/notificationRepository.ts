import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NotificationKind } from '../../../src/contract/notification';
import { jsonRowReader, jsonRows } from '../../db/jsonRows';
import { precompiled } from '../../db/precompiled';
import type { Db } from '../../db/transaction';
import type { NotificationParams } from './texts';

export type NotificationRecord = { id: string; kind: NotificationKind; params: NotificationParams; created_at: Date; read_at: Date | null };
export type Recipient = { id: string; email: string; name: string; account: string; lang: string };

const insertBatch = 1000;

const readNotifications = jsonRowReader<NotificationRecord>()(['created_at', 'read_at']);

// Asked by every signed-in page's header: compiled once (server/db/precompiled.ts).
const notificationPage = precompiled<{ userId: string; offset: number; limit: number }, { page: unknown; total: unknown; unread: unknown }>((db, slot) => {
  const own = () => db.selectFrom('notifications').where('user_id', '=', slot('userId'));
  return db.selectNoFrom([
    jsonRows(own().select(['id', 'kind', 'params', 'created_at', 'read_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').offset(slot('offset')).limit(slot('limit')), ['created_at desc', 'id desc']).as('page'),
    own().select(sql<number>`count(*)::int`.as('total')).as('total'),
    own().select(sql<number>`count(*)::int`.as('unread')).where('read_at', 'is', null).as('unread'),
  ]);
});

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

  /**
   * A page of the user's notifications, newest first, with how many they have and how many are unread, in one
   * statement: every signed-in page's header asks for its unread count on each navigation and every minute.
   */
  async pageWithCounts(userId: string, offset: number, limit: number): Promise<{ rows: NotificationRecord[]; total: number; unread: number }> {
    const [row] = await notificationPage(this.db, { userId, offset, limit });
    if (!row) throw new Error('the notification page statement returned no row');
    return { rows: readNotifications(row.page), total: Number(row.total), unread: Number(row.unread) };
  }

  /** How many are unread, once the caller has marked some read. */
  async unreadCount(userId: string): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select(sql<number>`count(*)::int`.as('unread'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.unread);
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
