/** Languages of the portal; English is the default and the fallback (spec 1, 9). */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

/**
 * The locale every date and number is printed in for a language, by the server (texts, PDFs) and by
 * the widgets alike: the provider's markets are the US and Mexico.
 */
export const localeOf = (language: Language): 'en-US' | 'es-MX' => (language === 'es' ? 'es-MX' : 'en-US');

export const toLanguage = (value: unknown): Language => {
  const short = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (languages as readonly string[]).includes(short) ? (short as Language) : defaultLanguage;
};
