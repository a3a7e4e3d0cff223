import { describe, expect, it } from 'vitest';
import { regionName } from './regionNames';

describe('regionName (Intl.DisplayNames in the reader language)', () => {
  it('names a country in English and in Spanish', () => {
    expect(regionName('US', 'en', 'United States')).toBe('United States');
    expect(regionName('US', 'es', 'United States')).toBe('Estados Unidos');
    expect(regionName('MX', 'en', 'México')).toBe('Mexico');
    expect(regionName('MX', 'es', 'México')).toBe('México');
  });

  it('keeps the stored name of a version that is no region', () => {
    expect(regionName('EUROPE', 'es', 'Europa')).toBe('Europa');
    expect(regionName('QQ', 'es', 'Unknown land')).toBe('Unknown land');
  });
});
