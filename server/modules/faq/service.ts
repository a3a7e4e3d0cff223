import type { FaqListResult } from '../../../src/contract/support';
import type { Language } from '../../../src/contract/languages';
import type { Db } from '../../db/transaction';
import { FaqRepository } from './faqRepository';
import { searchWords } from './fold';

export type FaqServiceDeps = { db: Db };

/** The public FAQ: the viewer's language per entry, English where a translation is missing. */
export class FaqService {
  constructor(private readonly deps: FaqServiceDeps) {}

  async list(lang: Language, query: { q: string; category: string }): Promise<FaqListResult> {
    const faq = new FaqRepository(this.deps.db);
    const [categories, entries] = await Promise.all([faq.categories(lang), faq.entries(lang, { category: query.category || undefined, words: searchWords(query.q) })]);
    return {
      categories,
      list: entries.map((entry) => ({ faqId: entry.id, category: entry.category_key, question: entry.question, answer: entry.answer, lang: entry.lang })),
    };
  }
}
