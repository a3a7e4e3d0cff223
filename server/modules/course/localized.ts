import type { Language } from '../../../src/contract/languages';
import type { LocalizedText } from '../../db/courseSchema';
import { dateFormat } from '../../lib/dates';

/** The text in the request's language, English when that translation is missing. */
export const localize = (text: LocalizedText, lang: Language): string => text[lang] ?? text.en;

/** A moment as people read it in `lang` (UTC, so every API node writes the same text). */
const mediumInstant = dateFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
export const formatInstant = (at: Date, lang: Language): string => `${mediumInstant(at, lang)} UTC`;
