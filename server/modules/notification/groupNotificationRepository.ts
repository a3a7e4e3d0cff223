import { sql, type Selectable } from 'kysely';
import type { NotificationGroup } from '../../../src/validation/groupNotificationForms';
import type { Db } from '../../db/transaction';
import type { GroupNotificationsTable, RecipientGroup } from '../../db/schema';
import type { Recipient } from './notificationRepository';

export type GroupNotificationRow = Selectable<GroupNotificationsTable>;
export type GroupMember = Recipient & { notify_by_email: boolean };

/** The group's people: active learners, narrowed by every part of the group that is set. */
const members = (db: Db, group: NotificationGroup) => {
  let query = db.selectFrom('users').where('role', '=', 'learner').where('deactivated_at', 'is', null);
  if (group.audiences.length > 0) query = query.where('audience', 'in', group.audiences);
  if (group.versionCodes.length > 0) query = query.where('version_code', 'in', group.versionCodes);
  if (group.companyId !== '') query = query.where('company_id', '=', group.companyId);
  if (group.companyAdminsOnly) query = query.where('company_admin', '=', true);
  return query;
};

/** Sends to groups, and who a group reaches. */
export class GroupNotificationRepository {
  constructor(private readonly db: Db) {}

  async reach(group: NotificationGroup): Promise<{ recipients: number; byEmail: number }> {
    const row = await members(this.db, group)
      .select([sql<number>`count(*)::int`.as('recipients'), sql<number>`(count(*) filter (where notify_by_email))::int`.as('by_email')])
      .executeTakeFirstOrThrow();
    return { recipients: Number(row.recipients), byEmail: Number(row.by_email) };
  }

  async members(group: NotificationGroup): Promise<GroupMember[]> {
    return members(this.db, group).select(['id', 'email', 'name', 'account', 'lang', 'notify_by_email']).orderBy('id').execute();
  }

  async versions(): Promise<{ version_code: string; name: string }[]> {
    return this.db.selectFrom('country_versions').select(['version_code', 'name']).orderBy('version_code').execute();
  }

  async companies(): Promise<{ id: string; name: string; version_code: string }[]> {
    return this.db.selectFrom('companies').select(['id', 'name', 'version_code']).orderBy('name').orderBy('id').execute();
  }

  async companyName(companyId: string): Promise<string | null> {
    const row = await this.db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
    return row?.name ?? null;
  }

  async add(row: Omit<GroupNotificationRow, 'title' | 'body' | 'recipient_group'> & { title: string; body: string; recipient_group: RecipientGroup }): Promise<GroupNotificationRow> {
    return this.db
      .insertInto('group_notifications')
      .values({ ...row, recipient_group: JSON.stringify(row.recipient_group) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async page(offset: number, limit: number): Promise<GroupNotificationRow[]> {
    return this.db.selectFrom('group_notifications').selectAll().orderBy('sent_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
  }

  async count(): Promise<number> {
    const row = await this.db.selectFrom('group_notifications').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
