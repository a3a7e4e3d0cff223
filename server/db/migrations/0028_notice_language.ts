import { sql, type Kysely } from 'kysely';

/**
 * A notice says the language its one text is written in (the console asks for it); notices from before
 * were all written in English, the only language the console offered.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notices')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('language').execute();
}
