import { describe, expect, it } from 'vitest';
import { creditReport, videoPercent, watchedToEnd } from './watchTime';

const at = (secondsAfterStart: number) => new Date(Date.UTC(2031, 0, 1) + secondsAfterStart * 1000);

describe('watch time', () => {
  it('counts forward play at real speed', () => {
    const first = creditReport(undefined, 0, at(0), 120);
    const next = creditReport(first, 10, at(10), 120);
    expect(next).toEqual({ positionSeconds: 10, watchedSeconds: 10, reportedAt: at(10) });
  });

  it('caps a report at twice the wall time since the previous one plus 5 s (seeking ahead does not count)', () => {
    const first = creditReport(undefined, 0, at(0), 600);
    const seek = creditReport(first, 500, at(3), 600);
    expect(seek.positionSeconds).toBe(500);
    expect(seek.watchedSeconds).toBe(2 * 3 + 5);
  });

  it('gives a first report at most the 5 s slack', () => {
    expect(creditReport(undefined, 300, at(0), 600).watchedSeconds).toBe(5);
  });

  it('adds nothing for going back, and caps position and watched time at the duration', () => {
    const watched = { positionSeconds: 10, watchedSeconds: 10, reportedAt: at(0) };
    expect(creditReport(watched, 2, at(30), 12)).toMatchObject({ positionSeconds: 2, watchedSeconds: 10 });
    expect(creditReport(watched, 99, at(30), 12)).toMatchObject({ positionSeconds: 12, watchedSeconds: 12 });
  });

  it('opens the test at 95% of the video and shows percent rounded down', () => {
    expect(watchedToEnd(11.4, 12)).toBe(true);
    expect(watchedToEnd(11.39, 12)).toBe(false);
    expect(videoPercent(11.4, 12)).toBe(95);
    expect(videoPercent(11.39, 12)).toBe(94);
    expect(videoPercent(12, 12)).toBe(100);
  });
});
