import type { LessonProgressRow } from '../../db/courseSchema';
import { maxPlaybackRate, progressSlackSeconds, watchedPercentToOpenTest, type ProgressEvent } from '../../../src/contract/course';

/** Where a learner stands in a lesson video; `playing` after a `play` or `progress` report, until a `pause`. */
export type WatchState = { positionSeconds: number; watchedSeconds: number; reportedAt: Date; playing: boolean };
export type WatchReport = { positionSeconds: number; event: ProgressEvent };

// Float slack so 95% of a 12 s video (11.4 s) is not missed by a rounding error.
const epsilon = 1e-9;

/**
 * One progress report. Only the span since a report made while playing counts: forward movement,
 * at most `maxPlaybackRate` × the wall time since that report + `progressSlackSeconds` (network
 * delay), so seeking ahead does not count and a paused player earns nothing. A `play` report starts
 * measuring from its own position and time (after a pause, a reload, a Replay or a reset).
 */
export const creditReport = (previous: WatchState | undefined, report: WatchReport, now: Date, durationSeconds: number): WatchState => {
  const positionSeconds = Math.min(Math.max(0, report.positionSeconds), durationSeconds);
  const watchedBefore = previous?.watchedSeconds ?? 0;
  let credit = 0;
  if (previous?.playing) {
    const elapsedSeconds = Math.max(0, (now.getTime() - previous.reportedAt.getTime()) / 1000);
    credit = Math.min(Math.max(0, positionSeconds - previous.positionSeconds), maxPlaybackRate * elapsedSeconds + progressSlackSeconds);
  }
  return { positionSeconds, watchedSeconds: Math.min(durationSeconds, watchedBefore + credit), reportedAt: now, playing: report.event !== 'pause' };
};

/** A learner's progress row after one report: `current` credited (or a first row in the first study cycle). */
export const creditedRow = (userId: string, lessonId: string, current: LessonProgressRow | undefined, report: WatchReport, now: Date, durationSeconds: number): LessonProgressRow => {
  const previous = current && { positionSeconds: current.position_seconds, watchedSeconds: current.watched_seconds, reportedAt: current.reported_at, playing: current.playing };
  const next = creditReport(previous, report, now, durationSeconds);
  return { user_id: userId, lesson_id: lessonId, cycle: current?.cycle ?? 1, position_seconds: next.positionSeconds, watched_seconds: next.watchedSeconds, reported_at: now, playing: next.playing };
};

export const videoPercent = (watchedSeconds: number, durationSeconds: number): number =>
  Math.min(100, Math.max(0, Math.floor((100 * watchedSeconds) / durationSeconds + epsilon)));

/** Watched to the end: at least `watchedPercentToOpenTest`% of the video's length. */
export const watchedToEnd = (watchedSeconds: number, durationSeconds: number): boolean =>
  100 * watchedSeconds + epsilon >= watchedPercentToOpenTest * durationSeconds;
