import { sql, type Kysely } from 'kysely';

/**
 * Which parts of a lesson video were watched, not only how long (`lesson_progress.watched_ranges`), so a part
 * watched twice counts once. A row from before held only the watched time: it becomes one part from the start,
 * the viewing that time most often was (the resume position assumed it too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lesson_progress').addColumn('watched_ranges', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`)).execute();
  await sql`update lesson_progress set watched_ranges = jsonb_build_array(jsonb_build_array(0, watched_seconds)) where watched_seconds > 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lesson_progress').dropColumn('watched_ranges').execute();
}
