import * as z from 'zod/mini';
import { accountAudiences } from './accountForms';
import type { Language } from '../contract/languages';
import { writtenLanguage } from './noticeAdminForms';
import { optionalText, text } from './rules';

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

/** A message's texts in each language, and the language it is written in (absent: English, as every message was before it was asked). */
export type MessageTexts = { titleEn: string; bodyEn: string; titleEs: string; bodyEs: string; language?: Language };

/** The title and text fields of a language. */
export const messageFields = { en: { title: 'titleEn', body: 'bodyEn' }, es: { title: 'titleEs', body: 'bodyEs' } } as const satisfies Record<Language, { title: keyof MessageTexts; body: keyof MessageTexts }>;

const textOf = (form: Partial<MessageTexts>, part: 'title' | 'body', language: Language): string => {
  const value = form[messageFields[language][part]];
  return typeof value === 'string' ? value.trim() : '';
};

// Checked whatever else is wrong with the form, so every missing text shows at once; but only on an object (a `null` body has no texts to read).
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null } as const;
/** The language it is written in needs its title and text; the other is a translation, both or neither (its readers get the original meanwhile). */
const wholeTexts = (['en', 'es'] as const).flatMap((language) => {
  const written = (form: Partial<MessageTexts>) => (form.language ?? 'en') === language;
  const incomplete = language === 'es' ? 'spanishIncomplete' : 'englishIncomplete';
  return [
    z.refine<Partial<MessageTexts>>((form) => !written(form) || textOf(form, 'title', language) !== '', { error: 'titleRequired', path: [messageFields[language].title], ...always }),
    z.refine<Partial<MessageTexts>>((form) => !written(form) || textOf(form, 'body', language) !== '', { error: 'descriptionRequired', path: [messageFields[language].body], ...always }),
    z.refine<Partial<MessageTexts>>((form) => written(form) || textOf(form, 'title', language) !== '' || textOf(form, 'body', language) === '', { error: incomplete, path: [messageFields[language].title], ...always }),
    z.refine<Partial<MessageTexts>>((form) => written(form) || textOf(form, 'body', language) !== '' || textOf(form, 'title', language) === '', { error: incomplete, path: [messageFields[language].body], ...always }),
  ];
});

/**
 * A group notification as staff write it: the language it is written in (English unless named), its
 * title and text in that language, optionally the other language's (the original stands in), an
 * optional portal page, and its group.
 */
export const groupNotificationForm = z
  .object({
    language: writtenLanguage(),
    titleEn: optionalText().check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
    bodyEn: optionalText().check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
    titleEs: optionalText().check(z.maxLength(groupNotificationLimits.title, { error: 'textTooLong' })),
    bodyEs: optionalText().check(z.maxLength(groupNotificationLimits.body, { error: 'textTooLong' })),
    link: portalLink(),
    ...notificationGroupFields,
  })
  .check(...wholeTexts);
export type GroupNotificationForm = z.input<typeof groupNotificationForm>;

/**
 * The text a recipient reads, and its language: theirs when it was written (both fields of a language
 * travel together), else the one it is written in.
 */
export const textForLanguage = (form: MessageTexts, reader: Language): { title: string; body: string; language: Language } => {
  const original = form.language ?? 'en';
  const language = reader !== original && form[messageFields[reader].title] !== '' && form[messageFields[reader].body] !== '' ? reader : original;
  return { title: form[messageFields[language].title], body: form[messageFields[language].body], language };
};
