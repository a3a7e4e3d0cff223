import { sql, type Kysely } from 'kysely';

/**
 * A business partner certificate may be reissued (a new serial, a new term): the company's first certificate stays
 * unique, so racing approvals still issue one, and each reissue points back at the one it replaces (`reissued_from`,
 * unique since `0012_certificate_reissue`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('certificates_company_key').execute();
  await sql`create unique index certificates_company_key on certificates (company_id) where reissued_from is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('certificates_company_key').execute();
  await db.schema.createIndex('certificates_company_key').on('certificates').column('company_id').unique().execute();
}
