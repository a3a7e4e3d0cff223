import { sql, type Kysely } from 'kysely';

/**
 * An invitation says the language its e-mails are written in (the company admin chooses it for the
 * technician); invitations from before were mailed in the inviter's language, so they keep it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('company_invitations')
    .addColumn('language', 'text', (col) => col.notNull().defaultTo('en').check(sql`language in ('en', 'es')`))
    .execute();
  await sql`
    update company_invitations set language = inviter.lang
    from users inviter
    where inviter.id = company_invitations.invited_by and inviter.lang in ('en', 'es')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('company_invitations').dropColumn('language').execute();
}
