import { useEffect, useState } from 'react';

const secondsSince = (startTime: string): number => Math.max(0, Math.floor((Date.now() - new Date(startTime).getTime()) / 1000));

/** Seconds since the attempt started (server time), updated every second while the form is shown. */
export function useElapsedSeconds(startTime: string): number {
  const [elapsed, setElapsed] = useState(() => secondsSince(startTime));
  useEffect(() => {
    const timer = setInterval(() => setElapsed(secondsSince(startTime)), 1000);
    return () => clearInterval(timer);
  }, [startTime]);
  return elapsed;
}
