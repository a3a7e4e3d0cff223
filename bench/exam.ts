/**
 * Exam day: BENCH_LEARNERS learners (default 2000) arrive at an even, open rate over
 * BENCH_ARRIVAL_SECONDS (default 60), whatever the server's speed; each starts the final exam, thinks
 * BENCH_THINK_SECONDS (default 3, ±50%) before each of BENCH_SAVES saves (default 3) and before the
 * submit; a share BENCH_RELOAD_SHARE (default 0.1) reloads the page after the first save and resumes.
 * Afterwards every answer of every submitted attempt is looked up in the database. Prints p50/p95/p99
 * per step, errors, the number of statements and the slowest of them (BENCH_STATEMENTS, default 8; pg_stat_statements, on a PostgreSQL cluster the bench
 * starts itself with the extension loaded), and the CPU the API, the load generator and PostgreSQL spent
 * (Linux). The same scenario then runs scaled down on PGlite
 * (BENCH_PGLITE_LEARNERS, default a tenth; 0 skips it; BENCH_POSTGRES=0 skips PostgreSQL). Learners are created and signed in beforehand
 * (not measured). One API process; the load generator runs beside it on a worker thread of the same
 * process (BENCH_GENERATOR=inline: on the API's own event loop, as before).
 * Run: `npm run bench:exam` (`BENCH_LEARNERS=300 BENCH_ARRIVAL_SECONDS=20 npm run bench:exam` for a quick run).
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { Kysely } from 'kysely';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCourses } from '../server/db/seed/courses';
import { seedCountryVersions } from '../server/db/seed/seed';
import { outboxTransport } from '../server/lib/mailer';
import { OutboxRepository } from '../server/lib/outboxRepository';
import { checkSubmittedAnswers } from './support/answerCheck';
import { processCpuSeconds, spentBetween } from './support/cpuTimes';
import { benchPostgres, resetStatements, serverPids, slowestStatements, statementTotals, withBenchDatabase } from './support/benchPostgres';
import { createLearners, finalExamOf, logIn, passLessonTests, setupHashing } from './support/examLearners';
import { runArrivals, type ArrivalOutcome, type ArrivalPlan } from './support/examArrivals';
import { stepTable } from './support/examJourney';

const env = process.env;
const learnerCount = Number(env.BENCH_LEARNERS ?? 2000);
const arrivalSeconds = Number(env.BENCH_ARRIVAL_SECONDS ?? 60);
const thinkSeconds = Number(env.BENCH_THINK_SECONDS ?? 3);
const saves = Number(env.BENCH_SAVES ?? 3);
const reloadShare = Number(env.BENCH_RELOAD_SHARE ?? 0.1);
const pgliteLearners = Number(env.BENCH_PGLITE_LEARNERS ?? Math.round(learnerCount / 10));
const timeoutMs = Number(env.BENCH_TIMEOUT ?? arrivalSeconds + 120) * 1000;
// `thread` (default): the learners' requests are made on a worker thread, as a load generator beside the
// API would; `inline`: on the API's own event loop (how the bench ran before, which slows the API).
const generator = env.BENCH_GENERATOR === 'inline' ? 'inline' : 'thread';

/** Built by scripts/bench.mjs, the worker's module sits beside this one; under tsx it is TypeScript. */
const arrivalsWorker = (plan: ArrivalPlan): Worker => {
  if (import.meta.url.endsWith('.js')) return new Worker(new URL('./examArrivals.worker.js', import.meta.url), { workerData: plan });
  // Node 20 workers do not inherit tsx's loader: the worker registers it before importing the TypeScript module.
  const entry = new URL('./support/examArrivals.worker.ts', import.meta.url).href;
  const bootstrap = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then(({ tsImport }) => tsImport(${JSON.stringify(entry)}, ${JSON.stringify(import.meta.url)}))`;
  return new Worker(bootstrap, { eval: true, workerData: plan });
};

const onOwnThread = async (plan: ArrivalPlan): Promise<ArrivalOutcome> => {
  const worker = arrivalsWorker(plan);
  try {
    const [outcome] = (await once(worker, 'message')) as [ArrivalOutcome];
    return outcome;
  } finally {
    await worker.terminate();
  }
};

/**
 * What the run's cores did: the API's CPU (this process without the generator's thread), the generator's,
 * and PostgreSQL's backends (their processes on this machine; PGlite runs inside the API's process).
 * With the cores' whole time beside it, it says which side an exam day runs out of first.
 */
const cpuLine = (seconds: number, processUsage: NodeJS.CpuUsage, generatorSeconds: number | undefined, postgresBefore?: Map<number, number>, postgresAfter?: Map<number, number>): string | undefined => {
  if (generatorSeconds === undefined) return undefined;
  const apiSeconds = (processUsage.user + processUsage.system) / 1e6 - generatorSeconds;
  const postgresSeconds = postgresBefore && postgresAfter && postgresAfter.size > 0 ? spentBetween(postgresBefore, postgresAfter) : undefined;
  const postgres = postgresSeconds === undefined ? '' : `, PostgreSQL ${postgresSeconds.toFixed(1)} s`;
  return `  CPU over the ${seconds.toFixed(1)} s (${availableParallelism()} cores: ${(seconds * availableParallelism()).toFixed(0)} s): API ${apiSeconds.toFixed(1)} s, load generator ${generatorSeconds.toFixed(1)} s${postgres}`;
};

/** PostgreSQL's processes and their CPU so far; none for PGlite, which runs inside the API's process. */
const postgresCpu = async (url: string | undefined): Promise<Map<number, number> | undefined> => (url ? processCpuSeconds('postgres', await serverPids(url)) : undefined);

async function examDay(target: string, db: Kysely<Database>, learners: number, afterSetup?: () => Promise<void>, postgresUrl?: string): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-exam-files-'));
  await migrateToLatest(db);
  await seedCountryVersions(db);
  await seedCourses(db, { dataDir, now: () => new Date() });
  // Certificate mails go to the outbox table as without SMTP, without printing each one.
  const mailTransport = outboxTransport(new OutboxRepository(db), () => new Date(), () => undefined);
  const app = await buildApp({ db, mailTransport, config: { ...loadConfig({}), dataDir, logLevel: 'error', passwordHashing: setupHashing } });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const exam = await finalExamOf(db);
    const created = await createLearners(app, learners);
    await passLessonTests(db, exam.courseId, created.map((learner) => learner.id));
    const tokens: string[] = [];
    for (const learner of created) tokens.push(await logIn(base, learner.account));
    await afterSetup?.();

    const plan: ArrivalPlan = { base, tokens, examId: exam.examId, right: [...exam.right], saves, thinkSeconds, reloadShare, arrivalSeconds, timeoutMs };
    const cpuBefore = { process: process.cpuUsage(), postgres: await postgresCpu(postgresUrl) };
    const { samples, journeys: done, seconds, generatorCpuSeconds } = generator === 'inline' ? await runArrivals(plan) : await onOwnThread(plan);
    const processUsage = process.cpuUsage(cpuBefore.process);
    const cpu = cpuLine(seconds, processUsage, generatorCpuSeconds, cpuBefore.postgres, await postgresCpu(postgresUrl));
    const check = await checkSubmittedAnswers(db, done);
    const errors = [...new Set(done.flatMap((journey) => journey.errors))].slice(0, 5);
    return [
      `${target}: ${learners} learners over ${arrivalSeconds} s (${((learners * 60) / arrivalSeconds).toFixed(0)}/min), ${samples.length} requests in ${seconds.toFixed(1)} s = ${(samples.length / seconds).toFixed(0)} req/s`,
      ...stepTable(samples),
      `  submitted ${check.submitted} of ${learners}, graded ${check.graded}; submitted answers missing from the database: ${check.missing}`,
      ...(cpu ? [cpu] : []),
      ...(errors.length > 0 ? [`  first errors: ${errors.join(' | ')}`] : []),
    ];
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const main = async () => {
  console.log(`Exam day: open arrivals, start + ${saves} saves (think ${thinkSeconds} s ±50%) + submit, ${Math.round(reloadShare * 100)}% reload after the first save; loopback\n`);
  // BENCH_POSTGRES=0 runs the PGlite part only.
  const postgres = env.BENCH_POSTGRES === '0' ? undefined : await benchPostgres((message) => console.warn(message));
  if (postgres) {
    try {
      await withBenchDatabase(postgres, async (db, url) => {
        const lines = await examDay('PostgreSQL', db, learnerCount, () => (postgres.statsEnabled ? resetStatements(url) : Promise.resolve()), url);
        console.log(lines.join('\n'));
        if (postgres.statsEnabled) {
          // On this kind of machine a statement's round trip costs the API more than its execution: the count matters.
          const totals = await statementTotals(url);
          console.log(`  statements: ${totals.calls} in all (${(totals.calls / learnerCount).toFixed(1)} a learner), ${totals.totalMs.toFixed(0)} ms of execution`);
          console.log('  slowest statements (pg_stat_statements, total time during the exam):');
          for (const row of await slowestStatements(url, Number(env.BENCH_STATEMENTS ?? 8))) console.log(`    ${row.totalMs.toFixed(0).padStart(7)} ms ${String(row.calls).padStart(6)} calls ${row.meanMs.toFixed(2).padStart(7)} ms each  ${row.query.slice(0, 150)}`);
        } else console.log('  (TEST_DATABASE_URL given: pg_stat_statements not loaded there, no statement list)');
      });
    } finally {
      await postgres.close();
    }
  }
  if (pgliteLearners > 0) {
    const pgliteDir = mkdtempSync(join(tmpdir(), 'tc-bench-exam-db-'));
    const pglite = pgliteDatabase(new PGlite(pgliteDir));
    try {
      console.log(`\n${(await examDay('PGlite', pglite, pgliteLearners)).join('\n')}`);
    } finally {
      await pglite.destroy();
      rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
};

await main();
