import { randomUUID } from 'node:crypto';
import type { AdminFaqEntry, AdminFaqListResult, CreateFaqRequest, UpdateFaqRequest } from '../../../src/contract/faqAdmin';
import type { z } from 'zod';
import type { faqAdminListQuery } from '../../../src/contract/faqAdmin';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository, type AuditEntry } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { isUuid } from '../../lib/ids';
import { FaqAdminRepository, type FaqEntryRow, type RankedFaqEntry } from './faqAdminRepository';
import { foldForSearch, searchWords } from './fold';

export type FaqAdminServiceDeps = { db: Db; now: () => Date };
/** The administrator behind a console action, for the audit log. */
export type FaqActor = AuditEntry['actor'];
type ListQuery = z.output<typeof faqAdminListQuery>;

const toAdminEntry = (row: RankedFaqEntry): AdminFaqEntry => ({
  faqId: row.id,
  category: row.category_key,
  questionEn: row.question_en,
  answerEn: row.answer_en,
  questionEs: row.question_es ?? '',
  answerEs: row.answer_es ?? '',
  place: row.place,
  first: row.place === 1,
  last: row.place === row.size,
  published: row.published_at !== null,
  publishedAt: row.published_at ? row.published_at.toISOString() : null,
  updatedAt: row.updated_at ? row.updated_at.toISOString() : null,
});

/** The texts as stored: Spanish null while there is none (learners then read the English entry). */
const textsOf = (form: CreateFaqRequest) => ({
  category_key: form.category,
  question_en: form.questionEn,
  answer_en: form.answerEn,
  question_es: form.questionEs === '' ? null : form.questionEs,
  answer_es: form.answerEs === '' ? null : form.answerEs,
  search_en: foldForSearch(`${form.questionEn} ${form.answerEn}`),
  search_es: form.questionEs === '' ? null : foldForSearch(`${form.questionEs} ${form.answerEs}`),
});

/** What the audit log keeps of an entry (before/after a correction). */
const auditFacts = (row: FaqEntryRow) => ({ category: row.category_key, questionEn: row.question_en, questionEs: row.question_es, position: row.position, published: row.published_at !== null });

const unknownCategory = () => new BusinessError('invalidInput', { messageKey: 'faqUnknownCategory', fieldKey: 'category' });
const notFound = () => new BusinessError('notFound', { messageKey: 'faqNotFound' });

/** The console's FAQ: drafts, corrections, order inside a topic, publishing and deleting, each audited in its own transaction. */
export class FaqAdminService {
  constructor(private readonly deps: FaqAdminServiceDeps) {}

  async list(query: ListQuery): Promise<AdminFaqListResult> {
    const faq = new FaqAdminRepository(this.deps.db);
    const filter = { words: searchWords(query.q), category: query.category, status: query.status, language: query.language };
    const [page, categories] = await Promise.all([faq.page(filter, query.sort, (query.page - 1) * query.pageSize, query.pageSize), faq.categories()]);
    return {
      list: page.rows.map(toAdminEntry),
      total: page.total,
      categories: categories.map((category) => ({ key: category.key, labelEn: category.label_en, labelEs: category.label_es ?? category.label_en })),
    };
  }

  /** A new entry is a draft at the end of its topic. */
  async create(actor: FaqActor, form: CreateFaqRequest): Promise<AdminFaqEntry> {
    return inTransaction(this.deps.db, async (tx) => {
      const faq = new FaqAdminRepository(tx);
      if (!(await faq.lockCategory(form.category))) throw unknownCategory();
      const now = this.deps.now();
      const row = await faq.insert({ id: randomUUID(), ...textsOf(form), position: await faq.nextPosition(form.category), created_at: now, updated_at: null, published_at: null });
      await new AuditLogRepository(tx).record({ actor, action: 'faq.create', target: { type: 'faq', id: row.id }, details: auditFacts(row), at: now });
      return this.view(faq, row.id);
    });
  }

  /** Corrects the texts; learners see them at once if published. A new topic puts it at that topic's end. */
  async update(actor: FaqActor, form: UpdateFaqRequest): Promise<AdminFaqEntry> {
    if (!isUuid(form.faqId)) throw notFound();
    return inTransaction(this.deps.db, async (tx) => {
      const faq = new FaqAdminRepository(tx);
      const id = form.faqId.toLowerCase();
      const current = await faq.find(id);
      if (!current) throw notFound();
      // Topics locked in key order, so two re-topicking edits cannot wait on each other.
      for (const key of [...new Set([current.category_key, form.category])].sort()) if (!(await faq.lockCategory(key))) throw unknownCategory();
      const before = await faq.find(id);
      if (!before) throw notFound();
      const now = this.deps.now();
      const position = before.category_key === form.category ? before.position : await faq.nextPosition(form.category);
      const row = await faq.update(id, { ...textsOf(form), position, updated_at: now });
      if (!row) throw notFound();
      await new AuditLogRepository(tx).record({ actor, action: 'faq.update', target: { type: 'faq', id }, details: { before: auditFacts(before), after: auditFacts(row) }, at: now });
      return this.view(faq, id);
    });
  }

  /** Swaps with its neighbour inside the topic; places are rewritten 1..n with the topic locked. */
  async move(actor: FaqActor, faqId: string, direction: 'up' | 'down'): Promise<AdminFaqEntry> {
    if (!isUuid(faqId)) throw notFound();
    return inTransaction(this.deps.db, async (tx) => {
      const faq = new FaqAdminRepository(tx);
      const id = faqId.toLowerCase();
      const found = await faq.find(id);
      if (!found || !(await faq.lockCategory(found.category_key))) throw notFound();
      // Read again under the lock: a parallel edit may have moved it to another topic or deleted it.
      const entries = await faq.inCategory(found.category_key);
      const index = entries.findIndex((entry) => entry.id === id);
      if (index < 0) throw notFound();
      const target = direction === 'up' ? index - 1 : index + 1;
      if (target < 0 || target >= entries.length) throw new BusinessError('faqCannotMove');
      const ordered = [...entries];
      [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
      await faq.renumber(ordered);
      const now = this.deps.now();
      await new AuditLogRepository(tx).record({ actor, action: 'faq.move', target: { type: 'faq', id }, details: { category: found.category_key, direction, from: index + 1, to: target + 1 }, at: now });
      return this.view(faq, id);
    });
  }

  /** Publishes or unpublishes once; asking again answers 40009 and changes nothing. */
  async publish(actor: FaqActor, faqId: string, published: boolean): Promise<AdminFaqEntry> {
    if (!isUuid(faqId)) throw notFound();
    return inTransaction(this.deps.db, async (tx) => {
      const faq = new FaqAdminRepository(tx);
      const id = faqId.toLowerCase();
      const now = this.deps.now();
      const row = await faq.setPublished(id, published ? now : null);
      if (!row) {
        if (!(await faq.find(id))) throw notFound();
        throw new BusinessError('conflict', { messageKey: published ? 'faqAlreadyPublished' : 'faqAlreadyUnpublished' });
      }
      await new AuditLogRepository(tx).record({ actor, action: published ? 'faq.publish' : 'faq.unpublish', target: { type: 'faq', id }, details: auditFacts(row), at: now });
      return this.view(faq, id);
    });
  }

  /** Deletes once; the others answer 40004. The topic's other entries keep their order. */
  async delete(actor: FaqActor, faqId: string): Promise<{ faqId: string }> {
    if (!isUuid(faqId)) throw notFound();
    return inTransaction(this.deps.db, async (tx) => {
      const row = await new FaqAdminRepository(tx).delete(faqId.toLowerCase());
      if (!row) throw notFound();
      await new AuditLogRepository(tx).record({ actor, action: 'faq.delete', target: { type: 'faq', id: row.id }, details: { ...auditFacts(row), answerEn: row.answer_en, answerEs: row.answer_es }, at: this.deps.now() });
      return { faqId: row.id };
    });
  }

  private async view(faq: FaqAdminRepository, id: string): Promise<AdminFaqEntry> {
    const row = await faq.ranked(id);
    if (!row) throw notFound();
    return toAdminEntry(row);
  }
}
