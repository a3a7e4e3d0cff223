import { sql, type Selectable } from 'kysely';
import type { NotificationGroup } from '../../../src/validation/groupNotificationForms';
import type { GroupNotificationListQuery } from '../../../src/contract/groupNotification';
import type { Db } from '../../db/transaction';
import type { Language } from '../../../src/contract/languages';
import { containsPattern } from '../../lib/likePattern';
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

  async add(row: Omit<GroupNotificationRow, 'title' | 'body' | 'recipient_group' | 'language'> & { title: string; body: string; recipient_group: RecipientGroup; language: Language }): Promise<GroupNotificationRow> {
    return this.db
      .insertInto('group_notifications')
      .values({ ...row, recipient_group: JSON.stringify(row.recipient_group) })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The console's list: every send matching the search, newest (or oldest) first. */
  async page(query: GroupNotificationListQuery): Promise<GroupNotificationRow[]> {
    return this.matching(query)
      .selectAll()
      .orderBy('sent_at', query.order)
      .orderBy('id', query.order)
      .offset((query.page - 1) * query.pageSize)
      .limit(query.pageSize)
      .execute();
  }

  async count(query: GroupNotificationListQuery): Promise<number> {
    const row = await this.matching(query).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    return Number(row.count);
  }

  private matching(query: GroupNotificationListQuery) {
    const sends = this.db.selectFrom('group_notifications');
    if (query.q === '') return sends;
    const pattern = containsPattern(query.q);
    return sends.where((eb) => eb.or([eb(sql<string>`title->>'en'`, 'ilike', pattern), eb(sql<string>`title->>'es'`, 'ilike', pattern)]));
  }
}
