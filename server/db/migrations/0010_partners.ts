import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: partner applications, companies and their technicians' invitations, the audit log of
 * admin actions, users that belong to a company (and must change a generated password), and partner
 * certificates, which belong to no course.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('companies')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('company_number', 'text', (col) => col.notNull())
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addColumn('website', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('roles', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('partner_applications')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company', 'text', (col) => col.notNull())
    .addColumn('company_number', 'text', (col) => col.notNull())
    // Typed spellings differ ("AB 123" / "ab-123"): duplicates are found on this key.
    .addColumn('company_key', 'text', (col) => col.notNull())
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('website', 'text', (col) => col.notNull())
    .addColumn('roles', 'jsonb', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('pending', 'approved', 'rejected')`))
    .addColumn('submitted_at', 'timestamptz', (col) => col.notNull())
    .addColumn('decided_at', 'timestamptz')
    .addColumn('decided_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('rejection_reason', 'text')
    .addColumn('company_id', 'uuid', (col) => col.references('companies.id').onDelete('set null'))
    .execute();
  // A company or an address has one open or approved application; after a rejection it may apply again.
  await sql`create unique index partner_applications_email_key on partner_applications (lower(email)) where status <> 'rejected'`.execute(db);
  await sql`create unique index partner_applications_company_key on partner_applications (company_key) where status <> 'rejected'`.execute(db);
  await db.schema.createIndex('partner_applications_status_idx').on('partner_applications').columns(['status', 'submitted_at']).execute();

  await db.schema.alterTable('users').addColumn('company_id', 'uuid', (col) => col.references('companies.id').onDelete('set null')).execute();
  await db.schema.alterTable('users').addColumn('company_admin', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('users').addColumn('must_change_password', 'boolean', (col) => col.notNull().defaultTo(false)).execute();
  await db.schema.createIndex('users_company_idx').on('users').column('company_id').execute();

  await db.schema
    .createTable('company_invitations')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('company_id', 'uuid', (col) => col.notNull().references('companies.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('installer', 'sales', 'designer')`))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('invited_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('accepted_at', 'timestamptz')
    .addColumn('accepted_user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('company_invitations_company_idx').on('company_invitations').columns(['company_id', 'created_at']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('actor_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    // Kept as written: the account stays readable after the user is gone.
    .addColumn('actor_account', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('details', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_type', 'target_id']).execute();

  // A partner certificate certifies a company, not a course; one per company.
  await db.schema.alterTable('certificates').alterColumn('course_id', (col) => col.dropNotNull()).execute();
  await db.schema.alterTable('certificates').addColumn('company_id', 'uuid', (col) => col.references('companies.id').onDelete('cascade')).execute();
  await db.schema.createIndex('certificates_company_key').on('certificates').column('company_id').unique().execute();
  await sql`alter table certificates add constraint certificates_kind_subject check ((kind = 'course' and course_id is not null) or (kind = 'partner' and company_id is not null))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table certificates drop constraint certificates_kind_subject`.execute(db);
  await sql`delete from certificates where kind = 'partner'`.execute(db);
  await db.schema.dropIndex('certificates_company_key').execute();
  await db.schema.alterTable('certificates').dropColumn('company_id').execute();
  await db.schema.alterTable('certificates').alterColumn('course_id', (col) => col.setNotNull()).execute();
  await db.schema.dropTable('audit_log').execute();
  await db.schema.dropTable('company_invitations').execute();
  await db.schema.dropIndex('users_company_idx').execute();
  for (const column of ['must_change_password', 'company_admin', 'company_id']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema.dropTable('partner_applications').execute();
  await db.schema.dropTable('companies').execute();
}
