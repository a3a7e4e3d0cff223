import { z } from 'zod';
import { ticketForm } from '../validation/supportForms';
import { apiPaths } from './paths';

/** Contact/support (issue 11): the ticket form, the support desk's facts, and the FAQ. */
export const supportPaths = {
  /** POST, anonymous allowed (spec 7, verbatim). */
  submitTicket: apiPaths.submitTicket,
  /** GET, anonymous: hours, open now (decided by the server in US Central time), phone, e-mail. */
  info: '/support/info',
  /** GET, anonymous: FAQ entries in the viewer's language, English where a translation is missing. */
  faqList: '/faq/list',
} as const;

/** `POST /SubmitTicket`: the form's own schema, so client and server refuse the same input. */
export const submitTicketRequest = ticketForm;
export type SubmitTicketRequest = z.infer<typeof submitTicketRequest>;
/** The ticket number the sender quotes (also in the confirmation mail), e.g. `SR-7K3D-Q9XA`. */
export const submitTicketResult = z.object({ ticketId: z.string() });
export type SubmitTicketResult = z.infer<typeof submitTicketResult>;

/** `GET /support/info`: the desk's facts; the hours text itself is the spec's (i18n `common:supportHours`). */
export const supportInfo = z.object({
  /** Inside the support hours right now, in US Central time with daylight saving. */
  openNow: z.boolean(),
  /** When `openNow` next changes (ISO 8601 instant), so a page left open can ask again. */
  nextChangeAt: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type SupportInfo = z.infer<typeof supportInfo>;

const maxQueryLength = 100;
/** `GET /faq/list?q=&category=`: both optional; words of `q` must all appear (accents and case ignored). */
export const faqListQuery = z.object({
  q: z.string().trim().max(maxQueryLength).optional().default(''),
  category: z
    .string()
    .trim()
    .max(40)
    .regex(/^[a-z0-9-]*$/)
    .optional()
    .default(''),
});
export type FaqListQuery = z.input<typeof faqListQuery>;

export const faqCategory = z.object({ key: z.string(), label: z.string() });
export type FaqCategory = z.infer<typeof faqCategory>;
export const faqEntry = z.object({
  faqId: z.string(),
  category: z.string(),
  question: z.string(),
  /** Plain text; paragraphs separated by a blank line. */
  answer: z.string(),
  /** The language the entry is shown in: `en` when it has no translation in the viewer's language. */
  lang: z.enum(['en', 'es']),
});
export type FaqEntry = z.infer<typeof faqEntry>;
/** Every category with entries (for the filter, whatever the search), and the entries that match. */
export const faqListResult = z.object({ categories: z.array(faqCategory), list: z.array(faqEntry) });
export type FaqListResult = z.infer<typeof faqListResult>;
