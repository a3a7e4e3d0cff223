import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intlFormats';

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
});
