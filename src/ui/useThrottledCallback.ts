import { useCallback, useLayoutEffect, useRef } from 'react';
import { clickThrottleMs } from '../contract/limits';

/** Whether a call at `now` falls outside the window opened by the last accepted call. */
export const isOutsideWindow = (lastAcceptedAt: number | undefined, now: number, ms: number): boolean =>
  lastAcceptedAt === undefined || now - lastAcceptedAt >= ms;

/**
 * A stable callback that runs `fn` at most once per `ms` (spec 9: 500 ms): calls inside the window
 * of the last accepted call are dropped, not delayed, so a double click acts once.
 */
export function useThrottledCallback<A extends unknown[]>(fn: (...a: A) => void, ms = clickThrottleMs): (...a: A) => void {
  const latest = useRef(fn);
  const lastAcceptedAt = useRef<number | undefined>(undefined);
  // The newest fn is kept after each render so the returned callback never goes stale nor changes.
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback(
    (...args: A) => {
      const now = Date.now();
      if (!isOutsideWindow(lastAcceptedAt.current, now, ms)) return;
      lastAcceptedAt.current = now;
      latest.current(...args);
    },
    [ms],
  );
}
