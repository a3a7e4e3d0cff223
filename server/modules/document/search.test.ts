import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxSearchWords, toPrefixQuery } from './search';

describe('document search terms', () => {
  it('turns words into prefixes that must all match', () => {
    expect(toPrefixQuery('Battery  install')).toBe('battery:* & install:*');
    expect(toPrefixQuery('guía de instalación')).toBe('guía:* & de:* & instalación:*');
  });

  it('is no search when empty, and matches nothing when no word is left', () => {
    expect(toPrefixQuery(undefined)).toBeUndefined();
    expect(toPrefixQuery('   ')).toBeUndefined();
    expect(toPrefixQuery("'&|!:*()")).toBeNull();
  });

  it('drops repeated words and keeps the first few', () => {
    expect(toPrefixQuery('a a b')).toBe('a:* & b:*');
    expect(toPrefixQuery(Array.from({ length: 20 }, (_, index) => `w${index}`).join(' '))?.split(' & ')).toHaveLength(maxSearchWords);
  });

  it('never lets tsquery syntax through, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const query = toPrefixQuery(typed);
        if (typeof query !== 'string') return;
        for (const term of query.split(' & ')) expect(term).toMatch(/^[\p{L}\p{N}]+:\*$/u);
      }),
    );
  });
});
