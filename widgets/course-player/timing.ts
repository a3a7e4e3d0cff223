/** How often the video reports where it is while it plays (and retries a failed report), at most. */
export const progressReportIntervalMs = 10_000;
/** How often a short video reports, at least: a twentieth of it, but not faster than this. */
export const shortestProgressReportIntervalMs = 2_000;

/**
 * About one report per twentieth of the video, between 2 and 10 s: the watched share the server sends
 * back moves in small steps on a 12-second video too (it read 0% until the first report at 10 s), and a
 * long video costs no more reports than before. Unknown duration: the longest interval.
 */
export const progressReportIntervalOf = (durationSeconds: number | undefined): number => {
  if (durationSeconds === undefined || !Number.isFinite(durationSeconds) || durationSeconds <= 0) return progressReportIntervalMs;
  return Math.min(progressReportIntervalMs, Math.max(shortestProgressReportIntervalMs, Math.round((durationSeconds * 1000) / 20)));
};
/** Rapid answer changes within this window go to the server as one save. */
export const answerSaveCoalesceMs = 400;
/** A failed answer save is tried again after this long (or at once, on the retry button). */
export const answerSaveRetryMs = 5_000;
