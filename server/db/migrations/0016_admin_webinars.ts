import type { Kysely } from 'kysely';

/** Issue 13, the console's Webinars section: a webinar can be corrected (updated_at) and cancelled (cancelled_at); learners see only webinars not cancelled. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webinars').addColumn('updated_at', 'timestamptz').execute();
  await db.schema.alterTable('webinars').addColumn('cancelled_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('webinars').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('webinars').dropColumn('updated_at').execute();
}
