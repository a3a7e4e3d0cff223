import { describe, expect, it } from 'vitest';
import { languages } from '../src/contract/languages';
import { intlWarmUps } from './intlWarmUps';

describe('intlWarmUps', () => {
  it.each(languages)('builds a date, a moment in the webinars zone (short and long names) and a number in %s', (language) => {
    const [date, moment, named, number] = intlWarmUps(language);
    expect(date).toMatch(/1970|1969/);
    expect(moment).toMatch(/C[SD]T|GMT-[56]/);
    expect(named).toMatch(/Central Standard Time|hora estándar central/);
    expect(number).toMatch(/1.?234[.,]5/);
  });
});
