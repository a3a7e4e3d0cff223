import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';

/** The text in the request's language, English when that translation is missing. */
export const localize = (text: LocalizedText, lang: Language): string => text[lang] ?? text.en;

/** A moment as people read it in `lang` (UTC, so every API node writes the same text). */
export const formatInstant = (at: Date, lang: Language): string =>
  `${new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at)} UTC`;
