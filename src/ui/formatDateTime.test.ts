import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

describe('formatDateTime', () => {
  // Midday UTC: the same calendar day in every time zone the tests may run in.
  const noon = '2031-07-15T12:00:00.000Z';

  it('shows the date in the chosen style and the time, in the reader’s language', () => {
    expect(formatDateTime(noon, 'en')).toMatch(/^Jul 15, 2031, \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(noon, 'en', 'long')).toMatch(/^July 15, 2031(,| at) \d{1,2}:\d{2}\s?[AP]M$/);
    expect(formatDateTime(noon, 'es', 'long')).toMatch(/^15 de julio de 2031(,| a las) \d{1,2}:\d{2}\s[ap]\.\s?m\.$/);
  });

  it('shows an unreadable value as given', () => {
    expect(formatDateTime('later', 'en')).toBe('later');
    expect(formatDateTime('later', 'es', 'long')).toBe('later');
  });
});
