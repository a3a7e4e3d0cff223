import type { Kysely } from 'kysely';

/**
 * Issue 13, the console's Documents section: a document may be unpublished (published_at null) and
 * written in a language before its PDF is uploaded (file columns null); learners see only published
 * documents with an English file, in a language only when its file is there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('documents').alterColumn('published_at', (col) => col.dropNotNull()).execute();
  await db.schema.alterTable('documents').addColumn('updated_at', 'timestamptz').execute();
  for (const column of ['file_key', 'file_name', 'file_size', 'page_count']) {
    await db.schema.alterTable('document_files').alterColumn(column, (col) => col.dropNotNull()).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.deleteFrom('document_files' as never).where('file_key' as never, 'is', null).execute();
  await db.deleteFrom('documents' as never).where('published_at' as never, 'is', null).execute();
  for (const column of ['file_key', 'file_name', 'file_size', 'page_count']) {
    await db.schema.alterTable('document_files').alterColumn(column, (col) => col.setNotNull()).execute();
  }
  await db.schema.alterTable('documents').dropColumn('updated_at').execute();
  await db.schema.alterTable('documents').alterColumn('published_at', (col) => col.setNotNull()).execute();
}
