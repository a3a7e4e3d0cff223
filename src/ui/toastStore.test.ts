import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastDurationMs } from '../contract/limits';
import { toastStore } from './toastStore';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toastStore (spec 4: toasts last 3 s)', () => {
  it('keeps a toast for exactly 3 seconds', () => {
    toastStore.show('info', 'Saved');
    vi.advanceTimersByTime(toastDurationMs - 1);
    expect(toastStore.list()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(toastStore.list()).toEqual([]);
  });

  it('closes one toast on demand and cancels its timer', () => {
    const first = toastStore.show('error', 'First');
    toastStore.show('success', 'Second');
    toastStore.close(first);
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['Second']);
  });

  it('closes all toasts and notifies subscribers', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toastStore.show('error', 'A');
    toastStore.show('error', 'B');
    toastStore.closeAll();
    expect(toastStore.list()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
  });
});
