import {
  faqListQuery,
  faqListResult,
  submitTicketResult,
  supportInfo,
  supportPaths,
  type FaqListResult,
  type SubmitTicketRequest,
  type SubmitTicketResult,
  type SupportInfo,
} from '../contract/support';
import { apiRequest } from './client';

/**
 * The FAQ, the support desk and the contact form (issue 11): all work without a session. The server
 * decides the language of each entry, whether the desk is open, and every rule of the form.
 */

/** `GET /faq/list?q=&category=`: entries in the UI language, English where untranslated. */
export const listFaq = (query: { q?: string; category?: string } = {}): Promise<FaqListResult> => {
  const plain = { q: query.q ?? '', category: query.category ?? '' };
  return apiRequest(supportPaths.faqList, {
    method: 'GET',
    query: import.meta.env.DEV ? faqListQuery.parse(plain) : plain,
    schema: import.meta.env.DEV ? faqListResult : undefined,
  });
};

/** `GET /support/info`: phone, e-mail and whether the desk is open now (US Central time). */
export const getSupportInfo = (): Promise<SupportInfo> => apiRequest(supportPaths.info, { method: 'GET', schema: import.meta.env.DEV ? supportInfo : undefined });

/** `POST /SubmitTicket`: resolves the ticket number; a refused form rejects with its field messages (40000) or the limit (42900). */
export const submitTicket = (form: SubmitTicketRequest): Promise<SubmitTicketResult> =>
  apiRequest(supportPaths.submitTicket, {
    method: 'POST',
    body: form,
    schema: import.meta.env.DEV ? submitTicketResult : undefined,
  });
