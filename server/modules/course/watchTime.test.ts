import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxPlaybackRate, progressSlackSeconds, shortestUnwatchedPartSeconds, watchedGapSeconds, type ProgressEvent } from '../../../src/contract/course';
import type { WatchedRanges } from '../../db/courseSchema';
import { addWatchedSpan, creditReport, firstUnwatchedSecond, maxWatchedRanges, spanStartOf, unwatchedPartsOf, videoPercent, watchedLength, watchedToEnd, type WatchState } from './watchTime';

const at = (secondsAfterStart: number) => new Date(Date.UTC(2031, 0, 1) + secondsAfterStart * 1000);

type Report = { at: number; position: number; event: ProgressEvent };
const replay = (reports: Report[], durationSeconds: number, start?: WatchState): WatchState | undefined =>
  reports.reduce<WatchState | undefined>((state, report) => creditReport(state, { positionSeconds: report.position, event: report.event }, at(report.at), durationSeconds), start);

describe('watch time', () => {
  it('credits one viewing of a short video in full: play at 0, end at 12 s (no report in between)', () => {
    const state = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 12, position: 12, event: 'pause' },
      ],
      12,
    );
    expect(state).toEqual({ positionSeconds: 12, watchedRanges: [[0, 12]], watchedSeconds: 12, reportedAt: at(12), playing: false });
  });

  it('credits a pause at 6 s and Continue to the end in full', () => {
    const state = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 6, position: 6, event: 'pause' },
        { at: 40, position: 6, event: 'play' },
        { at: 46, position: 12, event: 'pause' },
      ],
      12,
    );
    expect(state?.watchedSeconds).toBe(12);
  });

  it('credits a Replay from the start after the stored end position (a reset or a second viewing)', () => {
    const reset: WatchState = { positionSeconds: 0, watchedRanges: [], watchedSeconds: 0, reportedAt: at(0), playing: false };
    expect(replay([{ at: 100, position: 0, event: 'play' }, { at: 110, position: 10, event: 'progress' }, { at: 112, position: 12, event: 'pause' }], 12, reset)?.watchedSeconds).toBe(12);
    const atEnd: WatchState = { positionSeconds: 12, watchedRanges: [[0, 3]], watchedSeconds: 3, reportedAt: at(0), playing: false };
    expect(replay([{ at: 100, position: 0, event: 'play' }, { at: 112, position: 12, event: 'pause' }], 12, atEnd)?.watchedSeconds).toBe(12);
  });

  it('after a reload (no pause report) a new play from the stored position continues the count', () => {
    const state = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 10, position: 10, event: 'progress' },
        { at: 300, position: 10, event: 'play' },
        { at: 302, position: 12, event: 'pause' },
      ],
      12,
    );
    expect(state?.watchedSeconds).toBe(12);
  });

  it(`caps a span at ${maxPlaybackRate} × its wall time + ${progressSlackSeconds} s: seeking ahead does not count`, () => {
    const state = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 3, position: 500, event: 'progress' },
      ],
      600,
    );
    expect(state).toMatchObject({ positionSeconds: 500, watchedRanges: [[0, maxPlaybackRate * 3 + progressSlackSeconds]], watchedSeconds: maxPlaybackRate * 3 + progressSlackSeconds });
  });

  it('credits nothing while paused and nothing for a first report, whatever position it names', () => {
    expect(creditReport(undefined, { positionSeconds: 300, event: 'progress' }, at(0), 600).watchedSeconds).toBe(0);
    const paused: WatchState = { positionSeconds: 0, watchedRanges: [], watchedSeconds: 0, reportedAt: at(0), playing: false };
    expect(creditReport(paused, { positionSeconds: 12, event: 'progress' }, at(60), 12).watchedSeconds).toBe(0);
    expect(creditReport(paused, { positionSeconds: 12, event: 'pause' }, at(60), 12).watchedSeconds).toBe(0);
  });

  it('adds nothing for going back, and caps position and watched time at the duration', () => {
    const watched: WatchState = { positionSeconds: 10, watchedRanges: [[0, 10]], watchedSeconds: 10, reportedAt: at(0), playing: true };
    expect(creditReport(watched, { positionSeconds: 2, event: 'progress' }, at(30), 12)).toMatchObject({ positionSeconds: 2, watchedSeconds: 10 });
    expect(creditReport(watched, { positionSeconds: 99, event: 'progress' }, at(30), 12)).toMatchObject({ positionSeconds: 12, watchedSeconds: 12 });
  });

  it('counts a part watched twice once: 0–6 s, dragged back to the start while playing, 0–6 s again', () => {
    const twice = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 6, position: 6, event: 'progress' },
        { at: 7, position: 0, event: 'progress' },
        { at: 13, position: 6, event: 'pause' },
      ],
      12,
    );
    expect(twice).toMatchObject({ watchedRanges: [[0, 6]], watchedSeconds: 6 });
    expect(videoPercent(twice!.watchedSeconds, 12)).toBe(50);
    // The rest played once: all of it.
    const rest = replay([{ at: 20, position: 6, event: 'play' }, { at: 26, position: 12, event: 'pause' }], 12, twice);
    expect(rest).toMatchObject({ watchedRanges: [[0, 12]], watchedSeconds: 12 });
  });

  it('keeps parts watched apart, and the gap played later joins them', () => {
    const apart = replay(
      [
        { at: 0, position: 0, event: 'play' },
        { at: 4, position: 4, event: 'pause' },
        // Dragged ahead while paused: nothing between 4 and 8 s counts.
        { at: 10, position: 8, event: 'play' },
        { at: 14, position: 12, event: 'pause' },
      ],
      12,
    );
    expect(apart).toMatchObject({ watchedRanges: [[0, 4], [8, 12]], watchedSeconds: 8 });
    expect(firstUnwatchedSecond(apart!.watchedRanges)).toBe(4);
    const joined = replay([{ at: 20, position: 4, event: 'play' }, { at: 24, position: 8, event: 'pause' }], 12, apart);
    expect(joined).toMatchObject({ watchedRanges: [[0, 12]], watchedSeconds: 12 });
  });

  it(`counts a play reported less than ${watchedGapSeconds} s after the start, or after a part watched, from there`, () => {
    // The player reports the play a moment after the video moved: 0.3 s, and 0.4 s after the pause.
    const drifted = replay(
      [
        { at: 0, position: 0.3, event: 'play' },
        { at: 6, position: 6, event: 'pause' },
        { at: 20, position: 6.4, event: 'play' },
        { at: 25.6, position: 12, event: 'pause' },
      ],
      12,
    );
    expect(drifted).toMatchObject({ watchedRanges: [[0, 12]], watchedSeconds: 12 });
    expect(spanStartOf([[0, 6]], 6.999)).toBe(6);
    // A second or more after it: a gap the learner skipped.
    expect(spanStartOf([[0, 6]], 7)).toBe(7);
    expect(spanStartOf([], watchedGapSeconds)).toBe(watchedGapSeconds);
    // Inside a part: from the position.
    expect(spanStartOf([[0, 6]], 3)).toBe(3);
  });

  it(`keeps at most ${maxWatchedRanges} parts, forgetting the shortest (never crediting more), and ends them at a shorter video's end`, () => {
    // A part of 2 s, then parts of 1 s every 3 s; a new part of 0.5 s is the shortest: it is the one forgotten.
    const many = Array.from({ length: maxWatchedRanges }, (_, index) => [3 * index, 3 * index + (index === 0 ? 2 : 1)] as const);
    const added = addWatchedSpan(many, 1000, 1000.5, 2000);
    expect(added).toHaveLength(maxWatchedRanges);
    expect(added[0]).toEqual([0, 2]);
    expect(watchedLength(added)).toBe(watchedLength(many));
    // The file replaced by a 5 s one: what was watched past 5 s is gone.
    expect(addWatchedSpan([[0, 4], [6, 9]], 0, 0, 5)).toEqual([[0, 4]]);
    expect(creditReport({ positionSeconds: 5, watchedRanges: [[0, 9]], watchedSeconds: 9, reportedAt: at(0), playing: false }, { positionSeconds: 5, event: 'play' }, at(1), 5)).toMatchObject({ watchedRanges: [[0, 5]], watchedSeconds: 5 });
  });

  it('lists the parts not watched in whole seconds, widened to the seconds around them', () => {
    expect(unwatchedPartsOf([], 12)).toEqual([{ fromSeconds: 0, toSeconds: 12 }]);
    expect(unwatchedPartsOf([[0, 6.03]], 12)).toEqual([{ fromSeconds: 6, toSeconds: 12 }]);
    expect(unwatchedPartsOf([[0, 4], [8, 12]], 12)).toEqual([{ fromSeconds: 4, toSeconds: 8 }]);
    expect(unwatchedPartsOf([[2.5, 4.2], [6.1, 11.97]], 12)).toEqual([
      { fromSeconds: 0, toSeconds: 3 },
      { fromSeconds: 4, toSeconds: 7 },
    ]);
    expect(unwatchedPartsOf([[0, 12]], 12)).toEqual([]);
  });

  it(`leaves out parts shorter than ${shortestUnwatchedPartSeconds} s, and joins parts widened into the same second`, () => {
    expect(unwatchedPartsOf([[0, 5.5], [6, 12]], 12)).toEqual([]);
    expect(unwatchedPartsOf([[0, 11.5]], 12)).toEqual([]);
    // Not watched: 4.03–5.2 and 5.7–7; widened, 4–6 and 5–7 meet.
    expect(unwatchedPartsOf([[0, 4.03], [5.2, 5.7], [7, 12]], 12)).toEqual([{ fromSeconds: 4, toSeconds: 7 }]);
  });

  it('opens the test at 95% of the video and shows percent rounded down', () => {
    expect(watchedToEnd(11.4, 12)).toBe(true);
    expect(watchedToEnd(11.39, 12)).toBe(false);
    expect(videoPercent(11.4, 12)).toBe(95);
    expect(videoPercent(11.39, 12)).toBe(94);
    expect(videoPercent(12, 12)).toBe(100);
  });
});

/** A person playing a video once, at normal speed, with pauses, reloads (a play without a pause before it) and report gaps. */
const viewing = (durationSeconds: number) =>
  fc.record({
    // Where the person stops the player along the way (pause then play again, or a reload).
    stops: fc.uniqueArray(fc.integer({ min: 1, max: durationSeconds - 1 }), { maxLength: 4 }).map((points) => points.sort((a, b) => a - b)),
    reloads: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    pauseSeconds: fc.array(fc.integer({ min: 0, max: 3600 }), { minLength: 4, maxLength: 4 }),
    reportEvery: fc.integer({ min: 1, max: 15 }),
  });

describe('watch time properties', () => {
  it('one complete viewing at normal speed is credited in full, whatever the pauses, reloads and report interval', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 400 }).chain((duration) => fc.tuple(fc.constant(duration), viewing(duration))), ([duration, plan]) => {
        const reports: Report[] = [];
        let clock = 0;
        let position = 0;
        const segments = [...plan.stops, duration];
        segments.forEach((end, index) => {
          reports.push({ at: clock, position, event: 'play' });
          while (end - position > plan.reportEvery) {
            clock += plan.reportEvery;
            position += plan.reportEvery;
            reports.push({ at: clock, position, event: 'progress' });
          }
          clock += end - position;
          position = end;
          const reload = plan.reloads[index] ?? false;
          // A reload sends no pause: the last report stands until the next play.
          if (!reload || end === duration) reports.push({ at: clock, position, event: 'pause' });
          clock += plan.pauseSeconds[index] ?? 0;
        });
        expect(replay(reports, duration)?.watchedSeconds).toBeCloseTo(duration, 9);
        expect(watchedToEnd(replay(reports, duration)?.watchedSeconds ?? 0, duration)).toBe(true);
      }),
    );
  });

  it('credits the seconds played at normal speed, each once, whatever parts are played and how often', () => {
    const part = (duration: number) => fc.tuple(fc.integer({ min: 0, max: duration - 1 }), fc.integer({ min: 1, max: duration }));
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 300 }).chain((duration) => fc.tuple(fc.constant(duration), fc.array(part(duration), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 15 }))), ([duration, parts, reportEvery]) => {
        const reports: Report[] = [];
        let clock = 0;
        const seen = new Set<number>();
        for (const [start, length] of parts) {
          const end = Math.min(duration, start + length);
          for (let second = start; second < end; second += 1) seen.add(second);
          // Dragged there while paused, played, paused at the part's end.
          reports.push({ at: clock, position: start, event: 'play' });
          for (let position = start + reportEvery; position < end; position += reportEvery) reports.push({ at: clock + position - start, position, event: 'progress' });
          clock += end - start;
          reports.push({ at: clock, position: end, event: 'pause' });
          clock += 30;
        }
        const state = replay(reports, duration)!;
        expect(state.watchedSeconds).toBeCloseTo(seen.size, 9);
        expect(watchedLength(state.watchedRanges)).toBeCloseTo(state.watchedSeconds, 9);
      }),
    );
  });

  it('lists every part not watched that lasts a second or more, each once, in order, and each holds a moment not watched', () => {
    const span = fc.tuple(fc.double({ min: 0, max: 300, noNaN: true }), fc.double({ min: 0, max: 40, noNaN: true }));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.array(span, { maxLength: 12 }), (duration, spans) => {
        const ranges = spans.reduce<WatchedRanges>((watched, [start, length]) => addWatchedSpan(watched, start, start + length, duration), []);
        const parts = unwatchedPartsOf(ranges, duration);
        const gaps: [number, number][] = [];
        let from = 0;
        for (const [start, end] of [...ranges, [duration, duration] as const]) {
          if (start > from) gaps.push([from, start]);
          from = end;
        }
        parts.forEach((part, index) => {
          expect(Number.isInteger(part.fromSeconds) && Number.isInteger(part.toSeconds)).toBe(true);
          expect(part.fromSeconds).toBeGreaterThan(index === 0 ? -1 : parts[index - 1]!.toSeconds);
          expect(part.toSeconds).toBeGreaterThan(part.fromSeconds);
          expect(part.toSeconds).toBeLessThanOrEqual(duration);
          expect(gaps.some(([start, end]) => start < part.toSeconds && end > part.fromSeconds)).toBe(true);
        });
        for (const [start, end] of gaps) {
          // Float slack: a part may start a billionth of a second after the gap.
          if (end - start >= shortestUnwatchedPartSeconds) expect(parts.some((part) => part.fromSeconds <= start + 1e-6 && part.toSeconds >= end - 1e-6)).toBe(true);
        }
      }),
    );
  });

  it(`never credits more than the forward movement (counted from less than ${watchedGapSeconds} s before, at most), nor more than the playback bound of the wall time spent playing`, () => {
    const report = fc.record({ gap: fc.double({ min: 0, max: 60, noNaN: true }), position: fc.double({ min: 0, max: 700, noNaN: true }), event: fc.constantFrom<ProgressEvent>('play', 'progress', 'pause') });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 600 }), fc.array(report, { maxLength: 30 }), (duration, steps) => {
        let state: WatchState | undefined;
        let clock = 0;
        for (const step of steps) {
          clock += step.gap;
          const next = creditReport(state, { positionSeconds: step.position, event: step.event }, at(clock), duration);
          const credit = next.watchedSeconds - (state?.watchedSeconds ?? 0);
          expect(credit).toBeGreaterThanOrEqual(0);
          if (!state?.playing) expect(credit).toBe(0);
          else {
            expect(credit).toBeLessThanOrEqual(Math.max(0, next.positionSeconds - spanStartOf(state.watchedRanges, state.positionSeconds)) + 1e-9);
            expect(credit).toBeLessThanOrEqual(Math.max(0, next.positionSeconds - state.positionSeconds) + watchedGapSeconds + 1e-9);
            expect(credit).toBeLessThanOrEqual(maxPlaybackRate * step.gap + progressSlackSeconds + 1e-9);
          }
          expect(next.watchedSeconds).toBeLessThanOrEqual(duration);
          expect(next.watchedSeconds).toBeCloseTo(watchedLength(next.watchedRanges), 9);
          next.watchedRanges.forEach(([start, end], index) => {
            expect(start).toBeGreaterThanOrEqual(index === 0 ? 0 : next.watchedRanges[index - 1]![1]);
            expect(end).toBeGreaterThan(start);
            expect(end).toBeLessThanOrEqual(duration);
          });
          expect(next.playing).toBe(step.event !== 'pause');
          state = next;
        }
      }),
    );
  });
});
