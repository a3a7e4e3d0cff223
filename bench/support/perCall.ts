import { performance } from 'node:perf_hooks';

/** Microseconds per call of `run(index)` over `budgetMs` (BENCH_MS, default 1000), after a warm-up of 2,000 calls. */
export const perCall = (run: (index: number) => unknown, budgetMs = Number(process.env.BENCH_MS ?? 1000)): number => {
  for (let index = 0; index < 2000; index += 1) run(index);
  let calls = 0;
  const started = performance.now();
  while (performance.now() - started < budgetMs) {
    for (let index = 0; index < 100; index += 1) run(calls + index);
    calls += 100;
  }
  return ((performance.now() - started) * 1000) / calls;
};
