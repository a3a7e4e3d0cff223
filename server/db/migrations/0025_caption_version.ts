import { sql, type Kysely } from 'kysely';

/**
 * A lesson's captions get a version that every upload and removal moves on: it goes into the caption URLs, so a
 * replaced file has a new URL and browsers may keep a file as long as its video instead of a few minutes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lessons').addColumn('caption_version', 'integer', (col) => col.notNull().defaultTo(sql`0`)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lessons').dropColumn('caption_version').execute();
}
