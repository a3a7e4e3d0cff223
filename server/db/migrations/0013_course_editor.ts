import { sql, type Kysely } from 'kysely';

/**
 * Issue 13, the course editor: a course is published or a draft (existing courses stay published), it
 * names the language it is taught in, and an exam's questions come in versions: changing the
 * questions adds a version, and each attempt keeps the version it was drawn from.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('courses').addColumn('published', 'boolean', (col) => col.notNull().defaultTo(true)).execute();
  await db.schema.alterTable('courses').addColumn('language', 'text', (col) => col.notNull().defaultTo('en')).execute();
  await db.schema.alterTable('exams').addColumn('question_version', 'integer', (col) => col.notNull().defaultTo(1).check(sql`question_version > 0`)).execute();
  await db.schema.alterTable('questions').addColumn('question_version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  await db.schema.alterTable('exam_attempts').addColumn('question_version', 'integer', (col) => col.notNull().defaultTo(1)).execute();
  // Positions repeat across versions of one exam: unique within a version.
  await db.schema.alterTable('questions').dropConstraint('questions_exam_position_key').execute();
  await db.schema.alterTable('questions').addUniqueConstraint('questions_exam_version_position_key', ['exam_id', 'question_version', 'position']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('questions').dropConstraint('questions_exam_version_position_key').execute();
  // Only the first version's questions fit the old constraint.
  await sql`delete from questions where question_version > 1`.execute(db);
  await db.schema.alterTable('questions').addUniqueConstraint('questions_exam_position_key', ['exam_id', 'position']).execute();
  await db.schema.alterTable('exam_attempts').dropColumn('question_version').execute();
  await db.schema.alterTable('questions').dropColumn('question_version').execute();
  await db.schema.alterTable('exams').dropColumn('question_version').execute();
  await db.schema.alterTable('courses').dropColumn('language').execute();
  await db.schema.alterTable('courses').dropColumn('published').execute();
}
