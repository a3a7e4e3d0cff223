import { localeOf, type Language } from '../../src/contract/languages';

/**
 * A date format for every language: `(at, lang) => text`. Each language's formatter is built once,
 * on first use: building one costs far more than formatting with it.
 */
export const dateFormat = (options: Intl.DateTimeFormatOptions): ((at: Date, lang: Language) => string) => {
  const byLanguage = new Map<Language, Intl.DateTimeFormat>();
  return (at, lang) => {
    let formatter = byLanguage.get(lang);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(localeOf(lang), options);
      byLanguage.set(lang, formatter);
    }
    return formatter.format(at);
  };
};

/** A calendar date as people read it in `lang`, in UTC so every API node prints the same. */
export const printedDate = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });
