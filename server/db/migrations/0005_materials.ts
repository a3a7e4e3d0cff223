import { sql, type Kysely } from 'kysely';

/**
 * Issue 10: the digital materials package. Terms of use with versions, agreements (a user, or an
 * anonymous browser session bound to a partner website), the files, partner websites and a record
 * of every download.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('partner_websites')
    .addColumn('website', 'text', (col) => col.primaryKey())
    .addColumn('company_name', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();

  // One row per version and language; the current version is the highest.
  await db.schema
    .createTable('material_terms')
    .addColumn('version', 'integer', (col) => col.notNull().check(sql`version > 0`))
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('material_terms_pkey', ['version', 'lang'])
    .execute();

  await db.schema
    .createTable('material_files')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('storage_key', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('file_size', 'bigint', (col) => col.notNull().check(sql`file_size >= 0`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute();
  // Every sort of the table pages on an index (the id breaks ties), with or without the language filter.
  for (const column of ['file_name', 'created_at', 'file_size', 'language']) {
    await db.schema.createIndex(`material_files_${column}_idx`).on('material_files').columns([column, 'id']).execute();
    if (column !== 'language') await db.schema.createIndex(`material_files_language_${column}_idx`).on('material_files').columns(['language', column, 'id']).execute();
  }
  // Search looks in names and descriptions case-insensitively.
  await sql`create index material_files_search_idx on material_files (lower(file_name), lower(description))`.execute(db);

  // An anonymous visitor of one partner website: the browser holds the token, we keep its hash.
  await db.schema
    .createTable('material_sessions')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('website', 'text', (col) => col.notNull().references('partner_websites.website').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('material_agreements')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('terms_version', 'integer', (col) => col.notNull())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('session_id', 'uuid', (col) => col.references('material_sessions.id').onDelete('cascade'))
    .addColumn('website', 'text', (col) => col.references('partner_websites.website').onDelete('cascade'))
    .addColumn('agreed_at', 'timestamptz', (col) => col.notNull())
    // A user agrees in the portal; a browser session agrees on its one website.
    .addCheckConstraint('material_agreements_owner', sql`(user_id is not null and session_id is null) or (user_id is null and session_id is not null and website is not null)`)
    .execute();
  // Agreeing twice (or fifty times at once) keeps one row per version.
  await sql`create unique index material_agreements_user_key on material_agreements (user_id, terms_version) where user_id is not null`.execute(db);
  await sql`create unique index material_agreements_session_key on material_agreements (session_id, terms_version) where session_id is not null`.execute(db);

  await db.schema
    .createTable('material_downloads')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('website', 'text', (col) => col.references('partner_websites.website').onDelete('set null'))
    .addColumn('terms_version', 'integer', (col) => col.notNull())
    .addColumn('file_count', 'integer', (col) => col.notNull())
    .addColumn('downloaded_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('material_downloads_time_idx').on('material_downloads').column('downloaded_at').execute();
  await db.schema
    .createTable('material_download_files')
    .addColumn('download_id', 'uuid', (col) => col.notNull().references('material_downloads.id').onDelete('cascade'))
    .addColumn('file_id', 'uuid', (col) => col.notNull().references('material_files.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('material_download_files_pkey', ['download_id', 'file_id'])
    .execute();
  await db.schema.createIndex('material_download_files_file_idx').on('material_download_files').column('file_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['material_download_files', 'material_downloads', 'material_agreements', 'material_sessions', 'material_files', 'material_terms', 'partner_websites']) {
    await db.schema.dropTable(table).execute();
  }
}
