import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatWithZoneName, numberFormat } from './intlFormats';

describe('Intl formatters built once', () => {
  it('gives the same formatter for the same language and options, another for other ones, formatting as a new one does', () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeZone: 'UTC' };
    expect(dateTimeFormat('es', { ...options })).toBe(dateTimeFormat('es', options));
    expect(dateTimeFormat('en', options)).not.toBe(dateTimeFormat('es', options));
    expect(dateTimeFormat('es', { dateStyle: 'short', timeZone: 'UTC' })).not.toBe(dateTimeFormat('es', options));
    const moment = new Date('2028-03-01T12:00:00Z');
    expect(dateTimeFormat('es', options).format(moment)).toBe(new Intl.DateTimeFormat('es-MX', options).format(moment));
    expect(numberFormat('es', { maximumFractionDigits: 1 }).format(1234.56)).toBe(new Intl.NumberFormat('es-MX', { maximumFractionDigits: 1 }).format(1234.56));
    expect(numberFormat('en')).toBe(numberFormat('en', {}));
  });

  it("prints Spanish as the server does, in Mexico's forms (the provider's markets are the US and Mexico)", () => {
    const evening = new Date('2028-03-01T18:05:00Z');
    expect(dateTimeFormat('es', { timeStyle: 'short', timeZone: 'UTC' }).format(evening).replace(/\s/g, ' ')).toBe('6:05 p.m.');
    expect(numberFormat('es', { maximumFractionDigits: 1 }).format(1234.56)).toBe('1,234.6');
  });

  it("names a zone in words where the language's short name is only an offset: US Central time in Spanish, winter and summer", () => {
    const central = { hour: 'numeric', minute: '2-digit', timeZone: 'America/Chicago' } as const;
    const winter = new Date('2026-12-10T15:00:00Z');
    const summer = new Date('2026-07-10T15:00:00Z');
    const spaced = (text: string) => text.replace(/\s/g, ' ');
    expect(spaced(formatWithZoneName('en', central, winter))).toBe('9:00 AM CST');
    expect(spaced(formatWithZoneName('en', central, summer))).toBe('10:00 AM CDT');
    expect(spaced(formatWithZoneName('es', central, winter))).toBe('9:00 a.m. hora estándar central');
    expect(spaced(formatWithZoneName('es', central, summer))).toBe('10:00 a.m. hora de verano central');
    // UTC is a name, not an offset.
    expect(spaced(formatWithZoneName('es', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }, winter))).toBe('3:00 p.m. UTC');
  });
});
