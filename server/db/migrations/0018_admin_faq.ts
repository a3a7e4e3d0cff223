import { sql, type Kysely } from 'kysely';

/** Issue 13, the console's FAQ section: an entry is published or a draft (learners see only published ones) and keeps when it was last edited. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('faq_entries').addColumn('published_at', 'timestamptz').execute();
  await db.schema.alterTable('faq_entries').addColumn('updated_at', 'timestamptz').execute();
  // Entries learners could already read stay published.
  await sql`update faq_entries set published_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('faq_entries').dropColumn('updated_at').execute();
  await db.schema.alterTable('faq_entries').dropColumn('published_at').execute();
}
