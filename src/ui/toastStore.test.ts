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

  it('closes the toasts of an action when it runs again, and leaves the others', () => {
    toastStore.show('error', 'The account or password is incorrect.', { action: 'POST /loginSub' });
    toastStore.show('info', 'Unrelated');
    toastStore.closeAction('POST /loginSub');
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['Unrelated']);
    // Its timer is gone too: nothing fires later.
    vi.advanceTimersByTime(toastDurationMs);
    expect(toastStore.list()).toEqual([]);
  });

  it('closes the toasts raised up to a mark and keeps the newer ones', () => {
    toastStore.show('error', 'Old page');
    const mark = toastStore.lastId();
    toastStore.show('error', 'Raised while the next page loaded');
    toastStore.closeUpTo(mark);
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['Raised while the next page loaded']);
  });

  it('lets a toast stay longer when asked, and tells no one when nothing closes', () => {
    const listener = vi.fn();
    const unsubscribe = toastStore.subscribe(listener);
    toastStore.show('info', 'Long', { durationMs: toastDurationMs * 2 });
    vi.advanceTimersByTime(toastDurationMs);
    expect(toastStore.list()).toHaveLength(1);
    toastStore.closeAction('GET /nothing');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    toastStore.closeAll();
  });
});
