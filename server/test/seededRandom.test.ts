import { describe, expect, it } from 'vitest';
import { seededRandomBelow } from './seededRandom';

describe('seededRandomBelow', () => {
  it('gives the same numbers for the same seed, each below its bound, so a recording draws the same exam twice', () => {
    const draws = (seed: number) => {
      const below = seededRandomBelow(seed);
      return Array.from({ length: 200 }, (_, index) => below(index + 1));
    };
    expect(draws(2031)).toEqual(draws(2031));
    expect(draws(2031).every((value, index) => Number.isInteger(value) && value >= 0 && value <= index)).toBe(true);
  });
});
