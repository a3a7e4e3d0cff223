import { sql, type Kysely } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';
import type { Database } from '../../db/schema';
import { containsPattern } from '../../lib/likePattern';

export type AdminDocumentRow = { id: string; category_id: string; category_title: LocalizedText; published_at: Date | null; updated_at: Date | null };
export type AdminFileRow = {
  document_id: string;
  language: Language;
  title: string;
  description: string;
  file_key: string | null;
  file_name: string | null;
  file_size: number | null;
  page_count: number | null;
};
export type AdminDocumentFilter = {
  q?: string;
  categoryId?: string;
  language?: Language;
  published: 'all' | 'published' | 'unpublished';
  sort: 'title' | '-title' | 'category' | '-category' | 'updated' | '-updated';
  offset: number;
  limit: number;
};

/** The console's reads and writes of documents and categories (built from the root handle or a transaction). */
export class DocumentAdminRepository {
  constructor(private readonly db: Kysely<Database>) {}

  private filtered(filter: AdminDocumentFilter) {
    let query = this.db
      .selectFrom('documents as d')
      .innerJoin('document_categories as c', 'c.id', 'd.category_id')
      .innerJoin('document_files as en', (join) => join.onRef('en.document_id', '=', 'd.id').on('en.language', '=', 'en'));
    if (filter.categoryId) query = query.where('d.category_id', '=', filter.categoryId);
    if (filter.published === 'published') query = query.where('d.published_at', 'is not', null);
    if (filter.published === 'unpublished') query = query.where('d.published_at', 'is', null);
    const { language, q } = filter;
    if (language) {
      query = query.where(({ exists, selectFrom }) =>
        exists(selectFrom('document_files as l').select('l.document_id').whereRef('l.document_id', '=', 'd.id').where('l.language', '=', language).where('l.file_key', 'is not', null)),
      );
    }
    if (q) {
      const pattern = containsPattern(q);
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('document_files as t')
            .select('t.document_id')
            .whereRef('t.document_id', '=', 'd.id')
            .where((inner) => inner.or([inner('t.title', 'ilike', pattern), inner('t.description', 'ilike', pattern), inner('t.file_name', 'ilike', pattern)])),
        ),
      );
    }
    return query;
  }

  async page(filter: AdminDocumentFilter): Promise<{ rows: AdminDocumentRow[]; total: number }> {
    const direction = filter.sort.startsWith('-') ? 'desc' : 'asc';
    const key = filter.sort.replace('-', '');
    let query = this.filtered(filter).select(['d.id', 'd.category_id', 'c.title as category_title', 'd.published_at', 'd.updated_at']);
    if (key === 'title') query = query.orderBy(sql`lower(en.title)`, direction);
    else if (key === 'category') query = query.orderBy('c.position', direction).orderBy('d.position', direction);
    else query = query.orderBy(sql`coalesce(d.updated_at, d.published_at)`, (order) => (direction === 'asc' ? order.asc() : order.desc()).nullsLast());
    const rows = await query.orderBy('d.id').offset(filter.offset).limit(filter.limit).execute();
    const { total } = await this.filtered(filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return { rows, total };
  }

  one(documentId: string): Promise<AdminDocumentRow | undefined> {
    return this.db
      .selectFrom('documents as d')
      .innerJoin('document_categories as c', 'c.id', 'd.category_id')
      .select(['d.id', 'd.category_id', 'c.title as category_title', 'd.published_at', 'd.updated_at'])
      .where('d.id', '=', documentId)
      .executeTakeFirst();
  }

  /** Locks the document for a change (two changes of one document run one after the other). */
  lock(documentId: string) {
    return this.db.selectFrom('documents').select(['id', 'published_at']).where('id', '=', documentId).forUpdate().executeTakeFirst();
  }

  filesOf(documentIds: string[]): Promise<AdminFileRow[]> {
    if (documentIds.length === 0) return Promise.resolve([]);
    return this.db
      .selectFrom('document_files')
      .select(['document_id', 'language', 'title', 'description', 'file_key', 'file_name', 'file_size', 'page_count'])
      .where('document_id', 'in', documentIds)
      .execute();
  }

  async countriesOf(documentIds: string[]): Promise<Map<string, string[]>> {
    const byDocument = new Map<string, string[]>();
    if (documentIds.length === 0) return byDocument;
    const rows = await this.db.selectFrom('document_countries').select(['document_id', 'version_code']).where('document_id', 'in', documentIds).orderBy('version_code').execute();
    for (const row of rows) byDocument.set(row.document_id, [...(byDocument.get(row.document_id) ?? []), row.version_code]);
    return byDocument;
  }

  async insert(row: { id: string; category_id: string; updated_at: Date }): Promise<void> {
    const { next } = await this.db
      .selectFrom('documents')
      .select(sql<number>`coalesce(max(position), 0)::int + 1`.as('next'))
      .where('category_id', '=', row.category_id)
      .executeTakeFirstOrThrow();
    await this.db.insertInto('documents').values({ ...row, slug: `document-${row.id}`, position: next, published_at: null }).execute();
  }

  async setDocument(documentId: string, changes: { category_id?: string; updated_at: Date; published_at?: Date | null }): Promise<void> {
    await this.db.updateTable('documents').set(changes).where('id', '=', documentId).execute();
  }

  /** Writes a language's texts, keeping its PDF; `null` texts drop the language (with its PDF: the caller has refused that). */
  async setTexts(documentId: string, language: Language, texts: { title: string; description: string } | null): Promise<void> {
    if (!texts) {
      await this.db.deleteFrom('document_files').where('document_id', '=', documentId).where('language', '=', language).execute();
      return;
    }
    await this.db
      .insertInto('document_files')
      .values({ document_id: documentId, language, ...texts })
      .onConflict((oc) => oc.columns(['document_id', 'language']).doUpdateSet(texts))
      .execute();
  }

  async setCountries(documentId: string, versionCodes: string[]): Promise<void> {
    await this.db.deleteFrom('document_countries').where('document_id', '=', documentId).execute();
    await this.db
      .insertInto('document_countries')
      .values(versionCodes.map((version_code) => ({ document_id: documentId, version_code })))
      .execute();
  }

  /** Points a language at a new PDF; answers the key it replaced (undefined: no such language row). */
  async setFile(documentId: string, language: Language, file: { file_key: string; file_name: string; file_size: number; page_count: number }) {
    const before = await this.db
      .selectFrom('document_files')
      .select('file_key')
      .where('document_id', '=', documentId)
      .where('language', '=', language)
      .forUpdate()
      .executeTakeFirst();
    if (!before) return undefined;
    await this.db.updateTable('document_files').set(file).where('document_id', '=', documentId).where('language', '=', language).execute();
    return { replacedKey: before.file_key };
  }

  /** Deletes the document; answers its files' keys, or undefined when it was already gone. */
  async remove(documentId: string): Promise<string[] | undefined> {
    const files = await this.db.selectFrom('document_files').select('file_key').where('document_id', '=', documentId).execute();
    const removed = await this.db.deleteFrom('documents').where('id', '=', documentId).returning('id').executeTakeFirst();
    if (!removed) return undefined;
    return files.flatMap((file) => (file.file_key ? [file.file_key] : []));
  }

  categories() {
    return this.db
      .selectFrom('document_categories as c')
      .leftJoin('documents as d', 'd.category_id', 'c.id')
      .select(['c.id', 'c.title', sql<number>`count(d.id)::int`.as('document_count')])
      .groupBy(['c.id', 'c.title', 'c.position'])
      .orderBy('c.position')
      .execute();
  }

  category(categoryId: string) {
    return this.db.selectFrom('document_categories').select(['id', 'title', 'slug']).where('id', '=', categoryId).forUpdate().executeTakeFirst();
  }

  async insertCategory(row: { id: string; slug: string; title: LocalizedText }): Promise<void> {
    const { next } = await this.db.selectFrom('document_categories').select(sql<number>`coalesce(max(position), 0)::int + 1`.as('next')).executeTakeFirstOrThrow();
    await this.db.insertInto('document_categories').values({ ...row, title: JSON.stringify(row.title), position: next }).execute();
  }

  async renameCategory(categoryId: string, title: LocalizedText): Promise<void> {
    await this.db.updateTable('document_categories').set({ title: JSON.stringify(title) }).where('id', '=', categoryId).execute();
  }

  async documentCount(categoryId: string): Promise<number> {
    const { count } = await this.db.selectFrom('documents').select(sql<number>`count(*)::int`.as('count')).where('category_id', '=', categoryId).executeTakeFirstOrThrow();
    return count;
  }

  async removeCategory(categoryId: string): Promise<boolean> {
    return (await this.db.deleteFrom('document_categories').where('id', '=', categoryId).returning('id').executeTakeFirst()) !== undefined;
  }

  countryVersions() {
    return this.db.selectFrom('country_versions').select(['version_code', 'name']).orderBy('version_code').execute();
  }

  async knownVersions(codes: string[]): Promise<number> {
    const { count } = await this.db.selectFrom('country_versions').select(sql<number>`count(*)::int`.as('count')).where('version_code', 'in', codes).executeTakeFirstOrThrow();
    return count;
  }

  categoryExists(categoryId: string) {
    return this.db.selectFrom('document_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
  }
}
