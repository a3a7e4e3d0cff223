import { sql, type Kysely } from 'kysely';

/** The tables of the course content the learner rules read with a learner's record (learnerRecordRepository.ts). */
export const versionedContentTables = ['courses', 'course_countries', 'lessons', 'exams'] as const;

/**
 * The version of that content: a new random value on every change of those tables, set by a trigger in the
 * changing statement's own transaction, so no code path can forget it; a rolled-back change's value is never
 * seen again. The trigger runs before the statement: a transaction takes the version's row lock before any
 * content row, so content changes take turns and never wait on each other in a circle. A server keeps the
 * content between requests and the record statement sends it again only when the version it holds is no
 * longer the database's. A restore brings back the backup's content and its version together
 * (`tc.restoring`, set by restoreBackup, keeps the trigger out of it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table content_version (
    singleton boolean primary key default true check (singleton),
    version uuid not null default gen_random_uuid()
  )`.execute(db);
  await sql`insert into content_version default values`.execute(db);
  await sql`create function bump_content_version() returns trigger language plpgsql as $$
    begin
      if coalesce(current_setting('tc.restoring', true), '') = 'on' then return null; end if;
      update content_version set version = gen_random_uuid();
      return null;
    end
  $$`.execute(db);
  for (const table of versionedContentTables) {
    await sql`create trigger ${sql.id(`${table}_content_version`)} before insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function bump_content_version()`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of versionedContentTables) await sql`drop trigger ${sql.id(`${table}_content_version`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function bump_content_version()`.execute(db);
  await sql`drop table content_version`.execute(db);
}
