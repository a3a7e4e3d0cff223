import type { ProgressResult } from '../../src/contract/course';
import { isPermanentRefusal } from './refusal';
import { progressReportIntervalMs } from './timing';

export type ProgressReporterOptions = {
  /** Sends one report; the server answers how much of the video counts as watched. */
  report: (positionSeconds: number) => Promise<ProgressResult>;
  /** Where the video is now (read at send time, so a retry carries the newest position). */
  position: () => number;
  onResult: (result: ProgressResult) => void;
  /** Reports started failing (true) or went through again (false). */
  onFailingChange: (failing: boolean) => void;
  /** The server refused for good (e.g. the lesson is locked): its message says why; reporting stops. */
  onBlocked: (message: string) => void;
  intervalMs?: number;
};

export type ProgressReporter = {
  played: () => void;
  paused: () => void;
  seeked: () => void;
  ended: () => void;
  /** Stops the ticks; a video left while playing sends its last position first. */
  dispose: () => void;
};

/**
 * Reports video progress every `intervalMs` while playing and at once on pause, seek and end.
 * One report is in flight at a time (the next waits and carries the newest position); while
 * reports fail the ticks go on even when paused, so a failed report is retried at the next tick.
 */
export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const intervalMs = options.intervalMs ?? progressReportIntervalMs;
  let playing = false;
  let failing = false;
  let blocked = false;
  let disposed = false;
  let inFlight = false;
  let queued = false;
  let lastReported: number | undefined;
  let ticker: ReturnType<typeof setInterval> | undefined;

  const setFailing = (next: boolean) => {
    if (failing === next) return;
    failing = next;
    if (!disposed) options.onFailingChange(next);
  };

  const updateTicker = () => {
    const shouldTick = !disposed && !blocked && (playing || failing);
    if (shouldTick && ticker === undefined) ticker = setInterval(send, intervalMs);
    if (!shouldTick && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  function send(): void {
    if (blocked) return;
    if (inFlight) {
      queued = true;
      return;
    }
    const position = Math.max(0, options.position());
    // Pause and end fire together at the end of a video: the same position is reported once.
    if (!failing && position === lastReported) return;
    inFlight = true;
    options.report(position).then(
      (result) => {
        lastReported = position;
        setFailing(false);
        if (!disposed) options.onResult(result);
      },
      (error: unknown) => {
        if (isPermanentRefusal(error)) {
          blocked = true;
          if (!disposed) options.onBlocked(error.message);
          return;
        }
        setFailing(true);
      },
    ).finally(() => {
      inFlight = false;
      if (queued && !disposed) {
        queued = false;
        send();
      }
      updateTicker();
    });
  }

  return {
    played: () => {
      playing = true;
      updateTicker();
    },
    paused: () => {
      playing = false;
      send();
      updateTicker();
    },
    seeked: () => send(),
    ended: () => {
      playing = false;
      send();
      updateTicker();
    },
    dispose: () => {
      if (playing && !disposed) send();
      disposed = true;
      updateTicker();
    },
  };
}
