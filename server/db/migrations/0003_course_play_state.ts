import { sql, type Kysely } from 'kysely';

/**
 * Issue 7: a lesson's watched time is measured from a `play` report (`lesson_progress.playing`), and
 * a course's length is the sum of its lesson videos (the authored `courses.total_minutes` goes), and
 * an attempt keeps its number in its cycle or round (`exam_attempts.attempt_number`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('lesson_progress').addColumn('playing', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('courses').dropColumn('total_minutes').execute();
  await db.schema.alterTable('exam_attempts').addColumn('attempt_number', 'integer', (col) => col.notNull().defaultTo(1).check(sql`attempt_number > 0`)).execute();
  await sql`update exam_attempts set attempt_number = numbered.n
    from (select id, row_number() over (partition by user_id, exam_id, cycle order by started_at, id)::int as n from exam_attempts) as numbered
    where numbered.id = exam_attempts.id`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('exam_attempts').dropColumn('attempt_number').execute();
  await db.schema.alterTable('courses').addColumn('total_minutes', 'integer', (col) => col.notNull().defaultTo(0).check(sql`total_minutes >= 0`)).execute();
  await db.schema.alterTable('lesson_progress').dropColumn('playing').execute();
}
