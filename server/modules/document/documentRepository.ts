import { sql, type Kysely, type NotNull } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';
import type { Database } from '../../db/schema';

/** A document as one reader sees it: the file of their language, or the English one. */
export type DocumentView = {
  document_id: string;
  category_slug: string;
  category_title: LocalizedText;
  title: string;
  description: string;
  language: Language;
  file_key: string;
  file_name: string;
  file_size: number;
  page_count: number;
  published_at: Date;
};

type Narrowed = { file_key: NotNull; file_name: NotNull; file_size: NotNull; page_count: NotNull; published_at: NotNull };

export type DocumentFilter = { versionCode: string; language: Language; categorySlug?: string; tsquery?: string; offset: number; limit: number };

/** Documents, their categories and files (built from the root handle or a transaction). */
export class DocumentRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Published documents offered in a country, each joined to exactly one uploaded file: `language`,
   * else English (a language whose PDF is not uploaded yet counts as missing).
   */
  private offered(versionCode: string, language: Language) {
    return this.db
      .selectFrom('documents as d')
      .innerJoin('document_countries as dc', (join) => join.onRef('dc.document_id', '=', 'd.id').on('dc.version_code', '=', versionCode))
      .innerJoin('document_categories as c', 'c.id', 'd.category_id')
      .innerJoin('document_files as f', 'f.document_id', 'd.id')
      .where('d.published_at', 'is not', null)
      .where('f.file_key', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('f.language', '=', language),
          eb.and([
            eb('f.language', '=', 'en'),
            eb.not(
              eb.exists(
                eb
                  .selectFrom('document_files as translated')
                  .select('translated.document_id')
                  .whereRef('translated.document_id', '=', 'd.id')
                  .where('translated.language', '=', language)
                  .where('translated.file_key', 'is not', null),
              ),
            ),
          ]),
        ]),
      );
  }

  private filtered(filter: DocumentFilter) {
    let query = this.offered(filter.versionCode, filter.language);
    if (filter.categorySlug) query = query.where('c.slug', '=', filter.categorySlug);
    if (filter.tsquery) query = query.where(sql<boolean>`f.search @@ to_tsquery('simple', ${filter.tsquery})`);
    return query;
  }

  async list(filter: DocumentFilter): Promise<{ rows: DocumentView[]; total: number }> {
    const rows = await this.filtered(filter)
      .select([
        'd.id as document_id',
        'c.slug as category_slug',
        'c.title as category_title',
        'f.title',
        'f.description',
        'f.language',
        'f.file_key',
        'f.file_name',
        'f.file_size',
        'f.page_count',
        'd.published_at',
      ])
      .$narrowType<Narrowed>()
      .orderBy('c.position')
      .orderBy('d.position')
      .orderBy('d.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    const { total } = await this.filtered(filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return { rows, total };
  }

  async find(documentId: string, versionCode: string, language: Language): Promise<DocumentView | undefined> {
    return this.offered(versionCode, language)
      .where('d.id', '=', documentId)
      .select([
        'd.id as document_id',
        'c.slug as category_slug',
        'c.title as category_title',
        'f.title',
        'f.description',
        'f.language',
        'f.file_key',
        'f.file_name',
        'f.file_size',
        'f.page_count',
        'd.published_at',
      ])
      .$narrowType<Narrowed>()
      .executeTakeFirst();
  }

  async languagesOf(documentId: string): Promise<Language[]> {
    const rows = await this.db.selectFrom('document_files').select('language').where('document_id', '=', documentId).where('file_key', 'is not', null).orderBy('language').execute();
    return rows.map((row) => row.language);
  }

  /** The file of one language exactly (a signed preview names its language). */
  findFile(documentId: string, language: Language) {
    return this.db
      .selectFrom('document_files as f')
      .innerJoin('documents as d', 'd.id', 'f.document_id')
      .select(['f.file_key', 'f.file_name'])
      .where('f.document_id', '=', documentId)
      .where('f.language', '=', language)
      .where('d.published_at', 'is not', null)
      .where('f.file_key', 'is not', null)
      .$narrowType<{ file_key: NotNull; file_name: NotNull }>()
      .executeTakeFirst();
  }

  /** Every category with how many documents the country has in it. */
  categories(versionCode: string) {
    return this.db
      .selectFrom('document_categories as c')
      .leftJoin('documents as d', (join) => join.onRef('d.category_id', '=', 'c.id').on('d.published_at', 'is not', null))
      .leftJoin('document_countries as dc', (join) => join.onRef('dc.document_id', '=', 'd.id').on('dc.version_code', '=', versionCode))
      .select(['c.slug', 'c.title', sql<number>`count(dc.document_id)::int`.as('document_count')])
      .groupBy(['c.id', 'c.slug', 'c.title', 'c.position'])
      .orderBy('c.position')
      .execute();
  }
}
