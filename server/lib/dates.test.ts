import { describe, expect, it } from 'vitest';
import { localeOf } from '../../src/contract/languages';
import { dateFormat, printedDate } from './dates';

describe('dates the server writes', () => {
  it('writes US English and Mexican Spanish', () => {
    expect(localeOf('en')).toBe('en-US');
    expect(localeOf('es')).toBe('es-MX');
  });

  it('prints a calendar date in UTC, whatever the hour', () => {
    expect(printedDate(new Date('2026-03-08T23:30:00Z'), 'en')).toBe('March 8, 2026');
    expect(printedDate(new Date('2026-03-08T00:10:00Z'), 'es')).toBe('8 de marzo de 2026');
  });

  it('keeps each language apart when one format serves both', () => {
    const central = dateFormat({ dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' });
    const at = new Date('2026-07-15T18:00:00Z');
    expect(central(at, 'en')).toBe(new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(at));
    expect(central(at, 'es')).toBe(new Intl.DateTimeFormat('es-MX', { dateStyle: 'full', timeStyle: 'short', timeZone: 'America/Chicago' }).format(at));
    expect(central(at, 'en')).toContain('Wednesday');
    expect(central(at, 'es')).toContain('miércoles');
  });
});
