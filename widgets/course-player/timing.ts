/** How often the video reports where it is while it plays (and retries a failed report). */
export const progressReportIntervalMs = 10_000;
/** Rapid answer changes within this window go to the server as one save. */
export const answerSaveCoalesceMs = 400;
/** A failed answer save is tried again after this long (or at once, on the retry button). */
export const answerSaveRetryMs = 5_000;
