import { describe, expect, it } from 'vitest';
import { i18n } from '../../src/i18n/i18n';
import { totalHoursText } from './totalHours';

const t = (key: string, values: Record<string, number>) => i18n.t(key, values);

describe('totalHoursText (spec 9: hours and minutes)', () => {
  it('shows hours and minutes, also under an hour', () => {
    expect(totalHoursText(0, t)).toBe('0 h 0 min');
    expect(totalHoursText(45, t)).toBe('0 h 45 min');
    expect(totalHoursText(754, t)).toBe('12 h 34 min');
  });
});
