/** Languages of the portal; English is the default and the fallback (spec 1, 9). */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = 'en';

export const toLanguage = (value: unknown): Language => {
  const short = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (languages as readonly string[]).includes(short) ? (short as Language) : defaultLanguage;
};
