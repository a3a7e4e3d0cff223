import * as z from 'zod/mini';
import { requiredText } from './rules';

/** Limits of a notice, shared by the console's form and the server's contract. */
export const noticeFormLimits = { title: 200, bodyHtml: 100_000 } as const;

/** A notice as an administrator writes it: a title and an HTML body (the server sanitises it). */
export const noticeForm = z.object({
  title: requiredText('fieldRequired').check(z.maxLength(noticeFormLimits.title, { error: 'textTooLong' })),
  bodyHtml: requiredText('fieldRequired').check(z.maxLength(noticeFormLimits.bodyHtml, { error: 'textTooLong' })),
});
export type NoticeForm = z.input<typeof noticeForm>;
