import { sql, type Kysely } from 'kysely';

/** The exams' questions and options: content too, kept per content version by the servers (examRepository.ts). */
export const versionedQuestionTables = ['questions', 'question_options'] as const;

/**
 * Moves the content version (0021_content_version) with every change of the questions too. The editor already
 * updates the exam's row with every change of its questions; the trigger makes the version move however the
 * questions change, so a server may keep an exam's pool by content version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedQuestionTables) {
    await sql`create trigger ${sql.id(`${table}_content_version`)} before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedQuestionTables) await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
}
