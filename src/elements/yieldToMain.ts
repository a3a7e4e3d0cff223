type Scheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and answer input in
 * between: a long start-up split in steps blocks the page for less (Lighthouse's total blocking time).
 * The host's start-up (host/main.tsx) and each widget's first render (defineWidget) use it.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it; a timeout elsewhere.
 */
export const yieldToMain = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
};
