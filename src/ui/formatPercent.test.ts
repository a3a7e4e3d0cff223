import { describe, expect, it } from 'vitest';
import { formatMonth, monthAndYear } from './formatMonth';
import { formatPercent } from './formatPercent';

describe('report numbers in the reader language', () => {
  it('writes a 0–100 share as a percentage, one decimal at most', () => {
    expect(formatPercent(66.6667, 'en')).toBe('66.7%');
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(0, 'es')).toBe('0%');
    expect(formatPercent(12.5, 'es')).toBe(new Intl.NumberFormat('es-MX', { style: 'percent', maximumFractionDigits: 1 }).format(0.125));
  });

  it('names a YYYY-MM month in words and leaves other labels alone', () => {
    expect(formatMonth('2031-03', 'en')).toBe('Mar 2031');
    expect(formatMonth('2031-01', 'es')).toMatch(/^ene\.? 2031$/);
    expect(formatMonth('Lesson 2 test', 'en')).toBe('Lesson 2 test');
  });

  it('parts a YYYY-MM month into its short name and its year for a chart axis', () => {
    expect(monthAndYear('2031-03', 'en')).toEqual({ month: 'Mar', year: '2031' });
    expect(monthAndYear('2031-01', 'es')?.month).toMatch(/^ene\.?$/);
    expect(monthAndYear('Lesson 2 test', 'en')).toBeUndefined();
  });
});
