import type { Sending } from '../../src/api/client';
import type { ProgressEvent, ProgressResult } from '../../src/contract/course';
import { isPermanentRefusal } from './refusal';
import { progressReportIntervalMs } from './timing';

export type ProgressReporterOptions = {
  /** Sends one report; the server answers how much of the video counts as watched and what the test offers. `keepalive`: the page is going away. */
  report: (event: ProgressEvent, positionSeconds: number, sending?: Sending) => Promise<ProgressResult>;
  /** Where the video is now (read when a `progress` report is sent). */
  position: () => number;
  onResult: (result: ProgressResult) => void;
  /** Reports started failing (true) or went through again (false). */
  onFailingChange: (failing: boolean) => void;
  /** The server refused for good (e.g. the lesson is locked): its message says why; reporting stops. */
  onBlocked: (message: string) => void;
  /** Between ticks; read when ticking starts, so it may follow the video's duration once known. */
  intervalMs?: number | (() => number);
};

export type ProgressReporter = {
  /** Playing started at `positionSeconds` (play button, Continue, Replay, after a seek). */
  played: (positionSeconds: number) => void;
  /** Playing stopped at `positionSeconds` (pause, end, the start of a seek). */
  paused: (positionSeconds: number) => void;
  /** The paused video was moved to `positionSeconds` (the slider dragged): a pause there, which counts nothing, so the lesson resumes where it stands. */
  moved: (positionSeconds: number) => void;
  /** The page is going away (a reload, a closed tab): a video playing reports where it stopped, in a request the browser completes without the page. */
  leave: () => void;
  /** The view goes away: a video left while playing reports where it stopped; the ticks end. */
  dispose: () => void;
};

/** `move`: a pause sent for a paused video moved, which a later move of it replaces while it waits. */
type Pending = { event: ProgressEvent; positionSeconds: number | null; move?: true };

/** Reports waiting at most; a longer outage keeps the play and pause marks and the newest progress only. */
const maxPending = 20;

/**
 * Tells the server how the video is played: `play` when playing starts, `progress` every
 * `intervalMs` while it plays, `pause` when it stops. The server counts the time between a play and
 * the next pause, so one viewing in real time counts in full, however short the video.
 * Reports go one at a time, in order; a failed one stays first in line and is retried at the next
 * tick (the ticks go on while reports fail, even when paused) or at the next play or pause.
 */
export function createProgressReporter(options: ProgressReporterOptions): ProgressReporter {
  const intervalMs = () => (typeof options.intervalMs === 'function' ? options.intervalMs() : (options.intervalMs ?? progressReportIntervalMs));
  let playing = false;
  let failing = false;
  let blocked = false;
  let disposed = false;
  let inFlight = false;
  let pending: Pending[] = [];
  let ticker: ReturnType<typeof setInterval> | undefined;

  const setFailing = (next: boolean) => {
    if (failing === next) return;
    failing = next;
    if (!disposed) options.onFailingChange(next);
  };

  const updateTicker = () => {
    const shouldTick = !disposed && !blocked && (playing || failing);
    if (shouldTick && ticker === undefined) ticker = setInterval(tick, intervalMs());
    if (!shouldTick && ticker !== undefined) {
      clearInterval(ticker);
      ticker = undefined;
    }
  };

  function flush(): void {
    const next = pending[0];
    if (inFlight || blocked || !next) return;
    inFlight = true;
    const positionSeconds = Math.max(0, next.positionSeconds ?? options.position());
    options.report(next.event, positionSeconds).then(
      (result) => {
        pending.shift();
        setFailing(false);
        if (!disposed) options.onResult(result);
      },
      (error: unknown) => {
        if (isPermanentRefusal(error)) {
          blocked = true;
          pending = [];
          if (!disposed) options.onBlocked(error.message);
          return;
        }
        setFailing(true);
      },
    ).finally(() => {
      inFlight = false;
      // While failing, the next tick retries; otherwise what waits goes at once.
      if (!failing) flush();
      updateTicker();
    });
  }

  const enqueue = (item: Pending) => {
    if (blocked) return;
    // One progress report waiting is enough: it reads the position when it goes.
    if (item.event === 'progress' && pending.some((waiting) => waiting.event === 'progress')) return;
    pending.push(item);
    if (pending.length > maxPending) pending = pending.filter((waiting, index) => waiting.event !== 'progress' || index === pending.length - 1);
    // A play or pause is a moment worth retrying at once; a progress tick while failing waits for the next tick.
    if (!failing || item.event !== 'progress') flush();
  };

  function tick(): void {
    if (failing) flush();
    else if (playing) enqueue({ event: 'progress', positionSeconds: null });
  }

  return {
    played: (positionSeconds) => {
      if (playing || disposed) return;
      playing = true;
      enqueue({ event: 'play', positionSeconds });
      updateTicker();
    },
    paused: (positionSeconds) => {
      if (!playing || disposed) return;
      playing = false;
      enqueue({ event: 'pause', positionSeconds });
      updateTicker();
    },
    moved: (positionSeconds) => {
      if (playing || disposed) return;
      // A slider dragged makes a seek at every step: a move still waiting (not in flight) takes the newest position.
      const last = pending.at(-1);
      if (last?.move && (pending.length > 1 || !inFlight)) last.positionSeconds = positionSeconds;
      else enqueue({ event: 'pause', positionSeconds, move: true });
    },
    leave: () => {
      if (!playing || disposed || blocked) return;
      playing = false;
      updateTicker();
      // Not queued behind a report in flight: the page may be gone before that one answers.
      options.report('pause', Math.max(0, options.position()), { keepalive: true }).then(
        (result) => {
          if (!disposed) options.onResult(result);
        },
        // Lost, only the span since the last report goes uncounted: the next play is measured from its own position.
        () => undefined,
      );
    },
    dispose: () => {
      if (disposed) return;
      if (playing) {
        playing = false;
        enqueue({ event: 'pause', positionSeconds: null });
      }
      disposed = true;
      updateTicker();
    },
  };
}
