import { describe, expect, it } from 'vitest';
import { benchRuns, blockingInAll, median, medianScores, pageFilter } from './medians';

describe('bench:pages medians', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([90, 70, 80])).toBe(80);
    expect(median([90, 70, 80, 100])).toBe(85);
    expect(median([])).toBeNaN();
  });

  it('rounds a median score down, so a half point under the target is still under it', () => {
    const run = { accessibility: 100, lcpMs: 2000, tbtMs: 100, allBlockingMs: 300, cls: 0 };
    expect(medianScores([{ ...run, performance: 94 }, { ...run, performance: 95 }]).performance).toBe(94);
    expect(medianScores([{ ...run, performance: 94 }, { ...run, performance: 99 }, { ...run, performance: 96 }])).toEqual({ ...run, performance: 96 });
  });

  it('adds up what every long task blocks over 50 ms', () => {
    expect(blockingInAll([{ duration: 120 }, { duration: 50 }, { duration: 80.5 }, {}])).toBe(100.5);
    expect(blockingInAll([])).toBe(0);
  });

  it('reads BENCH_RUNS and refuses what is not a count', () => {
    expect(benchRuns(undefined)).toBe(3);
    expect(benchRuns('5')).toBe(5);
    expect(() => benchRuns('0')).toThrow(/BENCH_RUNS/);
    expect(() => benchRuns('two')).toThrow(/BENCH_RUNS/);
  });

  it('keeps the pages BENCH_PAGES names, or every page', () => {
    expect(pageFilter(undefined)('login')).toBe(true);
    const only = pageFilter('course, LOGIN');
    expect(['login', 'home', 'course list', 'course detail'].filter(only)).toEqual(['login', 'course list', 'course detail']);
  });
});
