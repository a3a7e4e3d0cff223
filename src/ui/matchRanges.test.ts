import { describe, expect, it } from 'vitest';
import { matchRanges } from './matchRanges';

const found = (text: string, query: string, locale = 'en') => matchRanges(text, query, locale).map(({ start, end }) => text.slice(start, end));

describe('matchRanges', () => {
  it('finds every place, ignoring case', () => {
    expect(matchRanges('Gloves, glasses and GLOVES', 'gloves', 'en')).toEqual([
      { start: 0, end: 6 },
      { start: 20, end: 26 },
    ]);
  });

  it('ignores accents both ways, and marks the text as written', () => {
    expect(found('aptos para la tensión.', 'tension', 'es')).toEqual(['tensión']);
    expect(found('the voltage', 'vóltage')).toEqual(['voltage']);
    // A text written with combining marks (NFD) is found and marked with its marks.
    expect(found('la tensio\u0301n', 'tensión', 'es')).toEqual(['tensio\u0301n']);
  });

  it('keeps ñ a letter of its own, as Spanish does', () => {
    expect(found('Feliz año', 'ano', 'es')).toEqual([]);
    expect(found('Feliz AÑO', 'año', 'es')).toEqual(['AÑO']);
    expect(found('el niño', 'nino', 'es')).toEqual([]);
  });

  it('lowers case in the reader\'s language', () => {
    expect(found('İSTANBUL', 'istanbul', 'tr')).toEqual(['İSTANBUL']);
    expect(found('DİKKAT', 'dikkat', 'tr')).toEqual(['DİKKAT']);
  });

  it('finds nothing for a blank query, and trims the query', () => {
    expect(matchRanges('anything', '', 'en')).toEqual([]);
    expect(matchRanges('anything', '   ', 'en')).toEqual([]);
    expect(found('lock out every source', '  every ')).toEqual(['every']);
  });

  it('does not count overlapping places twice', () => {
    expect(found('aaaa', 'aa')).toEqual(['aa', 'aa']);
  });

  it('keeps characters outside the basic plane whole', () => {
    expect(found('⚡ high voltage ⚡', '⚡')).toEqual(['⚡', '⚡']);
    expect(found('𝐀 bold', 'bold')).toEqual(['bold']);
  });
});
