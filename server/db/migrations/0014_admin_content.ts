import type { Kysely } from 'kysely';

/**
 * Issue 13, the console's content sections: a notice can be corrected (updated_at) and taken down
 * (unpublished_at); readers see only notices that are not taken down.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').addColumn('updated_at', 'timestamptz').execute();
  await db.schema.alterTable('notices').addColumn('unpublished_at', 'timestamptz').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('unpublished_at').execute();
  await db.schema.alterTable('notices').dropColumn('updated_at').execute();
}
