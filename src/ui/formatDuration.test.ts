import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { durationParts, formatDuration } from './formatDuration';

const t = i18n.t.bind(i18n);

describe('formatDuration (spec 9)', () => {
  it('shows minutes and seconds under an hour', () => {
    expect(formatDuration(0, t)).toBe('0 min 0 s');
    expect(formatDuration(59.9, t)).toBe('0 min 59 s');
    expect(formatDuration(3599, t)).toBe('59 min 59 s');
  });

  it('shows hours and minutes from one hour up', () => {
    expect(formatDuration(3600, t)).toBe('1 h 0 min');
    expect(formatDuration(7384, t)).toBe('2 h 3 min');
    expect(formatDuration(100 * 3600 + 60, t)).toBe('100 h 1 min');
  });

  it('counts negative and non-numeric durations as zero', () => {
    expect(durationParts(-5)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
    expect(durationParts(Number.NaN)).toEqual({ hours: 0, minutes: 0, seconds: 0 });
  });
});
