import { adminFaqEntry, adminFaqListResult, deleteFaqResult, faqAdminPaths, type AdminFaqEntry, type AdminFaqListResult, type FaqAdminListQuery } from '../contract/faqAdmin';
import type { FaqForm } from '../validation/faqAdminForms';
import { apiRequest } from './client';

/** The admin console's FAQ (issue 13), role admin; the server decides, orders and audits. */

/** `GET /admin/faq/list`: every entry, drafts too, filtered, sorted and paged by the server. */
export const listAdminFaq = (query: FaqAdminListQuery & { page: number; pageSize: number }): Promise<AdminFaqListResult> =>
  apiRequest(faqAdminPaths.list, { method: 'GET', query, schema: import.meta.env.DEV ? adminFaqListResult : undefined });

/** `POST /admin/faq/create`: a draft at the end of its topic. */
export const createFaq = (form: FaqForm): Promise<AdminFaqEntry> => apiRequest(faqAdminPaths.create, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminFaqEntry : undefined });

/** `POST /admin/faq/update`. */
export const updateFaq = (faqId: string, form: FaqForm): Promise<AdminFaqEntry> =>
  apiRequest(faqAdminPaths.update, { method: 'POST', body: { faqId, ...form }, schema: import.meta.env.DEV ? adminFaqEntry : undefined });

/** `POST /admin/faq/move`: one place up or down inside its topic. */
export const moveFaq = (faqId: string, direction: 'up' | 'down'): Promise<AdminFaqEntry> =>
  apiRequest(faqAdminPaths.move, { method: 'POST', body: { faqId, direction }, schema: import.meta.env.DEV ? adminFaqEntry : undefined });

/** `POST /admin/faq/publish`: learners see it (or no longer) at once. */
export const publishFaq = (faqId: string, published: boolean): Promise<AdminFaqEntry> =>
  apiRequest(faqAdminPaths.publish, { method: 'POST', body: { faqId, published }, schema: import.meta.env.DEV ? adminFaqEntry : undefined });

/** `POST /admin/faq/delete`. */
export const deleteFaq = (faqId: string): Promise<{ faqId: string }> =>
  apiRequest(faqAdminPaths.delete, { method: 'POST', body: { faqId }, schema: import.meta.env.DEV ? deleteFaqResult : undefined });
