import type { Sending } from '../../src/api/client';
import type { AnswerEntry } from '../../src/api/course';
import { newIdempotencyKey } from '../../src/api/idempotent';
import { isPermanentRefusal } from './refusal';
import { answerSaveCoalesceMs, answerSaveRetryMs } from './timing';

/** `failed`: will be retried by itself; `refused`: the server said no for a reason a retry cannot change. */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'refused';

export type AnswerSaverOptions = {
  /** `idempotencyKey` names the batch: a retry of the very same batch sends the same key. `keepalive`: the page is going away. */
  save: (answers: AnswerEntry[], idempotencyKey: string, sending?: Sending) => Promise<unknown>;
  /** The new status; with `refused`, the server's error (its message says what to do next). */
  onStatus: (status: SaveStatus, error?: unknown) => void;
  coalesceMs?: number;
  retryMs?: number;
};

export type AnswerSaver = {
  /** A question's choice changed: saved after a short pause, together with any other change in that pause. */
  change: (questionId: string, optionIds: string[]) => void;
  /** Saves what is waiting now (the retry button). */
  retryNow: () => void;
  /** Stops saving for a final submit; resolves once the save under way (if any) has settled. */
  pause: () => Promise<void>;
  /** Saving again after a submit that did not go through. */
  resume: () => void;
  /** The page is going away (a reload, a closed tab): what is still waiting is sent now, in a request the browser completes without the page. */
  leave: () => void;
  /** The view is leaving: what is still waiting is sent once, without status. */
  dispose: () => void;
};

/** The same questions with the same choices, in any order (ids compared by code unit: no locale's collator to build). */
const sameBatch = (a: AnswerEntry[], b: AnswerEntry[]): boolean => {
  const key = (entries: AnswerEntry[]) => JSON.stringify([...entries].sort((x, y) => (x.questionId < y.questionId ? -1 : x.questionId > y.questionId ? 1 : 0)));
  return key(a) === key(b);
};

/**
 * Saves answers as they are chosen without losing any: changes are coalesced, one save is in flight
 * at a time, and a failed save keeps its answers waiting (a newer choice wins) and is retried; a
 * refused one waits for the learner (retry button) instead of asking the server again and again.
 * A retry of an unchanged batch carries the failed one's idempotency key: if that copy did reach the
 * server, the retry changes nothing again (and a late copy never overwrites a newer choice).
 */
export function createAnswerSaver(options: AnswerSaverOptions): AnswerSaver {
  const coalesceMs = options.coalesceMs ?? answerSaveCoalesceMs;
  const retryMs = options.retryMs ?? answerSaveRetryMs;
  const waiting = new Map<string, string[]>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: Promise<void> | undefined;
  let paused = false;
  let disposed = false;
  /** The batch whose save failed, with its key, until a save succeeds. */
  let failed: { batch: AnswerEntry[]; key: string } | undefined;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    timer = setTimeout(flush, ms);
  };

  const takeBatch = (): AnswerEntry[] => {
    const batch = [...waiting].map(([questionId, optionIds]) => ({ questionId, optionIds }));
    waiting.clear();
    return batch;
  };

  /** A retry of the batch that failed keeps its key; any other batch gets a new one. */
  const keyFor = (batch: AnswerEntry[]): string => (failed && sameBatch(failed.batch, batch) ? failed.key : newIdempotencyKey());

  /** A batch that did not go through waits again, unless a newer choice for its question came meanwhile. */
  const keepFailed = (batch: AnswerEntry[], key: string): void => {
    failed = { batch, key };
    for (const entry of batch) if (!waiting.has(entry.questionId)) waiting.set(entry.questionId, entry.optionIds);
  };

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (inFlight || paused || disposed || waiting.size === 0) return;
    const batch = takeBatch();
    const key = keyFor(batch);
    options.onStatus('saving');
    inFlight = options.save(batch, key).then(
      () => {
        inFlight = undefined;
        failed = undefined;
        if (disposed) return;
        if (waiting.size > 0 && !paused) flush();
        else options.onStatus('saved');
      },
      (error: unknown) => {
        inFlight = undefined;
        keepFailed(batch, key);
        if (disposed) return;
        if (isPermanentRefusal(error)) {
          options.onStatus('refused', error);
          return;
        }
        options.onStatus('failed');
        if (!paused) schedule(retryMs);
      },
    );
  }

  return {
    change: (questionId, optionIds) => {
      waiting.set(questionId, optionIds);
      if (!paused && !disposed && !inFlight) schedule(coalesceMs);
    },
    retryNow: flush,
    pause: async () => {
      paused = true;
      clearTimeout(timer);
      timer = undefined;
      await inFlight;
    },
    resume: () => {
      paused = false;
      if (waiting.size > 0) flush();
    },
    leave: () => {
      clearTimeout(timer);
      timer = undefined;
      if (disposed || paused || waiting.size === 0) return;
      const batch = takeBatch();
      const key = keyFor(batch);
      // Not chained after a save in flight: the page may be gone before it answers.
      options.save(batch, key, { keepalive: true }).catch(() => {
        // Still here (the page came back from the back/forward cache): the answers wait for the next save.
        keepFailed(batch, key);
        if (!disposed && !paused && !inFlight) schedule(retryMs);
      });
    },
    dispose: () => {
      clearTimeout(timer);
      if (!disposed && !paused && waiting.size > 0) {
        const batch = takeBatch();
        void (inFlight ?? Promise.resolve()).then(() => options.save(batch, newIdempotencyKey())).catch(() => undefined);
      }
      disposed = true;
    },
  };
}
