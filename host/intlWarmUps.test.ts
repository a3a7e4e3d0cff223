import { describe, expect, it } from 'vitest';
import { languages } from '../src/contract/languages';
import { intlWarmUps } from './intlWarmUps';

describe('intlWarmUps', () => {
  it.each(languages)('builds a date, a moment in the webinars zone and a number in %s', (language) => {
    const [date, moment, number] = intlWarmUps(language);
    expect(date).toMatch(/1970|1969/);
    expect(moment).toMatch(/C[SD]T|GMT-[56]/);
    expect(number).toMatch(/1.?234[.,]5/);
  });
});
