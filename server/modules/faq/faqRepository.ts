import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import { foldForSearch } from './fold';

export type FaqText = { question: string; answer: string };
export type NewFaqEntry = { category: string; position: number; en: FaqText; es?: FaqText };
export type NewFaqCategory = { key: string; position: number; label: { en: string; es?: string } };

/** One entry in the viewer's language, or English where it has no translation. */
export type FaqEntryView = { id: string; category_key: string; question: string; answer: string; lang: Language };

/** FAQ categories and entries; searches run on the folded text of the language shown. */
export class FaqRepository {
  constructor(private readonly db: Db) {}

  async addCategory(category: NewFaqCategory): Promise<void> {
    await this.db
      .insertInto('faq_categories')
      .values({ key: category.key, position: category.position, label_en: category.label.en, label_es: category.label.es ?? null })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  async addEntry(entry: NewFaqEntry, now: Date): Promise<string> {
    const id = randomUUID();
    await this.db
      .insertInto('faq_entries')
      .values({
        id,
        category_key: entry.category,
        position: entry.position,
        question_en: entry.en.question,
        answer_en: entry.en.answer,
        question_es: entry.es?.question ?? null,
        answer_es: entry.es?.answer ?? null,
        search_en: foldForSearch(`${entry.en.question} ${entry.en.answer}`),
        search_es: entry.es ? foldForSearch(`${entry.es.question} ${entry.es.answer}`) : null,
        created_at: now,
        // Seeded entries are published at once.
        published_at: now,
        updated_at: null,
      })
      .execute();
    return id;
  }

  /** Categories that hold at least one published entry, in their order, labelled in `lang` (English fallback). */
  async categories(lang: Language): Promise<{ key: string; label: string }[]> {
    const label = lang === 'es' ? sql<string>`coalesce(faq_categories.label_es, faq_categories.label_en)` : sql<string>`faq_categories.label_en`;
    return this.db
      .selectFrom('faq_categories')
      .select(['faq_categories.key', label.as('label')])
      .where((eb) => eb.exists(eb.selectFrom('faq_entries').select('faq_entries.id').whereRef('faq_entries.category_key', '=', 'faq_categories.key').where('faq_entries.published_at', 'is not', null)))
      .orderBy('faq_categories.position')
      .orderBy('faq_categories.key')
      .execute();
  }

  /** Published entries in category order; `words` (already folded) must each appear in the text shown. */
  async entries(lang: Language, filter: { category?: string; words: string[] }): Promise<FaqEntryView[]> {
    const translated = lang === 'es';
    let query = this.db
      .selectFrom('faq_entries')
      .innerJoin('faq_categories', 'faq_categories.key', 'faq_entries.category_key')
      .select([
        'faq_entries.id',
        'faq_entries.category_key',
        translated ? sql<string>`coalesce(faq_entries.question_es, faq_entries.question_en)`.as('question') : sql<string>`faq_entries.question_en`.as('question'),
        translated ? sql<string>`coalesce(faq_entries.answer_es, faq_entries.answer_en)`.as('answer') : sql<string>`faq_entries.answer_en`.as('answer'),
        translated ? sql<Language>`case when faq_entries.question_es is null then 'en' else 'es' end`.as('lang') : sql<Language>`'en'`.as('lang'),
      ]);
    query = query.where('faq_entries.published_at', 'is not', null);
    if (filter.category) query = query.where('faq_entries.category_key', '=', filter.category);
    const searched = translated ? sql`coalesce(faq_entries.search_es, faq_entries.search_en)` : sql`faq_entries.search_en`;
    // strpos, not like: a % or _ typed in the search is a character, not a wildcard.
    for (const word of filter.words) query = query.where(sql<boolean>`strpos(${searched}, ${word}) > 0`);
    return query.orderBy('faq_categories.position').orderBy('faq_entries.position').orderBy('faq_entries.id').execute();
  }
}
