import { sql, type Kysely } from 'kysely';

/** Accounts, country versions, sessions, verification codes, throttle, outbox (issue 1). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('country_versions')
    .addColumn('version_code', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('account', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('company_number', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('audience', 'text', (col) => col.notNull().check(sql`audience in ('installer', 'sales', 'designer')`))
    .addColumn('role', 'text', (col) => col.notNull().check(sql`role in ('learner', 'admin')`))
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Accounts are unique regardless of case, so "Demo.Learner" cannot shadow "demo.learner".
  await db.schema.createIndex('users_account_key').on('users').unique().expression(sql`lower(account)`).execute();
  await db.schema.createIndex('users_email_idx').on('users').expression(sql`lower(email)`).execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('pdf_token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('remember_me', 'boolean', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('verification_codes')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('verification_codes_email_idx').on('verification_codes').column('email').execute();

  await db.schema
    .createTable('throttle_hits')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('throttle_hits_key_idx').on('throttle_hits').columns(['key', 'created_at']).execute();

  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('to', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('app_state')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['app_state', 'outbox', 'throttle_hits', 'verification_codes', 'sessions', 'users', 'country_versions']) {
    await db.schema.dropTable(table).execute();
  }
}
