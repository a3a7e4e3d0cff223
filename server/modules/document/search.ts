/** At most this many words of a search are used (a pasted paragraph stays one cheap index lookup). */
export const maxSearchWords = 8;

/**
 * A typed search as a PostgreSQL `tsquery` for `to_tsquery('simple', …)`: every word must appear,
 * each as a prefix ("inst" finds "installation"). Only letters and digits pass, so the text can never
 * carry tsquery syntax. Undefined: no search; null: words were typed but none is searchable.
 */
export const toPrefixQuery = (text: string | undefined): string | undefined | null => {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const words = trimmed.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return [...new Set(words)]
    .slice(0, maxSearchWords)
    .map((word) => `${word}:*`)
    .join(' & ');
};
