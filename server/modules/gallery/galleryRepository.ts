import { sql, type Kysely } from 'kysely';
import type { GalleryKind } from '../../../src/contract/document';
import type { Language } from '../../../src/contract/languages';
import type { Database } from '../../db/schema';

/** A video or an image as one viewer sees it: the file of their language, or the English one. */
export type GalleryView = {
  item_id: string;
  title: string;
  description: string;
  language: Language;
  content_type: string;
  width: number;
  height: number;
  duration_seconds: number | null;
  published_at: Date;
};

export type GalleryFilter = { versionCode: string; language: Language; kind: GalleryKind; featuredOnly: boolean; offset: number; limit: number };

/** Featured videos and images (built from the root handle or a transaction). */
export class GalleryRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Items offered in a country, each joined to exactly one file: `language`, else English. */
  private offered(filter: Pick<GalleryFilter, 'versionCode' | 'language' | 'kind' | 'featuredOnly'>) {
    let query = this.db
      .selectFrom('gallery_items as g')
      .innerJoin('gallery_countries as gc', (join) => join.onRef('gc.item_id', '=', 'g.id').on('gc.version_code', '=', filter.versionCode))
      .innerJoin('gallery_files as f', 'f.item_id', 'g.id')
      .where('g.kind', '=', filter.kind)
      .where((eb) =>
        eb.or([
          eb('f.language', '=', filter.language),
          eb.and([
            eb('f.language', '=', 'en'),
            eb.not(eb.exists(eb.selectFrom('gallery_files as translated').select('translated.item_id').whereRef('translated.item_id', '=', 'g.id').where('translated.language', '=', filter.language))),
          ]),
        ]),
      );
    if (filter.featuredOnly) query = query.where('g.featured', '=', true);
    return query;
  }

  async list(filter: GalleryFilter): Promise<{ rows: GalleryView[]; total: number }> {
    const rows = await this.offered(filter)
      .select(['g.id as item_id', 'f.title', 'f.description', 'f.language', 'f.content_type', 'f.width', 'f.height', 'f.duration_seconds', 'g.published_at'])
      .orderBy('g.position')
      .orderBy('g.id')
      .offset(filter.offset)
      .limit(filter.limit)
      .execute();
    const { total } = await this.offered(filter).select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow();
    return { rows, total };
  }

  /** The file of one language exactly (a signed address names its language). */
  findFile(itemId: string, language: Language) {
    return this.db
      .selectFrom('gallery_files')
      .select(['file_key', 'file_name', 'content_type', 'poster_key'])
      .where('item_id', '=', itemId)
      .where('language', '=', language)
      .executeTakeFirst();
  }
}
