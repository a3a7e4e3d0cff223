import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, admin console (users and audit log): deactivated accounts, attempts an administrator
 * reset (kept for history and statistics, no longer counted by the rules), and the audit log's
 * filters (actor, action).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('deactivated_at', 'timestamptz').execute();
  await db.schema.alterTable('exam_attempts').addColumn('reset_at', 'timestamptz').execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_account', 'created_at']).execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
  await sql`create index users_name_idx on users (lower(name))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_name_idx').execute();
  await db.schema.dropIndex('audit_log_action_idx').execute();
  await db.schema.dropIndex('audit_log_actor_idx').execute();
  await db.schema.alterTable('exam_attempts').dropColumn('reset_at').execute();
  await db.schema.alterTable('users').dropColumn('deactivated_at').execute();
}
