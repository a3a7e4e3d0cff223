import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isSupportOpen, nextSupportChange } from '.';

const at = (iso: string) => new Date(iso);

describe('support hours, 8 AM - 8 PM in US Central time', () => {
  it('opens at 8:00 CST (14:00 UTC) in winter and 8:00 CDT (13:00 UTC) in summer', () => {
    expect(isSupportOpen(at('2026-01-15T13:59:59Z'))).toBe(false);
    expect(isSupportOpen(at('2026-01-15T14:00:00Z'))).toBe(true);
    expect(isSupportOpen(at('2026-07-15T12:59:59Z'))).toBe(false);
    expect(isSupportOpen(at('2026-07-15T13:00:00Z'))).toBe(true);
  });

  it('closes at 20:00 Central, every day of the week', () => {
    expect(isSupportOpen(at('2026-01-16T01:59:59Z'))).toBe(true);
    expect(isSupportOpen(at('2026-01-16T02:00:00Z'))).toBe(false);
    expect(isSupportOpen(at('2026-07-16T00:59:59Z'))).toBe(true);
    expect(isSupportOpen(at('2026-07-16T01:00:00Z'))).toBe(false);
    // Sunday 2026-01-18 and Saturday 2026-01-17 at noon Central.
    expect(isSupportOpen(at('2026-01-18T18:00:00Z'))).toBe(true);
    expect(isSupportOpen(at('2026-01-17T18:00:00Z'))).toBe(true);
  });

  it('follows the spring change (2026-03-08, 2 AM CST → 3 AM CDT): the same UTC time is closed before and open after', () => {
    expect(isSupportOpen(at('2026-03-07T13:30:00Z'))).toBe(false); // 7:30 CST
    expect(isSupportOpen(at('2026-03-09T13:30:00Z'))).toBe(true); // 8:30 CDT
    expect(isSupportOpen(at('2026-03-08T01:30:00Z'))).toBe(true); // Saturday 19:30 CST
    expect(isSupportOpen(at('2026-03-10T01:30:00Z'))).toBe(false); // Monday 20:30 CDT
  });

  it('follows the autumn change (2026-11-01, 2 AM CDT → 1 AM CST)', () => {
    expect(isSupportOpen(at('2026-10-31T13:30:00Z'))).toBe(true); // 8:30 CDT
    expect(isSupportOpen(at('2026-11-02T13:30:00Z'))).toBe(false); // 7:30 CST
    expect(isSupportOpen(at('2026-11-01T14:00:00Z'))).toBe(true); // 8:00 CST on the day of the change
  });

  it('says when the desk next opens or closes, across a change of time', () => {
    // Saturday 21:00 CST before the spring change: opens Sunday 8:00 CDT.
    expect(nextSupportChange(at('2026-03-08T03:00:00Z')).toISOString()).toBe('2026-03-08T13:00:00.000Z');
    // Saturday 21:00 CDT before the autumn change: opens Sunday 8:00 CST.
    expect(nextSupportChange(at('2026-11-01T02:00:00Z')).toISOString()).toBe('2026-11-01T14:00:00.000Z');
    // Open at noon CST: closes 20:00 CST the same day.
    expect(nextSupportChange(at('2026-01-15T18:00:00Z')).toISOString()).toBe('2026-01-16T02:00:00.000Z');
    // Early morning: opens the same day; the last day of a month rolls into the next.
    expect(nextSupportChange(at('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-01-31T14:00:00.000Z');
    expect(nextSupportChange(at('2026-02-01T03:00:00Z')).toISOString()).toBe('2026-02-01T14:00:00.000Z');
  });

  it('at any instant, the next change flips the state, within a day, and nothing flips before it', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2020-01-01Z'), max: new Date('2035-12-31Z'), noInvalidDate: true }), (instant) => {
        const next = nextSupportChange(instant);
        const gap = next.getTime() - instant.getTime();
        expect(gap).toBeGreaterThan(0);
        expect(gap).toBeLessThanOrEqual(13 * 3_600_000);
        expect(isSupportOpen(next)).toBe(!isSupportOpen(instant));
        expect(isSupportOpen(new Date(next.getTime() - 1))).toBe(isSupportOpen(instant));
      }),
      { numRuns: 300 },
    );
  });
});
