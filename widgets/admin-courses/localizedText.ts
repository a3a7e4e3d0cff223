/** A stored text in the reader's language, English when that translation is missing (as learners see it). */
export const textIn = (text: { en: string; es: string }, language: string): string => (language.startsWith('es') && text.es ? text.es : text.en);
