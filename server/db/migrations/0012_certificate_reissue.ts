import type { Kysely } from 'kysely';

/**
 * Issue 13 (admin console): a reissued certificate points at the one it replaces; the unique key
 * makes a reissue happen once however many requests race.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('certificates').addColumn('reissued_from', 'uuid', (col) => col.references('certificates.id').onDelete('set null')).execute();
  await db.schema.createIndex('certificates_reissued_from_key').on('certificates').column('reissued_from').unique().execute();
  // The console and the reports sort and count certificates by issue date.
  await db.schema.createIndex('certificates_issued_at_idx').on('certificates').column('issued_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('certificates_issued_at_idx').execute();
  await db.schema.dropIndex('certificates_reissued_from_key').execute();
  await db.schema.alterTable('certificates').dropColumn('reissued_from').execute();
}
