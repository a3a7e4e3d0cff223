import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resumeEndMarginSeconds, videoActions, watchedPercentToOpenTest } from '../../../src/contract/course';
import { resumeSecondsOf, type ResumeInput } from './lessonOffer';
import { creditReport, watchedToEnd, type WatchState } from './watchTime';

/** A lesson video as the rules see it while its button says Continue: the part watched from its start under the share that opens the test. */
const continuing = fc
  .record({ durationSeconds: fc.integer({ min: 1, max: 4 * 3600 }), position: fc.double({ min: 0, max: 1, noNaN: true }), watched: fc.double({ min: 0, max: 1, noNaN: true }) })
  .map(({ durationSeconds, position, watched }): ResumeInput => ({
    durationSeconds,
    positionSeconds: position * durationSeconds,
    firstUnwatchedSeconds: ((watched * watchedPercentToOpenTest) / 100) * durationSeconds,
  }))
  .filter((watch) => !watchedToEnd(watch.firstUnwatchedSeconds, watch.durationSeconds));

describe('where a lesson video resumes (resumeSecondsOf)', () => {
  it('Start and Replay play from the beginning, wherever the video stopped', () => {
    fc.assert(
      fc.property(continuing, fc.constantFrom('start' as const, 'replay' as const), (watch, action) => {
        expect(resumeSecondsOf(action, watch)).toBe(0);
      }),
    );
  });

  it('Continue resumes at the second the video stopped when enough of it is left there', () => {
    expect(resumeSecondsOf('continue', { durationSeconds: 600, positionSeconds: 125.7, firstUnwatchedSeconds: 40 })).toBe(125);
    expect(resumeSecondsOf('continue', { durationSeconds: 600, positionSeconds: 600 - resumeEndMarginSeconds, firstUnwatchedSeconds: 40 })).toBe(600 - resumeEndMarginSeconds);
    fc.assert(
      fc.property(continuing, (watch) => {
        fc.pre(watch.durationSeconds - watch.positionSeconds >= resumeEndMarginSeconds);
        expect(resumeSecondsOf('continue', watch)).toBe(Math.floor(watch.positionSeconds));
      }),
    );
  });

  it('a video skipped to its end resumes at its first second not watched, not at the end', () => {
    // Watched 0–100 s of a 10-minute video, then skipped to the end: from 100 s.
    expect(resumeSecondsOf('continue', { durationSeconds: 600, positionSeconds: 600, firstUnwatchedSeconds: 100.4 })).toBe(100);
    // Skipped straight to the end of a 12 s video: from the start.
    expect(resumeSecondsOf('continue', { durationSeconds: 12, positionSeconds: 12, firstUnwatchedSeconds: 0.5 })).toBe(0);
    // Dragged back to 5 s after watching to 10 s: never past where it stopped.
    expect(resumeSecondsOf('continue', { durationSeconds: 12, positionSeconds: 5, firstUnwatchedSeconds: 10 })).toBe(5);
    // A part summed from credited spans just under a whole second ends at that second.
    expect(resumeSecondsOf('continue', { durationSeconds: 600, positionSeconds: 600, firstUnwatchedSeconds: 0.1 + 0.2 + 7.7 - 1e-12 })).toBe(8);
  });

  it('Continue resumes at a whole second within the video, never past where it stopped', () => {
    fc.assert(
      fc.property(continuing, (watch) => {
        const resumeAt = resumeSecondsOf('continue', watch);
        expect(Number.isInteger(resumeAt)).toBe(true);
        expect(resumeAt).toBeGreaterThanOrEqual(0);
        expect(resumeAt).toBeLessThan(watch.durationSeconds);
        expect(resumeAt).toBeLessThanOrEqual(watch.positionSeconds + 1e-9);
      }),
    );
  });

  it('Continue always leaves something worth playing: the margin, or all the video from its first second not watched', () => {
    fc.assert(
      fc.property(continuing, (watch) => {
        const left = watch.durationSeconds - resumeSecondsOf('continue', watch);
        expect(left).toBeGreaterThanOrEqual(Math.min(resumeEndMarginSeconds, watch.durationSeconds - watch.firstUnwatchedSeconds));
      }),
    );
  });

  it('one viewing from where it resumes to the end, when the video stood at its end, opens the test', () => {
    fc.assert(
      fc.property(continuing, (watch) => {
        fc.pre(watch.durationSeconds - watch.positionSeconds < resumeEndMarginSeconds);
        const resumeAt = resumeSecondsOf('continue', watch);
        const watchedRanges = watch.firstUnwatchedSeconds > 0 ? [[0, watch.firstUnwatchedSeconds] as const] : [];
        const start: WatchState = { positionSeconds: watch.positionSeconds, watchedRanges, watchedSeconds: watch.firstUnwatchedSeconds, reportedAt: new Date(0), playing: false };
        const played = creditReport(start, { positionSeconds: resumeAt, event: 'play' }, new Date(1000), watch.durationSeconds);
        const viewed = creditReport(played, { positionSeconds: watch.durationSeconds, event: 'pause' }, new Date(1000 + (watch.durationSeconds - resumeAt) * 1000), watch.durationSeconds);
        expect(watchedToEnd(viewed.watchedSeconds, watch.durationSeconds)).toBe(true);
      }),
    );
  });

  it('covers every video button', () => {
    expect(videoActions.map((action) => resumeSecondsOf(action, { durationSeconds: 60, positionSeconds: 30, firstUnwatchedSeconds: 30 }))).toEqual([0, 30, 0]);
  });
});
