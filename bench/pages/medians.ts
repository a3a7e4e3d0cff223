/** What one Lighthouse run measured on one page. */
export type Scores = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; allBlockingMs: number; cls: number };

/**
 * What every long main-thread task of the load blocks, first paint or not: the sum of each one's time over
 * 50 ms (Lighthouse's `long-tasks` items, simulated). Total blocking time counts only the tasks after
 * Lantern's simulated first paint, which moves from run to run around the same tasks; this figure does not.
 */
export const blockingInAll = (longTasks: { duration?: number }[]): number =>
  longTasks.reduce((sum, task) => sum + Math.max(0, (task.duration ?? 0) - 50), 0);

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values: number[]): number => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** Each figure's median over the runs of one page (scores rounded down: a half point does not meet a target). */
export const medianScores = (runs: Scores[]): Scores => ({
  performance: Math.floor(median(runs.map((run) => run.performance))),
  accessibility: Math.floor(median(runs.map((run) => run.accessibility))),
  lcpMs: median(runs.map((run) => run.lcpMs)),
  tbtMs: median(runs.map((run) => run.tbtMs)),
  allBlockingMs: median(runs.map((run) => run.allBlockingMs)),
  cls: median(runs.map((run) => run.cls)),
});

/** How many times each page is audited: BENCH_RUNS (a whole number from 1), 3 when unset. */
export const benchRuns = (value: string | undefined): number => {
  if (value === undefined || value === '') return 3;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`BENCH_RUNS must be a whole number from 1, not "${value}"`);
  return runs;
};

/** BENCH_PAGES: comma-separated parts of page names to audit (e.g. "course,login"); every page when unset. */
export const pageFilter = (value: string | undefined): ((name: string) => boolean) => {
  const parts = (value ?? '').split(',').map((part) => part.trim().toLowerCase()).filter(Boolean);
  return (name) => parts.length === 0 || parts.some((part) => name.toLowerCase().includes(part));
};
