import * as z from 'zod/mini';
import { noEmoji, requiredText } from './rules';
import type { ValidationMessageKey } from './messages';

/** Longest text the contact form takes per field (the inputs carry the same `maxlength`). */
export const ticketFieldLength = { name: 100, email: 254, company: 200, subject: 200, message: 5000 } as const;

const field = (requiredKey: ValidationMessageKey, max: number) => noEmoji(requiredText(requiredKey).check(z.maxLength(max, { error: 'textTooLong' })));

/**
 * The contact/support form (spec 5): name, email, company, subject and message each required, the
 * e-mail well formed, and no emoji in any field. An e-mail with an emoji says so, not "format error".
 */
export const ticketForm = z.object({
  name: field('nameRequired', ticketFieldLength.name),
  email: z.pipe(field('emailRequired', ticketFieldLength.email), z.email({ error: 'emailFormat' })),
  company: field('companyRequired', ticketFieldLength.company),
  subject: field('subjectRequired', ticketFieldLength.subject),
  message: field('messageRequired', ticketFieldLength.message),
});
export type TicketForm = z.infer<typeof ticketForm>;
export const ticketFields = ['name', 'email', 'company', 'subject', 'message'] as const satisfies readonly (keyof TicketForm)[];
