/** Text as search compares it: lower case, accents dropped (ñ → n), runs of spaces as one. */
export const foldForSearch = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The words of a search, folded; every one must appear in an entry. */
export const searchWords = (query: string): string[] => [...new Set(foldForSearch(query).split(' ').filter(Boolean))];
