import { sql, type Selectable } from 'kysely';
import type { FaqEntriesTable } from '../../db/schema';
import type { Db } from '../../db/transaction';

export type FaqEntryRow = Selectable<FaqEntriesTable>;
/** An entry with its 1-based place among every entry of its topic (drafts counted) and the topic's size. */
export type RankedFaqEntry = FaqEntryRow & { place: number; size: number };

export type FaqAdminFilter = { words: string[]; category: string; status: 'all' | 'published' | 'draft'; language: 'all' | 'es' | 'en' };
export type FaqAdminSort = 'order' | 'question' | 'updated';

/** The console's reads and writes of FAQ entries; writes that touch places run with the topic locked. */
export class FaqAdminRepository {
  constructor(private readonly db: Db) {}

  categories() {
    return this.db.selectFrom('faq_categories').select(['key', 'label_en', 'label_es']).orderBy('position').orderBy('key').execute();
  }

  /** Locks the topic row: creating, moving and re-topicking in one topic run one after another, so places never collide. */
  async lockCategory(key: string): Promise<boolean> {
    return (await this.db.selectFrom('faq_categories').select('key').where('key', '=', key).forUpdate().executeTakeFirst()) !== undefined;
  }

  async nextPosition(category: string): Promise<number> {
    const row = await this.db.selectFrom('faq_entries').select(sql<number>`coalesce(max(position), 0) + 1`.as('next')).where('category_key', '=', category).executeTakeFirstOrThrow();
    return Number(row.next);
  }

  find(id: string): Promise<FaqEntryRow | undefined> {
    return this.db.selectFrom('faq_entries').selectAll().where('id', '=', id).executeTakeFirst();
  }

  insert(values: FaqEntryRow): Promise<FaqEntryRow> {
    return this.db.insertInto('faq_entries').values(values).returningAll().executeTakeFirstOrThrow();
  }

  update(id: string, values: Partial<Omit<FaqEntryRow, 'id'>>): Promise<FaqEntryRow | undefined> {
    return this.db.updateTable('faq_entries').set(values).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Publishes or unpublishes once: only the caller that finds it in the other state gets the row. */
  setPublished(id: string, publishedAt: Date | null): Promise<FaqEntryRow | undefined> {
    return this.db
      .updateTable('faq_entries')
      .set({ published_at: publishedAt })
      .where('id', '=', id)
      .where('published_at', publishedAt ? 'is' : 'is not', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** Deletes once: only the one caller that still finds it gets the row back. */
  delete(id: string): Promise<FaqEntryRow | undefined> {
    return this.db.deleteFrom('faq_entries').where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** The topic's entries in their order (run with the topic locked before rewriting places). */
  inCategory(category: string): Promise<FaqEntryRow[]> {
    return this.db.selectFrom('faq_entries').selectAll().where('category_key', '=', category).orderBy('position').orderBy('id').execute();
  }

  /** Writes places 1..n in the given order, touching only rows whose place changed. */
  async renumber(ordered: FaqEntryRow[]): Promise<void> {
    for (const [index, row] of ordered.entries()) {
      if (row.position !== index + 1) await this.db.updateTable('faq_entries').set({ position: index + 1 }).where('id', '=', row.id).execute();
    }
  }

  /** One entry with its place. */
  async ranked(id: string): Promise<RankedFaqEntry | undefined> {
    const row = await this.withPlaces().selectFrom('ranked').selectAll().where('id', '=', id).executeTakeFirst();
    return row ? { ...row, place: Number(row.place), size: Number(row.size) } : undefined;
  }

  private withPlaces() {
    return this.db.with('ranked', (db) =>
      db
        .selectFrom('faq_entries')
        .selectAll()
        .select([
          sql<number>`row_number() over (partition by category_key order by position, id)`.as('place'),
          sql<number>`count(*) over (partition by category_key)`.as('size'),
        ]),
    );
  }

  /** One page of entries with their places, filtered and sorted on the server, and how many match. */
  async page(filter: FaqAdminFilter, sort: FaqAdminSort, offset: number, limit: number): Promise<{ rows: RankedFaqEntry[]; total: number }> {
    let query = this.withPlaces().selectFrom('ranked').innerJoin('faq_categories', 'faq_categories.key', 'ranked.category_key');
    if (filter.category) query = query.where('ranked.category_key', '=', filter.category);
    if (filter.status === 'published') query = query.where('ranked.published_at', 'is not', null);
    if (filter.status === 'draft') query = query.where('ranked.published_at', 'is', null);
    if (filter.language === 'es') query = query.where('ranked.question_es', 'is not', null);
    if (filter.language === 'en') query = query.where('ranked.question_es', 'is', null);
    // Both languages are searched: staff look for an entry whichever text they remember. strpos: % and _ are characters.
    for (const word of filter.words) query = query.where(sql<boolean>`strpos(ranked.search_en || ' ' || coalesce(ranked.search_es, ''), ${word}) > 0`);
    const counted = await query.select(sql<number>`count(*)`.as('total')).executeTakeFirstOrThrow();
    let rows = query.selectAll('ranked');
    if (sort === 'order') rows = rows.orderBy('faq_categories.position').orderBy('faq_categories.key').orderBy('ranked.place');
    if (sort === 'question') rows = rows.orderBy(sql`lower(ranked.question_en)`);
    if (sort === 'updated') rows = rows.orderBy(sql`coalesce(ranked.updated_at, ranked.created_at)`, 'desc');
    const list = await rows.orderBy('ranked.id').offset(offset).limit(limit).execute();
    return { rows: list.map((row) => ({ ...row, place: Number(row.place), size: Number(row.size) })), total: Number(counted.total) };
  }
}
