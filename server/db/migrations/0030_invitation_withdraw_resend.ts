import { sql, type Kysely } from 'kysely';

/**
 * A company admin withdraws an invitation (`withdrawn_at`: its link stops working) or sends it again
 * with a fresh link (the old link's hash is kept in `company_invitation_replaced_links`, so a visitor
 * with it is told a newer e-mail holds the link). An address has at most one open invitation per
 * company (not accepted, not withdrawn: a partial unique index), so inviting it again is refused.
 * Before, a new invitation ended the older link by moving its expiry to that moment: those older
 * links of an address count as withdrawn, at the moment they were ended; the newest stays open.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_invitations').addColumn('withdrawn_at', 'timestamptz').execute();
  await sql`
    update company_invitations older set withdrawn_at = older.expires_at
    where older.accepted_at is null
      and exists (
        select 1 from company_invitations newer
        where newer.company_id = older.company_id and lower(newer.email) = lower(older.email) and newer.accepted_at is null
          and (newer.created_at > older.created_at or (newer.created_at = older.created_at and newer.id > older.id))
      )`.execute(db);
  await sql`create unique index company_invitations_open_email_key on company_invitations (company_id, lower(email)) where accepted_at is null and withdrawn_at is null`.execute(db);

  await db.schema
    .createTable('company_invitation_replaced_links')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('invitation_id', 'uuid', (col) => col.notNull().references('company_invitations.id').onDelete('cascade'))
    .addColumn('replaced_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('company_invitation_replaced_links_invitation_idx').on('company_invitation_replaced_links').column('invitation_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('company_invitation_replaced_links').execute();
  await db.schema.dropIndex('company_invitations_open_email_key').execute();
  await db.schema.alterTable('company_invitations').dropColumn('withdrawn_at').execute();
}
