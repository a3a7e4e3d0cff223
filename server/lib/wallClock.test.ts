import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayAt, instantOfWallClock, wallClockAt } from './wallClock';

// Zones with daylight saving at 2:00 (Chicago, Madrid), at midnight (Santiago), by half an hour (Lord Howe),
// until 2022 only (Mexico City), and none (UTC).
const zones = ['America/Chicago', 'Europe/Madrid', 'America/Santiago', 'Australia/Lord_Howe', 'America/Mexico_City', 'UTC'];

describe('wall clocks of a time zone', () => {
  it('reads what the clocks show, with daylight saving', () => {
    expect(wallClockAt(new Date('2026-01-15T14:00:00Z'), 'America/Chicago')).toEqual({ year: 2026, month: 1, day: 15, hour: 8, minute: 0, second: 0 });
    expect(wallClockAt(new Date('2026-07-15T13:00:00Z'), 'America/Chicago')).toEqual({ year: 2026, month: 7, day: 15, hour: 8, minute: 0, second: 0 });
    // Midnight shows as 0, not 24.
    expect(wallClockAt(new Date('2026-01-16T06:00:00Z'), 'America/Chicago').hour).toBe(0);
  });

  it('finds the instant of a wall time on both sides of a change', () => {
    expect(instantOfWallClock({ year: 2026, month: 3, day: 7, hour: 8, minute: 0, second: 0 }, 'America/Chicago').toISOString()).toBe('2026-03-07T14:00:00.000Z');
    expect(instantOfWallClock({ year: 2026, month: 3, day: 8, hour: 8, minute: 0, second: 0 }, 'America/Chicago').toISOString()).toBe('2026-03-08T13:00:00.000Z');
    expect(instantOfWallClock({ year: 2026, month: 11, day: 1, hour: 20, minute: 0, second: 0 }, 'America/Chicago').toISOString()).toBe('2026-11-02T02:00:00.000Z');
  });

  it('gives back an instant that shows the same wall time, for any instant in any zone', () => {
    const instants = fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2060, 0, 1) / 1000 }).map((seconds) => new Date(seconds * 1000));
    fc.assert(
      fc.property(instants, fc.constantFrom(...zones), (instant, zone) => {
        const clock = wallClockAt(instant, zone);
        expect(wallClockAt(instantOfWallClock(clock, zone), zone)).toEqual(clock);
      }),
      { numRuns: 2000 },
    );
  });

  it('moves by calendar days across months and years', () => {
    expect(dayAt({ year: 2026, month: 12, day: 31 }, 1, 8)).toEqual({ year: 2027, month: 1, day: 1, hour: 8, minute: 0, second: 0 });
    expect(dayAt({ year: 2028, month: 2, day: 28 }, 1, 0)).toEqual({ year: 2028, month: 2, day: 29, hour: 0, minute: 0, second: 0 });
  });
});
