import type { Kysely } from 'kysely';

/** Issue 13, the console's Instructors section: an instructor can be corrected (updated_at) and deactivated (deactivated_at); learners see only active ones. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('instructors').addColumn('updated_at', 'timestamptz').execute();
  await db.schema.alterTable('instructors').addColumn('deactivated_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('instructors').dropColumn('deactivated_at').execute();
  await db.schema.alterTable('instructors').dropColumn('updated_at').execute();
}
