import { sql, type Kysely } from 'kysely';

/**
 * A message to a group says the language staff wrote it in (its other language is an optional
 * translation); sends from before were all written in English, the only text the console required.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('group_notifications')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('group_notifications').dropColumn('language').execute();
}
