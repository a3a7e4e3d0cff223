import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, notifications to a group: one row per send (the texts in both languages, the group as it
 * was chosen, who sent it and how many it reached); each recipient's copy is a row of `notifications`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('body', 'jsonb', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('recipient_group', 'jsonb', (col) => col.notNull())
    .addColumn('sent_by_id', 'uuid')
    .addColumn('sent_by_account', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .addColumn('recipients', 'integer', (col) => col.notNull())
    .addColumn('by_email', 'integer', (col) => col.notNull())
    .execute();
  await sql`create index group_notifications_sent_idx on group_notifications (sent_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_notifications').execute();
}
