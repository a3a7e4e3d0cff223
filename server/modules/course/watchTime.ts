import { progressSlackSeconds, watchedShareToOpenTest } from '../../../src/contract/course';

/** Where a learner stands in a lesson video. */
export type WatchState = { positionSeconds: number; watchedSeconds: number; reportedAt: Date };

// Float slack so 95% of a 12 s video (11.4 s) is not missed by a rounding error.
const epsilon = 1e-9;

/** One progress report: forward play counts, at most 2 × wall time since the last report + slack, so seeking does not. */
export const creditReport = (previous: WatchState | undefined, reportedPosition: number, now: Date, durationSeconds: number): WatchState => {
  const positionSeconds = Math.min(Math.max(0, reportedPosition), durationSeconds);
  const previousPosition = previous?.positionSeconds ?? 0;
  const elapsedSeconds = previous ? Math.max(0, (now.getTime() - previous.reportedAt.getTime()) / 1000) : 0;
  const credit = Math.min(Math.max(0, positionSeconds - previousPosition), 2 * elapsedSeconds + progressSlackSeconds);
  const watchedSeconds = Math.min(durationSeconds, (previous?.watchedSeconds ?? 0) + credit);
  return { positionSeconds, watchedSeconds, reportedAt: now };
};

export const videoPercent = (watchedSeconds: number, durationSeconds: number): number =>
  Math.min(100, Math.max(0, Math.floor((100 * watchedSeconds) / durationSeconds + epsilon)));

/** Watched to the end: at least 95% of the video's length. */
export const watchedToEnd = (watchedSeconds: number, durationSeconds: number): boolean =>
  watchedSeconds + epsilon >= watchedShareToOpenTest * durationSeconds;
