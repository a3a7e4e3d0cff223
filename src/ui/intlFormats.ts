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

/** A zone's short name that is only an offset (es-MX writes US Central time as "GMT-6"). */
const offsetOnly = /^(GMT|UTC)[+\-\u2212]/;

/**
 * A moment with its zone's name: the short one where the language has it (CST), else the long one
 * (hora estándar central): an offset alone does not tell a reader which zone, or that it changes.
 */
export const formatWithZoneName = (language: string, options: Omit<Intl.DateTimeFormatOptions, 'timeZoneName'>, date: Date): string => {
  const short = dateTimeFormat(language, { ...options, timeZoneName: 'short' });
  const zone = short.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? '';
  return offsetOnly.test(zone) ? dateTimeFormat(language, { ...options, timeZoneName: 'long' }).format(date) : short.format(date);
};
