import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import { ResultCode } from '../../src/contract/codes';
import type { ProgressResult } from '../../src/contract/course';
import { createProgressReporter } from './progressReporter';

const answer = (positionSeconds: number, testOpen = false): ProgressResult => ({ videoPercent: 50, positionSeconds, testOpen });

function setup(report: (position: number) => Promise<ProgressResult>) {
  let position = 0;
  const events = { results: [] as ProgressResult[], failing: [] as boolean[], blocked: [] as string[] };
  const reportSpy = vi.fn(report);
  const reporter = createProgressReporter({
    report: reportSpy,
    position: () => position,
    onResult: (result) => events.results.push(result),
    onFailingChange: (failing) => events.failing.push(failing),
    onBlocked: (message) => events.blocked.push(message),
    intervalMs: 10_000,
  });
  return { reporter, reportSpy, events, at: (seconds: number) => (position = seconds) };
}

describe('progress reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports every 10 s while playing and stops ticking on pause', async () => {
    const { reporter, reportSpy, at } = setup(async (position) => answer(position));
    reporter.played();
    at(10);
    await vi.advanceTimersByTimeAsync(10_000);
    at(20);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reportSpy.mock.calls.map(([position]) => position)).toEqual([10, 20]);
    at(24);
    reporter.paused();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reportSpy.mock.calls.map(([position]) => position)).toEqual([10, 20, 24]);
  });

  it('retries a failed report at the next tick, even while paused, and says when reports fail', async () => {
    let down = true;
    const { reporter, reportSpy, events, at } = setup(async (position) => {
      if (down) throw new ApiError('HTTP 503', 0, 503);
      return answer(position);
    });
    at(30);
    reporter.paused();
    await vi.advanceTimersByTimeAsync(0);
    expect(events.failing).toEqual([true]);
    down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reportSpy).toHaveBeenCalledTimes(2);
    expect(events.failing).toEqual([true, false]);
    expect(events.results).toEqual([answer(30)]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(reportSpy).toHaveBeenCalledTimes(2);
  });

  it('keeps one report in flight; the next carries the newest position; the same position twice is sent once', async () => {
    const pending: ((result: ProgressResult) => void)[] = [];
    const { reporter, reportSpy, at } = setup((position) => new Promise((resolve) => pending.push(() => resolve(answer(position)))));
    at(50);
    reporter.paused();
    at(60);
    reporter.seeked();
    reporter.seeked();
    expect(reportSpy).toHaveBeenCalledTimes(1);
    pending.shift()?.(answer(50));
    await vi.advanceTimersByTimeAsync(0);
    expect(reportSpy.mock.calls.map(([position]) => position)).toEqual([50, 60]);
    pending.shift()?.(answer(60));
    await vi.advanceTimersByTimeAsync(0);
    reporter.ended();
    expect(reportSpy).toHaveBeenCalledTimes(2);
  });

  it('stops for good when the server says the lesson is locked', async () => {
    const { reporter, reportSpy, events, at } = setup(async () => {
      throw new ApiError('This lesson is locked.', ResultCode.lessonLocked);
    });
    reporter.played();
    at(5);
    reporter.paused();
    await vi.advanceTimersByTimeAsync(0);
    expect(events.blocked).toEqual(['This lesson is locked.']);
    reporter.played();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reportSpy).toHaveBeenCalledTimes(1);
  });

  it('sends the last position when disposed while playing, and nothing after', async () => {
    const { reporter, reportSpy, events, at } = setup(async (position) => answer(position));
    reporter.played();
    at(42);
    reporter.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reportSpy.mock.calls.map(([position]) => position)).toEqual([42]);
    expect(events.results).toEqual([]);
  });
});
