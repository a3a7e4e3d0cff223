import type { LessonProgressRow, WatchedRanges } from '../../db/courseSchema';
import {
  maxPlaybackRate,
  progressSlackSeconds,
  shortestUnwatchedPartSeconds,
  watchedGapSeconds,
  watchedPercentToOpenTest,
  type ProgressEvent,
  type VideoPart,
} from '../../../src/contract/course';

/** Where a learner stands in a lesson video; `playing` after a `play` or `progress` report, until a `pause`. */
export type WatchState = { positionSeconds: number; watchedRanges: WatchedRanges; watchedSeconds: number; reportedAt: Date; playing: boolean };
export type WatchReport = { positionSeconds: number; event: ProgressEvent };

// Float slack so 95% of a 12 s video (11.4 s) is not missed by a rounding error.
const epsilon = 1e-9;

/**
 * At most this many separate parts are kept per lesson (a person watching skips around far less): past it,
 * the shortest part is forgotten, so a row stays small and forgetting never credits anything.
 */
export const maxWatchedRanges = 100;

/** How many seconds the parts cover. */
export const watchedLength = (ranges: WatchedRanges): number => ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/**
 * `ranges` with `[start, end]` added, within `[0, durationSeconds]`: overlapping and touching parts become one,
 * so a part watched twice counts once.
 */
export const addWatchedSpan = (ranges: WatchedRanges, start: number, end: number, durationSeconds: number): WatchedRanges => {
  const span = [Math.max(0, start), end] as const;
  const merged: [number, number][] = [];
  for (const [rangeStart, rangeEnd] of [...ranges, span].sort((a, b) => a[0] - b[0])) {
    // A video made shorter since (its file replaced) ends every part at its new end.
    const clippedEnd = Math.min(rangeEnd, durationSeconds);
    if (clippedEnd <= rangeStart) continue;
    const last = merged.at(-1);
    // Float slack: a span that ends where the next report's starts (a + (b - a) may fall short of b) joins it.
    if (last && rangeStart <= last[1] + epsilon) last[1] = Math.max(last[1], clippedEnd);
    else merged.push([rangeStart, clippedEnd]);
  }
  while (merged.length > maxWatchedRanges) {
    let shortest = 0;
    merged.forEach(([rangeStart, rangeEnd], index) => {
      if (rangeEnd - rangeStart < merged[shortest]![1] - merged[shortest]![0]) shortest = index;
    });
    merged.splice(shortest, 1);
  }
  return merged;
};

/** The first second of the video not watched: the end of a part watched from the start, else 0. */
export const firstUnwatchedSecond = (ranges: WatchedRanges): number => {
  const first = ranges[0];
  return first && first[0] <= epsilon ? first[1] : 0;
};

/**
 * The parts of a video of `durationSeconds` outside `ranges`, in order, each widened to the whole seconds around it
 * (so playing it from its first second covers it); parts shorter than `shortestUnwatchedPartSeconds` are left out.
 */
export const unwatchedPartsOf = (ranges: WatchedRanges, durationSeconds: number): VideoPart[] => {
  const parts: VideoPart[] = [];
  let from = 0;
  for (const [start, end] of [...ranges, [durationSeconds, durationSeconds] as const]) {
    const to = Math.min(start, durationSeconds);
    if (to - from + epsilon >= shortestUnwatchedPartSeconds) {
      const part = { fromSeconds: Math.floor(from + epsilon), toSeconds: Math.min(Math.ceil(to - epsilon), Math.ceil(durationSeconds)) };
      const last = parts.at(-1);
      // Two parts widened into the same second (a watched sliver between them) are one.
      if (last && part.fromSeconds <= last.toSeconds) last.toSeconds = part.toSeconds;
      else parts.push(part);
    }
    from = Math.max(from, end);
  }
  return parts;
};

/**
 * Where a span from `positionSeconds` is counted from: the video's start or the end of a part already watched
 * when it is less than `watchedGapSeconds` before, else the position itself.
 */
export const spanStartOf = (ranges: WatchedRanges, positionSeconds: number): number => {
  if (positionSeconds < watchedGapSeconds) return 0;
  const before = ranges.findLast(([, end]) => end <= positionSeconds);
  return before && positionSeconds - before[1] < watchedGapSeconds ? before[1] : positionSeconds;
};

/**
 * One progress report. Only the span since a report made while playing counts: from that report's position
 * (`spanStartOf`) to this one's, at most `maxPlaybackRate` × the wall time since that report +
 * `progressSlackSeconds` (network delay), so seeking ahead does not count and a paused player earns nothing.
 * A `play` report starts measuring from its own position and time (after a pause, a reload, a Replay or a
 * reset). The span joins the parts already watched: seconds seen before count once.
 */
export const creditReport = (previous: WatchState | undefined, report: WatchReport, now: Date, durationSeconds: number): WatchState => {
  const positionSeconds = Math.min(Math.max(0, report.positionSeconds), durationSeconds);
  const before = previous?.watchedRanges ?? [];
  let watchedRanges = before;
  if (previous?.playing) {
    const elapsedSeconds = Math.max(0, (now.getTime() - previous.reportedAt.getTime()) / 1000);
    const from = spanStartOf(before, previous.positionSeconds);
    const credit = Math.min(Math.max(0, positionSeconds - from), maxPlaybackRate * elapsedSeconds + progressSlackSeconds);
    if (credit > 0) watchedRanges = addWatchedSpan(before, from, from + credit, durationSeconds);
  }
  // A video made shorter since the last report.
  if ((watchedRanges.at(-1)?.[1] ?? 0) > durationSeconds) watchedRanges = addWatchedSpan(watchedRanges, 0, 0, durationSeconds);
  return { positionSeconds, watchedRanges, watchedSeconds: Math.min(durationSeconds, watchedLength(watchedRanges)), reportedAt: now, playing: report.event !== 'pause' };
};

/** A learner's progress row after one report: `current` credited (or a first row in the first study cycle). */
export const creditedRow = (userId: string, lessonId: string, current: LessonProgressRow | undefined, report: WatchReport, now: Date, durationSeconds: number): LessonProgressRow => {
  const previous = current && { positionSeconds: current.position_seconds, watchedRanges: current.watched_ranges, watchedSeconds: current.watched_seconds, reportedAt: current.reported_at, playing: current.playing };
  const next = creditReport(previous, report, now, durationSeconds);
  return {
    user_id: userId,
    lesson_id: lessonId,
    cycle: current?.cycle ?? 1,
    position_seconds: next.positionSeconds,
    watched_seconds: next.watchedSeconds,
    watched_ranges: next.watchedRanges,
    reported_at: now,
    playing: next.playing,
  };
};

export const videoPercent = (watchedSeconds: number, durationSeconds: number): number =>
  Math.min(100, Math.max(0, Math.floor((100 * watchedSeconds) / durationSeconds + epsilon)));

/** Watched to the end: at least `watchedPercentToOpenTest`% of the video's length. */
export const watchedToEnd = (watchedSeconds: number, durationSeconds: number): boolean =>
  100 * watchedSeconds + epsilon >= watchedPercentToOpenTest * durationSeconds;
