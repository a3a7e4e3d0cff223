import { describe, expect, it } from 'vitest';
import { formatDate } from './formatDate';

describe('formatDate', () => {
  it('shows a calendar day as that day in every time zone', () => {
    expect(formatDate('2028-03-01', 'en')).toBe('March 1, 2028');
    expect(formatDate('2028-03-01', 'es')).toBe('1 de marzo de 2028');
  });

  it('shows a timestamp as a date in the reader’s language', () => {
    expect(formatDate('2031-03-01T12:00:00.000Z', 'en')).toMatch(/^(February 28|March 1|March 2), 2031$/);
  });

  it('shows an unreadable value as given', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
