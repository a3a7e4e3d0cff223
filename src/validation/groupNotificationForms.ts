import * as z from 'zod/mini';
import { accountAudiences } from './accountForms';
import { optionalText, requiredText, text } from './rules';

/** Limits of a group notification, shared by the console's form and the server's contract. */
export const groupNotificationLimits = { title: 200, body: 2000, link: 500, versionCodes: 50 } as const;

/** A page of this portal: one leading slash (never `//host`), no scheme, no spaces or backslashes. */
export const isPortalPath = (value: string): boolean => /^\/(?![/\\])[^\s\\]*$/.test(value);

const portalLink = () =>
  optionalText().check(z.maxLength(groupNotificationLimits.link, { error: 'textTooLong' }), z.refine((value) => value === '' || isPortalPath(value), { error: 'portalLinkFormat' }));

/**
 * Who receives it: active learners, narrowed by each list that is not empty (any of its values) and,
 * when set, to one company and to company admins. Empty lists and no company mean every learner.
 */
export const notificationGroupFields = {
  audiences: z._default(z.array(z.enum(accountAudiences, { error: 'fieldRequired' })).check(z.maxLength(accountAudiences.length, { error: 'fieldRequired' })), []),
  versionCodes: z._default(
    z.array(text().check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2,8}$/, { error: 'versionCodeRequired' }))).check(z.maxLength(groupNotificationLimits.versionCodes, { error: 'textTooLong' })),
    [],
  ),
  /** '' for every company. */
  companyId: optionalText().check(z.maxLength(64, { error: 'textTooLong' })),
  companyAdminsOnly: z._default(z.boolean({ error: 'fieldRequired' }), false),
};
export const notificationGroup = z.object(notificationGroupFields);
export type NotificationGroup = z.output<typeof notificationGroup>;

/** Spanish is both or neither: readers of Spanish get the English text while it has none. */
const spanishWhole = [
  z.refine<{ titleEs: string; bodyEs: string }>((form) => form.titleEs !== '' || form.bodyEs === '', { error: 'spanishIncomplete', path: ['titleEs'] }),
  z.refine<{ titleEs: string; bodyEs: string }>((form) => form.bodyEs !== '' || form.titleEs === '', { error: 'spanishIncomplete', path: ['bodyEs'] }),
] as const;

/** A group notification as staff write it: English texts required, Spanish optional (English stands in), an optional portal page, and its group. */
export const groupNotificationForm = z
  .object({
    titleEn: requiredText('titleRequired').check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
    bodyEn: requiredText('descriptionRequired').check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
    titleEs: optionalText().check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
    bodyEs: optionalText().check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
    link: portalLink(),
    ...notificationGroupFields,
  })
  .check(...spanishWhole);
export type GroupNotificationForm = z.input<typeof groupNotificationForm>;

/** The text a recipient reads: their language when it was written, English otherwise (both fields of a language travel together). */
export const textForLanguage = (form: { titleEn: string; bodyEn: string; titleEs: string; bodyEs: string }, language: 'en' | 'es'): { title: string; body: string } =>
  language === 'es' && form.titleEs !== '' && form.bodyEs !== '' ? { title: form.titleEs, body: form.bodyEs } : { title: form.titleEn, body: form.bodyEn };
