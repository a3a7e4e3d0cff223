import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/apiError';
import type { Sending } from '../../src/api/client';
import type { AnswerEntry } from '../../src/api/course';
import { ResultCode } from '../../src/contract/codes';
import { createAnswerSaver, type SaveStatus } from './answerSaver';

function setup(save: (answers: AnswerEntry[], idempotencyKey: string, sending?: Sending) => Promise<unknown>) {
  const statuses: SaveStatus[] = [];
  const saveSpy = vi.fn(save);
  const saver = createAnswerSaver({ save: saveSpy, onStatus: (status) => statuses.push(status), coalesceMs: 400, retryMs: 5_000 });
  return { saver, saveSpy, statuses };
}

describe('answer saver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('coalesces rapid changes into one save, the newest choice per question winning', async () => {
    const { saver, saveSpy, statuses } = setup(async () => undefined);
    saver.change('q1', ['a']);
    saver.change('q1', ['b']);
    saver.change('q2', ['c', 'd']);
    await vi.advanceTimersByTimeAsync(399);
    expect(saveSpy).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(saveSpy.mock.calls.map(([answers]) => answers)).toEqual([
      [
        { questionId: 'q1', optionIds: ['b'] },
        { questionId: 'q2', optionIds: ['c', 'd'] },
      ],
    ]);
    expect(statuses).toEqual(['saving', 'saved']);
  });

  it('retries a failed save after the retry delay, keeping a newer choice over the failed one', async () => {
    let down = true;
    const { saver, saveSpy, statuses } = setup(async () => {
      if (down) throw new Error('offline');
    });
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(400);
    expect(statuses).toEqual(['saving', 'failed']);
    down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saveSpy).toHaveBeenCalledTimes(2);
    expect(saveSpy.mock.calls[1]?.[0]).toEqual([{ questionId: 'q1', optionIds: ['a'] }]);
    // The same batch again: the same idempotency key, so a first copy that did land is not applied twice.
    expect(saveSpy.mock.calls[1]?.[1]).toBe(saveSpy.mock.calls[0]?.[1]);
    expect(statuses.at(-1)).toBe('saved');
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(400);
    expect(saveSpy.mock.calls[2]?.[1]).not.toBe(saveSpy.mock.calls[0]?.[1]);
  });

  it('a refused save (a rule, a closed attempt) is not retried by itself; the retry button sends it again', async () => {
    const refusal = new ApiError('This attempt has already been submitted.', ResultCode.attemptClosed);
    const statuses: [SaveStatus, unknown][] = [];
    const saveSpy = vi.fn(async () => {
      throw refusal;
    });
    const saver = createAnswerSaver({ save: saveSpy, onStatus: (status, error) => statuses.push([status, error]), coalesceMs: 400, retryMs: 5_000 });
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([
      ['saving', undefined],
      ['refused', refusal],
    ]);
    saver.retryNow();
    expect(saveSpy).toHaveBeenCalledTimes(2);
  });

  it('a change made while a save fails is not overwritten by the retry of the older one', async () => {
    let down = true;
    const { saver, saveSpy } = setup(async () => {
      if (down) throw new Error('offline');
    });
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(400);
    saver.change('q1', ['b']);
    down = false;
    await vi.advanceTimersByTimeAsync(400);
    expect(saveSpy.mock.calls.at(-1)?.[0]).toEqual([{ questionId: 'q1', optionIds: ['b'] }]);
    // Another batch is another request: a new key (the old key with other content would be refused).
    expect(saveSpy.mock.calls.at(-1)?.[1]).not.toBe(saveSpy.mock.calls[0]?.[1]);
  });

  it('keeps one save in flight; changes made meanwhile follow right after', async () => {
    const pending: (() => void)[] = [];
    const { saver, saveSpy } = setup(() => new Promise<void>((resolve) => pending.push(resolve)));
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(400);
    saver.change('q2', ['b']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saveSpy).toHaveBeenCalledTimes(1);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(saveSpy.mock.calls[1]?.[0]).toEqual([{ questionId: 'q2', optionIds: ['b'] }]);
  });

  it('pause waits for the save under way and sends nothing more until resumed', async () => {
    const pending: (() => void)[] = [];
    const { saver, saveSpy } = setup(() => new Promise<void>((resolve) => pending.push(resolve)));
    saver.change('q1', ['a']);
    await vi.advanceTimersByTimeAsync(400);
    let paused = false;
    void saver.pause().then(() => (paused = true));
    saver.change('q2', ['b']);
    await vi.advanceTimersByTimeAsync(0);
    expect(paused).toBe(false);
    pending.shift()?.();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(paused).toBe(true);
    expect(saveSpy).toHaveBeenCalledTimes(1);
    saver.resume();
    expect(saveSpy).toHaveBeenCalledTimes(2);
  });

  it('sends what is still waiting when disposed', async () => {
    const { saver, saveSpy, statuses } = setup(async () => undefined);
    saver.change('q1', ['a']);
    saver.dispose();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saveSpy.mock.calls.map(([answers]) => answers)).toEqual([[{ questionId: 'q1', optionIds: ['a'] }]]);
    expect(statuses).toEqual([]);
  });

  it('sends what is waiting at once, kept alive, when the page goes away, and nothing more after the pause', async () => {
    const { saver, saveSpy, statuses } = setup(async () => undefined);
    saver.change('q1', ['a']);
    saver.leave();
    expect(saveSpy.mock.calls).toEqual([[[{ questionId: 'q1', optionIds: ['a'] }], expect.any(String), { keepalive: true }]]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(saveSpy).toHaveBeenCalledTimes(1);
    expect(statuses).toEqual([]);
    saver.leave();
    expect(saveSpy).toHaveBeenCalledTimes(1);
  });

  it('keeps the answers of a send on leaving that failed, for the page that comes back (back/forward cache)', async () => {
    let down = true;
    const { saver, saveSpy } = setup(async () => {
      if (down) throw new TypeError('Failed to fetch');
    });
    saver.change('q1', ['a']);
    saver.leave();
    await vi.advanceTimersByTimeAsync(0);
    down = false;
    await vi.advanceTimersByTimeAsync(5_000);
    expect(saveSpy).toHaveBeenCalledTimes(2);
    const [first, second] = saveSpy.mock.calls;
    expect(second?.[0]).toEqual([{ questionId: 'q1', optionIds: ['a'] }]);
    // The same batch again: the same key, so a copy that did arrive changes nothing twice.
    expect(second?.[1]).toBe(first?.[1]);
  });
});
