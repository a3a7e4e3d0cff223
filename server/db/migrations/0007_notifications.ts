import { sql, type Kysely } from 'kysely';

/**
 * Issue 11: notifications (one row per user and event, rendered in the reader's language from
 * `params`), the e-mail preference, notices written by admins (sanitised HTML), webinars and the
 * "webinar tomorrow" claims that make one node send them once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('notify_by_email', 'boolean', (col) => col.notNull().defaultTo(true)).execute();
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('params', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notifications_user_created_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  await sql`create index notifications_user_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await db.schema
    .createTable('notices')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body_html', 'text', (col) => col.notNull())
    .addColumn('author_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('notices_published_idx').on('notices').columns(['published_at', 'id']).execute();
  await db.schema
    .createTable('webinars')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .addColumn('description', 'jsonb', (col) => col.notNull())
    .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
    .addColumn('duration_minutes', 'integer', (col) => col.notNull().check(sql`duration_minutes > 0`))
    .addColumn('join_url', 'text', (col) => col.notNull())
    .addColumn('recording_url', 'text')
    .execute();
  await db.schema.createIndex('webinars_starts_idx').on('webinars').column('starts_at').execute();
  await db.schema
    .createTable('webinar_reminders')
    .addColumn('webinar_id', 'uuid', (col) => col.primaryKey().references('webinars.id').onDelete('cascade'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webinar_reminders').execute();
  await db.schema.dropTable('webinars').execute();
  await db.schema.dropTable('notices').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.alterTable('users').dropColumn('notify_by_email').execute();
}
