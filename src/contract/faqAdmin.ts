import { z } from 'zod';
import { faqForm, faqUpdateForm } from '../validation/faqAdminForms';
import { pageQuery } from './paging';

/** The console's FAQ section (role admin, issue 13). */
export const faqAdminPaths = {
  /** GET: every entry (drafts too), paged, sorted and filtered on the server. */
  list: '/admin/faq/list',
  /** POST: a new entry, a draft at the end of its topic. */
  create: '/admin/faq/create',
  /** POST: correct the texts or move to another topic (to its end). */
  update: '/admin/faq/update',
  /** POST: move one place up or down inside its topic. */
  move: '/admin/faq/move',
  /** POST: publish or unpublish, once each way. */
  publish: '/admin/faq/publish',
  /** POST: delete, once. */
  delete: '/admin/faq/delete',
} as const;

export const faqAdminSorts = ['order', 'question', 'updated'] as const;
export const faqAdminStatuses = ['all', 'published', 'draft'] as const;
/** `es`: has a Spanish version; `en`: English only (Spanish readers see it in English). */
export const faqAdminLanguages = ['all', 'es', 'en'] as const;

/** `GET /admin/faq/list?page=&pageSize=&q=&category=&status=&language=&sort=` */
export const faqAdminListQuery = pageQuery.extend({
  q: z.string().trim().max(100).optional().default(''),
  category: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .optional()
    .default(''),
  status: z.enum(faqAdminStatuses).optional().default('all'),
  language: z.enum(faqAdminLanguages).optional().default('all'),
  /** `order`: as learners see them (topic, then place); `question`: A to Z (English); `updated`: last edited first. */
  sort: z.enum(faqAdminSorts).optional().default('order'),
});
export type FaqAdminListQuery = z.input<typeof faqAdminListQuery>;

const faqId = z.string().trim().min(1).max(64);
/** The console's form schema (src/validation/faqAdminForms.ts), with the same limits. */
export const createFaqRequest = faqForm;
export type CreateFaqRequest = z.output<typeof createFaqRequest>;
export const updateFaqRequest = faqUpdateForm;
export type UpdateFaqRequest = z.output<typeof updateFaqRequest>;
export const moveFaqRequest = z.object({ faqId, direction: z.enum(['up', 'down']) });
export const publishFaqRequest = z.object({ faqId, published: z.boolean() });
export const deleteFaqRequest = z.object({ faqId });

/** An entry as the console shows it: both languages to edit, its topic and place, and whether learners see it. */
export const adminFaqEntry = z.object({
  faqId: z.string(),
  category: z.string(),
  questionEn: z.string(),
  answerEn: z.string(),
  questionEs: z.string(),
  answerEs: z.string(),
  /** 1-based place inside its topic, drafts counted. */
  place: z.number().int().positive(),
  /** Whether it is first / last of its topic (the move buttons follow). */
  first: z.boolean(),
  last: z.boolean(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type AdminFaqEntry = z.infer<typeof adminFaqEntry>;
export const adminFaqCategory = z.object({ key: z.string(), labelEn: z.string(), labelEs: z.string() });
export type AdminFaqCategory = z.infer<typeof adminFaqCategory>;
export const adminFaqListResult = z.object({ list: z.array(adminFaqEntry), total: z.number().int().nonnegative(), categories: z.array(adminFaqCategory) });
export type AdminFaqListResult = z.infer<typeof adminFaqListResult>;
export const deleteFaqResult = z.object({ faqId: z.string() });
