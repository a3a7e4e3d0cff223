import { setMaxListeners } from 'node:events';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { takeExam, type Journey, type Sample } from './examJourney';

export type ArrivalPlan = {
  base: string;
  tokens: string[];
  examId: string;
  right: [string, string[]][];
  saves: number;
  thinkSeconds: number;
  reloadShare: number;
  arrivalSeconds: number;
  timeoutMs: number;
};

export type ArrivalOutcome = {
  samples: Sample[];
  journeys: Journey[];
  seconds: number;
  /** CPU seconds of the generator's thread, when it ran on a thread of its own (Linux). */
  generatorCpuSeconds?: number;
};

/** Open arrivals: learner i comes at i × gap, however slow the answers are, and takes the exam. */
export async function runArrivals(plan: ArrivalPlan): Promise<ArrivalOutcome> {
  const samples: Sample[] = [];
  const signal = AbortSignal.timeout(plan.timeoutMs);
  setMaxListeners(0, signal); // every open request listens to the one deadline
  const right = new Map(plan.right);
  const thinkMs = () => plan.thinkSeconds * 1000 * (0.5 + Math.random());
  const gapMs = (plan.arrivalSeconds * 1000) / Math.max(1, plan.tokens.length);
  const started = performance.now();
  const journeys: Promise<Journey>[] = [];
  for (const [index, token] of plan.tokens.entries()) {
    const wait = started + index * gapMs - performance.now();
    if (wait > 0) await sleep(wait);
    journeys.push(
      takeExam({ base: () => plan.base, token, examId: plan.examId, right, saves: plan.saves, thinkMs, reload: Math.random() < plan.reloadShare, record: (sample) => samples.push(sample), signal }),
    );
  }
  const done = await Promise.all(journeys);
  return { samples, journeys: done, seconds: (performance.now() - started) / 1000 };
}
