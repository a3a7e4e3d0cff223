import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import type { Sending } from '../../src/api/client';
import { ResultCode } from '../../src/contract/codes';
import type { ProgressEvent, ProgressResult } from '../../src/contract/course';
import { courseFixture } from '../../src/testing/fixtures/course';
import { createProgressReporter } from './progressReporter';
import { progressReportIntervalOf } from './timing';

type Call = [ProgressEvent, number];

function setup(report: (event: ProgressEvent, position: number, sending?: Sending) => Promise<ProgressResult> = async () => courseFixture('progress.play')) {
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
  const calls = (): Call[] => reportSpy.mock.calls.map(([event, seconds]) => [event, seconds]);
  const sending = () => reportSpy.mock.calls.map((call) => call[2]);
  return { reporter, calls, sending, events, at: (seconds: number) => (position = seconds) };
}

describe('progress reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports play at once, so one viewing of a 12 s video is measured from its start to its end', async () => {
    const { reporter, calls, events } = setup(async (event) => courseFixture(event === 'play' ? 'progress.play' : 'progress.testOpened'));
    reporter.played(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([['play', 0]]);
    await vi.advanceTimersByTimeAsync(12_000);
    reporter.paused(12);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([
      ['play', 0],
      ['progress', 0],
      ['pause', 12],
    ]);
    expect(events.results.at(-1)?.test.state).toBe('open');
  });

  it('reports progress every interval while playing, with the position at that moment, and stops ticking on pause', async () => {
    const { reporter, calls, at } = setup();
    reporter.played(3);
    at(13);
    await vi.advanceTimersByTimeAsync(10_000);
    at(23);
    await vi.advanceTimersByTimeAsync(10_000);
    reporter.paused(24);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toEqual([
      ['play', 3],
      ['progress', 13],
      ['progress', 23],
      ['pause', 24],
    ]);
  });

  it('reports where a paused video was moved, as a pause there; a slider dragged while a report is out sends only where it ended', async () => {
    let answer: (result: ProgressResult) => void = () => undefined;
    const { reporter, calls } = setup(() => new Promise((resolve) => (answer = resolve)));
    reporter.moved(40);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([['pause', 40]]);
    // While the first is out, the slider goes on moving: one waiting report, at the newest place.
    reporter.moved(50);
    reporter.moved(61);
    reporter.moved(72);
    answer(courseFixture('progress.paused'));
    await vi.advanceTimersByTimeAsync(0);
    answer(courseFixture('progress.paused'));
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([
      ['pause', 40],
      ['pause', 72],
    ]);
  });

  it('a move while playing is not reported: the seek is a pause and a play already', async () => {
    const { reporter, calls } = setup();
    reporter.played(0);
    reporter.moved(30);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([['play', 0]]);
  });

  it('a move never takes the place of a pause: the pause keeps where playing stopped', async () => {
    let answer: (result: ProgressResult) => void = () => undefined;
    const { reporter, calls } = setup(() => new Promise((resolve) => (answer = resolve)));
    reporter.played(0);
    reporter.paused(8);
    reporter.moved(30);
    for (let index = 0; index < 3; index += 1) {
      answer(courseFixture('progress.paused'));
      await vi.advanceTimersByTimeAsync(0);
    }
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 8],
      ['pause', 30],
    ]);
  });

  it('reports a pause once: pause and end of the same stop, or a pause while not playing, add nothing', async () => {
    const { reporter, calls } = setup();
    reporter.paused(5);
    reporter.played(0);
    reporter.played(0);
    reporter.paused(12);
    reporter.paused(12);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 12],
    ]);
  });

  it('sends reports one at a time and in order, even when the server answers slowly', async () => {
    const answers: (() => void)[] = [];
    const { reporter, calls } = setup(
      () =>
        new Promise<ProgressResult>((resolve) => {
          answers.push(() => resolve(courseFixture('progress.play')));
        }),
    );
    reporter.played(0);
    reporter.paused(4);
    reporter.played(8);
    expect(calls()).toEqual([['play', 0]]);
    answers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 4],
    ]);
    answers.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls().at(-1)).toEqual(['play', 8]);
  });

  it('retries a failed report at the next tick (even while paused) or the next play or pause, keeps the order, and says when reports fail', async () => {
    let down = true;
    const { reporter, calls, events } = setup(async () => {
      if (down) throw new ApiError('HTTP 503', 0, 503);
      return courseFixture('progress.play');
    });
    reporter.played(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.failing).toEqual([true]);
    reporter.paused(6);
    await vi.advanceTimersByTimeAsync(0);
    // The pause retried the play that failed first, and waits behind it.
    expect(calls()).toEqual([
      ['play', 0],
      ['play', 0],
    ]);
    down = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls()).toEqual([
      ['play', 0],
      ['play', 0],
      ['play', 0],
      ['pause', 6],
    ]);
    expect(events.failing).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toHaveLength(4);
  });

  it('stops for good when the server refuses (the lesson is locked) and hands over its message', async () => {
    const { reporter, calls, events } = setup(async () => {
      throw new ApiError('This lesson is locked.', ResultCode.lessonLocked);
    });
    reporter.played(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(events.blocked).toEqual(['This lesson is locked.']);
    await vi.advanceTimersByTimeAsync(60_000);
    reporter.paused(9);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls()).toEqual([['play', 0]]);
  });

  it('a page going away while playing sends where it stopped at once, kept alive, even with a report still in flight', async () => {
    const answers: (() => void)[] = [];
    const { reporter, calls, events, at, sending } = setup(
      () =>
        new Promise<ProgressResult>((resolve) => {
          answers.push(() => resolve(courseFixture('progress.play')));
        }),
    );
    reporter.played(0);
    at(7.5);
    reporter.leave();
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 7.5],
    ]);
    expect(sending()).toEqual([undefined, { keepalive: true }]);
    for (const answer of answers) answer();
    await vi.advanceTimersByTimeAsync(60_000);
    // No ticks after it; the page came back from the cache: the answer still reaches the view.
    expect(calls()).toHaveLength(2);
    expect(events.results).toHaveLength(2);
    // Played again (back from the cache), it is measured anew.
    reporter.played(7.5);
    expect(calls().at(-1)).toEqual(['play', 7.5]);
  });

  it('a page going away with the video paused, or the lesson refused, sends nothing', async () => {
    const paused = setup();
    paused.reporter.played(0);
    paused.reporter.paused(3);
    await vi.advanceTimersByTimeAsync(0);
    paused.reporter.leave();
    expect(paused.calls()).toEqual([
      ['play', 0],
      ['pause', 3],
    ]);
    const refused = setup(async () => {
      throw new ApiError('This lesson is locked.', ResultCode.lessonLocked);
    });
    refused.reporter.played(0);
    await vi.advanceTimersByTimeAsync(0);
    refused.reporter.leave();
    expect(refused.calls()).toEqual([['play', 0]]);
  });

  it('a lost report as the page goes away is not retried: the next play is measured from its own position', async () => {
    let down = false;
    const { reporter, calls, events } = setup(async () => {
      if (down) throw new TypeError('Failed to fetch');
      return courseFixture('progress.play');
    });
    reporter.played(0);
    await vi.advanceTimersByTimeAsync(0);
    down = true;
    reporter.leave();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 0],
    ]);
    expect(events.failing).toEqual([]);
    down = false;
    reporter.played(3);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls().at(-1)).toEqual(['play', 3]);
    expect(calls()).toHaveLength(3);
  });

  it('a video left while playing reports where it stopped, then nothing more', async () => {
    const { reporter, calls, events, at } = setup();
    reporter.played(0);
    at(7);
    reporter.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(calls()).toEqual([
      ['play', 0],
      ['pause', 7],
    ]);
    // The view is gone: answers are not handed to it.
    expect(events.results).toEqual([]);
  });
});

describe('progress reports of a short video', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('come about every twentieth of the video, between 2 and 10 s, and every 10 s while the duration is unknown', () => {
    expect(progressReportIntervalOf(12)).toBe(2_000);
    expect(progressReportIntervalOf(60)).toBe(3_000);
    expect(progressReportIntervalOf(150)).toBe(7_500);
    expect(progressReportIntervalOf(600)).toBe(10_000);
    expect(progressReportIntervalOf(Number.NaN)).toBe(10_000);
    expect(progressReportIntervalOf(Number.POSITIVE_INFINITY)).toBe(10_000);
    expect(progressReportIntervalOf(undefined)).toBe(10_000);
  });

  it('read the interval when playing starts, so it follows the duration the video learned meanwhile', async () => {
    let durationSeconds = Number.NaN;
    const report = vi.fn(async (_event: ProgressEvent, _position: number) => courseFixture('progress.play'));
    const reporter = createProgressReporter({
      report,
      position: () => 0,
      onResult: () => undefined,
      onFailingChange: () => undefined,
      onBlocked: () => undefined,
      intervalMs: () => progressReportIntervalOf(durationSeconds),
    });
    durationSeconds = 12;
    reporter.played(0);
    await vi.advanceTimersByTimeAsync(6_000);
    expect(report.mock.calls.map(([event]) => event)).toEqual(['play', 'progress', 'progress', 'progress']);
    reporter.dispose();
  });
});
