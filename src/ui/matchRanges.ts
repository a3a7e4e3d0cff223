/** Where a search text was found in a text: `[start, end)` offsets into the text as written. */
export type MatchRange = { start: number; end: number };

// One code point as a search compares it: lower case in the reader's language, then accents and other marks dropped
// (in that order: Turkish lowers İ to i, which has no mark left to drop). Ñ stays itself: in Spanish it is a letter
// of its own, and "ano" must not find "año".
const fold = (character: string, locale: string): string => {
  const lower = character.toLocaleLowerCase(locale);
  return lower === 'ñ' ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
};

/**
 * Every place `query` occurs in `text`, ignoring case and accents ("tension" finds "tensión"), as ranges of the text
 * as written, so the words found can be marked in it. Folded one code point at a time, so each folded character
 * still knows where in the text it came from. An empty or blank query finds nothing.
 */
export function matchRanges(text: string, query: string, locale: string): MatchRange[] {
  const wanted = [...query.trim()].map((character) => fold(character, locale)).join('');
  if (wanted === '') return [];
  let folded = '';
  // For each character of `folded`, the offset in `text` of the code point it came from.
  const origin: number[] = [];
  let offset = 0;
  for (const character of text) {
    const part = fold(character, locale);
    folded += part;
    for (let index = 0; index < part.length; index += 1) origin.push(offset);
    offset += character.length;
  }
  origin.push(text.length);
  const ranges: MatchRange[] = [];
  for (let at = folded.indexOf(wanted); at >= 0; at = folded.indexOf(wanted, at + wanted.length)) {
    const last = origin[at + wanted.length - 1] ?? 0;
    // Up to the next code point: one that folded to several characters and was found only in part is marked whole.
    const end = origin.slice(at + wanted.length).find((start) => start > last) ?? text.length;
    ranges.push({ start: origin[at] ?? 0, end });
  }
  return ranges;
}
