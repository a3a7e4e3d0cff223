import { useCallback, useEffect, useState } from 'react';

const tickMs = 250;

export type Cooldown = { remaining: number; start: () => void };

/**
 * A countdown in whole seconds: `start()` opens it, `remaining` falls to 0. Measured against the
 * clock, not counted ticks, so a throttled background tab still shows the true time left.
 */
export function useCooldown(seconds: number): Cooldown {
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (endsAt === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= endsAt) setEndsAt(null);
    }, tickMs);
    return () => clearInterval(timer);
  }, [endsAt]);

  const start = useCallback(() => {
    const current = Date.now();
    setNow(current);
    setEndsAt(current + seconds * 1000);
  }, [seconds]);

  const remaining = endsAt === null ? 0 : Math.max(0, Math.ceil((endsAt - now) / 1000));
  return { remaining, start };
}
