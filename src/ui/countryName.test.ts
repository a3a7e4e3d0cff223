import { describe, expect, it } from 'vitest';
import { countryName } from './countryName';

describe('countryName (Intl.DisplayNames in the reader language)', () => {
  it('names a country in English and in Spanish', () => {
    expect(countryName('US', 'en', 'United States')).toBe('United States');
    expect(countryName('US', 'es', 'United States')).toBe('Estados Unidos');
    expect(countryName('MX', 'en', 'México')).toBe('Mexico');
    expect(countryName('MX', 'es', 'México')).toBe('México');
  });

  it('keeps the server name for a version that is no region, else the code', () => {
    expect(countryName('EUROPE', 'es', 'Europa')).toBe('Europa');
    expect(countryName('EUROPE', 'es')).toBe('EUROPE');
    expect(countryName('QQ', 'es', 'Unknown land')).toBe('Unknown land');
  });
});
