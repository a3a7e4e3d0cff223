import * as z from 'zod/mini';
import { defaultLanguage, languages } from '../contract/languages';
import { requiredText } from './rules';

/** Limits of a notice, shared by the console's form and the server's contract. */
export const noticeFormLimits = { title: 200, bodyHtml: 100_000 } as const;

/** The language a text is written in, English or Spanish (anything else is refused in the caller's language). */
export const writtenLanguageChoice = () => z.enum(languages, { error: 'writtenLanguageRequired' });
/** Absent means whatever was chosen before (a correction that does not name it). */
export const optionalWrittenLanguage = () => z.optional(writtenLanguageChoice());
/** Absent means English: every text was, before the console asked. */
export const writtenLanguage = () => z._default(writtenLanguageChoice(), defaultLanguage);

/** A notice as an administrator writes it: a title and an HTML body (the server sanitises it), and the language they are written in. */
export const noticeForm = z.object({
  title: requiredText('fieldRequired').check(z.maxLength(noticeFormLimits.title, { error: 'textTooLong' })),
  bodyHtml: requiredText('fieldRequired').check(z.maxLength(noticeFormLimits.bodyHtml, { error: 'textTooLong' })),
  language: writtenLanguage(),
});
export type NoticeForm = z.input<typeof noticeForm>;
