import { sql, type Kysely } from 'kysely';

/** Issue 10: documents in categories and the video/image gallery, per country version, one file per language. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('document_categories')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('title', 'jsonb', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('category_id', 'uuid', (col) => col.notNull().references('document_categories.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('documents_category_idx').on('documents').columns(['category_id', 'position']).execute();

  await db.schema
    .createTable('document_countries')
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addPrimaryKeyConstraint('document_countries_pkey', ['document_id', 'version_code'])
    .execute();
  await db.schema.createIndex('document_countries_version_idx').on('document_countries').columns(['version_code', 'document_id']).execute();

  await db.schema
    .createTable('document_files')
    .addColumn('document_id', 'uuid', (col) => col.notNull().references('documents.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull().check(sql`file_size >= 0`))
    .addColumn('page_count', 'integer', (col) => col.notNull().check(sql`page_count > 0`))
    // 'simple': no stemming, so a word typed in either language finds itself; the list searches by prefix.
    .addColumn('search', sql`tsvector`, (col) => col.generatedAlwaysAs(sql`to_tsvector('simple', title || ' ' || description)`).stored())
    .addPrimaryKeyConstraint('document_files_pkey', ['document_id', 'language'])
    .execute();
  await sql`create index document_files_search_idx on document_files using gin (search)`.execute(db);

  await db.schema
    .createTable('gallery_items')
    .addColumn('id', 'uuid', (col) => col.primaryKey())
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('video', 'image')`))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('gallery_items_kind_idx').on('gallery_items').columns(['kind', 'position']).execute();

  await db.schema
    .createTable('gallery_countries')
    .addColumn('item_id', 'uuid', (col) => col.notNull().references('gallery_items.id').onDelete('cascade'))
    .addColumn('version_code', 'text', (col) => col.notNull().references('country_versions.version_code'))
    .addPrimaryKeyConstraint('gallery_countries_pkey', ['item_id', 'version_code'])
    .execute();
  await db.schema.createIndex('gallery_countries_version_idx').on('gallery_countries').columns(['version_code', 'item_id']).execute();

  await db.schema
    .createTable('gallery_files')
    .addColumn('item_id', 'uuid', (col) => col.notNull().references('gallery_items.id').onDelete('cascade'))
    .addColumn('language', 'text', (col) => col.notNull().check(sql`language in ('en', 'es')`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('file_key', 'text', (col) => col.notNull())
    .addColumn('file_name', 'text', (col) => col.notNull())
    .addColumn('file_size', 'integer', (col) => col.notNull().check(sql`file_size >= 0`))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull().check(sql`width > 0`))
    .addColumn('height', 'integer', (col) => col.notNull().check(sql`height > 0`))
    .addColumn('duration_seconds', 'integer', (col) => col.check(sql`duration_seconds > 0`))
    .addColumn('poster_key', 'text')
    .addPrimaryKeyConstraint('gallery_files_pkey', ['item_id', 'language'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['gallery_files', 'gallery_countries', 'gallery_items', 'document_files', 'document_countries', 'documents', 'document_categories']) {
    await db.schema.dropTable(table).execute();
  }
}
