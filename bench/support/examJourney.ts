import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { coursePaths, type Attempt } from '../../src/contract/course';
import { idempotencyKeyHeader } from '../../src/contract/idempotency';
import { apiBasePath } from '../../src/contract/paths';
import { requestJson } from './httpJson';

export type Step = 'start' | 'save' | 'resume' | 'submit';
export const steps: Step[] = ['start', 'save', 'resume', 'submit'];
export type Sample = { step: Step; ms: number; ok: boolean; at: number; node: string };
export type Answer = { questionId: string; optionIds: string[] };
export type Journey = { attemptId?: string; sent: Answer[]; submitted: boolean; errors: string[] };

export type JourneyOptions = {
  /** The base URL of each call (one node, or a different node per call). */
  base: (step: Step) => string;
  token: string;
  examId: string;
  right: Map<string, string[]>;
  saves: number;
  thinkMs: () => number;
  /** Reload the page after the first save: the exam comes back with the answers saved so far. */
  reload: boolean;
  record: (sample: Sample) => void;
  signal: AbortSignal;
};

type Envelope<T> = { code: number; message: string; result: T };

/** One learner's final exam as the player makes it: start, think and save a slice, (reload,) ..., submit. */
export async function takeExam(options: JourneyOptions): Promise<Journey> {
  const journey: Journey = { sent: [], submitted: false, errors: [] };
  // The player names every save batch and the submit with an idempotency key (src/api/course.ts): so does the bench.
  const call = async <T>(step: Step, path: string, body?: unknown, idempotencyKey?: string): Promise<T | undefined> => {
    const base = options.base(step);
    const started = performance.now();
    try {
      const response = await requestJson(`${base}${apiBasePath}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        signal: options.signal,
        headers: {
          authorization: `Bearer ${options.token}`,
          lang: 'en',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(idempotencyKey ? { [idempotencyKeyHeader]: idempotencyKey } : {}),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const envelope = response.body as Envelope<T>;
      const ok = response.status === 200 && envelope.code === 200;
      options.record({ step, ms: performance.now() - started, ok, at: started, node: base });
      if (!ok) journey.errors.push(`${step}: ${envelope.code} ${envelope.message}`);
      return ok ? envelope.result : undefined;
    } catch (error) {
      options.record({ step, ms: performance.now() - started, ok: false, at: started, node: base });
      journey.errors.push(`${step}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };
  const startPath = `${coursePaths.startAttempt}?examId=${encodeURIComponent(options.examId)}`;
  const attempt = await call<Attempt>('start', startPath);
  if (!attempt) return journey;
  journey.attemptId = attempt.attemptId;
  const answers = attempt.questions.map((question) => ({ questionId: question.questionId, optionIds: options.right.get(question.questionId) ?? [] }));
  const perSave = Math.ceil(answers.length / (options.saves + 1));
  for (let save = 0; save < options.saves; save += 1) {
    await sleep(options.thinkMs(), undefined, { signal: options.signal }).catch(() => undefined);
    const slice = answers.slice(save * perSave, (save + 1) * perSave);
    const saved = await call('save', coursePaths.submitAnswer, { attemptId: attempt.attemptId, answers: slice, final: false }, randomUUID());
    if (saved) journey.sent.push(...slice);
    if (save === 0 && options.reload) {
      const resumed = await call<Attempt>('resume', startPath);
      if (resumed && resumed.attemptId !== attempt.attemptId) journey.errors.push('resume: a new attempt instead of the one in progress');
      const kept = new Map(resumed?.questions.map((question) => [question.questionId, question.chosenOptionIds]));
      for (const answer of journey.sent) {
        if (resumed && JSON.stringify(kept.get(answer.questionId) ?? []) !== JSON.stringify(answer.optionIds)) journey.errors.push('resume: a saved answer is missing');
      }
    }
  }
  await sleep(options.thinkMs(), undefined, { signal: options.signal }).catch(() => undefined);
  const last = answers.slice(options.saves * perSave);
  const graded = await call('submit', coursePaths.submitAnswer, { attemptId: attempt.attemptId, answers: last, final: true }, randomUUID());
  if (graded) {
    journey.sent.push(...last);
    journey.submitted = true;
  }
  return journey;
}

export const percentile = (sorted: number[], share: number) => (sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0));

/** p50/p95/p99 and errors per step. */
export const stepTable = (samples: Sample[]): string[] => {
  const lines = [`  ${'step'.padEnd(7)} ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)} ${'errors'.padStart(7)}`];
  for (const step of steps) {
    const ofStep = samples.filter((sample) => sample.step === step);
    const sorted = ofStep.map((sample) => sample.ms).sort((a, b) => a - b);
    const cells = [step.padEnd(7), String(ofStep.length).padStart(6), ...[0.5, 0.95, 0.99, 1].map((share) => percentile(sorted, share).toFixed(0).padStart(8))];
    lines.push(`  ${cells.join(' ')} ${String(ofStep.filter((sample) => !sample.ok).length).padStart(7)}`);
  }
  return lines;
};
