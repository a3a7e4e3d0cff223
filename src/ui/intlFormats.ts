import { localeOf, toLanguage } from '../contract/languages';

/**
 * Intl formatters in the language's locale (`localeOf`, the server's too), built once per language and
 * options: building one costs far more than using it (the home page spent 45 ms building the same
 * webinar date format for each card).
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const cached = <F>(cache: Map<string, F>, language: string, options: object, build: () => F): F => {
  const key = `${language}\u0000${JSON.stringify(options)}`;
  let format = cache.get(key);
  if (!format) {
    format = build();
    cache.set(key, format);
  }
  return format;
};

export const dateTimeFormat = (language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  cached(dateTimeFormats, language, options, () => new Intl.DateTimeFormat(localeOf(toLanguage(language)), options));

export const numberFormat = (language: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  cached(numberFormats, language, options, () => new Intl.NumberFormat(localeOf(toLanguage(language)), options));
