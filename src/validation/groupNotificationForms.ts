import * as z from 'zod/mini';
import { optionalText, requiredText } from './rules';

/** Limits of a group notification, shared by the console's form and the server's contract. */
export const groupNotificationLimits = { title: 200, body: 2000, link: 500 } as const;

/** A page of this portal: one leading slash (never `//host`), no scheme, no spaces or backslashes. */
export const isPortalPath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

const portalLink = () =>
  optionalText().check(z.maxLength(groupNotificationLimits.link, { error: 'textTooLong' }), z.refine((value) => value === '' || isPortalPath(value), { error: 'portalLinkFormat' }));

/** A group notification as staff write it: English texts required, Spanish optional (English stands in), an optional portal page. */
export const groupNotificationForm = z.object({
  titleEn: requiredText('titleRequired').check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
  bodyEn: requiredText('descriptionRequired').check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
  titleEs: optionalText().check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
  bodyEs: optionalText().check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
  link: portalLink(),
});
export type GroupNotificationForm = z.input<typeof groupNotificationForm>;

/** The text a recipient reads: their language when it was written, English otherwise (both fields of a language travel together). */
export const textForLanguage = (form: { titleEn: string; bodyEn: string; titleEs: string; bodyEs: string }, language: 'en' | 'es'): { title: string; body: string } =>
  language === 'es' && form.titleEs !== '' && form.bodyEs !== '' ? { title: form.titleEs, body: form.bodyEs } : { title: form.titleEn, body: form.bodyEn };
