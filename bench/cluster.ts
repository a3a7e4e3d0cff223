/**
 * Several API nodes on one PostgreSQL and one shared file store (a shared DATA_DIR, as NFS would be),
 * behind Debian's nginx started on loopback with its own configuration in a temp folder. Each node is
 * a separate `server/main.ts` process, as in production.
 *  1. A learner logs in through node A and goes on through node B (session, exam attempt, saved answers).
 *  2. The exam-day scenario of bench/exam.ts through nginx, once per node count in BENCH_NODES
 *     (default "1,2"): BENCH_LEARNERS (default 600) over BENCH_ARRIVAL_SECONDS (default 30), think
 *     BENCH_THINK_SECONDS (default 2).
 *  3. The same with every node, one node killed (SIGKILL) half-way: every submitted answer must be in
 *     the database afterwards.
 * The load generator runs in this process; on a shared 2-core machine the nodes, PostgreSQL, nginx
 * and the generator share the same cores, so compare the rows of one run. Run: `npm run bench:cluster`.
 */
import { setMaxListeners } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import { coursePaths, type Attempt } from '../src/contract/course';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database } from '../server/db/schema';
import { checkSubmittedAnswers } from './support/answerCheck';
import { benchPostgres, withBenchDatabase } from './support/benchPostgres';
import { createLearners, finalExamOf, logIn, passLessonTests, setupHashing, type FinalExam } from './support/examLearners';
import { stepTable, takeExam, type Journey, type Sample } from './support/examJourney';
import { nginxBinary, startNginx, startNode, type ApiNode } from './support/nodes';

const env = process.env;
const nodeCounts = (env.BENCH_NODES ?? '1,2').split(',').map(Number);
const learnerCount = Number(env.BENCH_LEARNERS ?? 600);
const arrivalSeconds = Number(env.BENCH_ARRIVAL_SECONDS ?? 30);
const thinkSeconds = Number(env.BENCH_THINK_SECONDS ?? 2);
const saves = Number(env.BENCH_SAVES ?? 3);
const reloadShare = Number(env.BENCH_RELOAD_SHARE ?? 0.1);
const thinkMs = () => thinkSeconds * 1000 * (0.5 + Math.random());

type Envelope<T> = { code: number; result: T };
const call = async <T>(base: string, token: string, path: string, body?: unknown): Promise<Envelope<T>> => {
  const response = await fetch(`${base}${apiBasePath}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, lang: 'en', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as Envelope<T>;
};

/** Login through A; user info, exam start and a save through B; the resumed exam through A shows the saved answer. */
async function acrossNodes(a: ApiNode, b: ApiNode, account: string, exam: FinalExam): Promise<string> {
  const token = await logIn(a.url, account);
  const info = await call<{ account: string }>(b.url, token, apiPaths.userInfo);
  if (info.code !== 200 || info.result.account !== account) return `FAILED: node B does not know the session of node A (${info.code})`;
  const started = await call<Attempt>(b.url, token, `${coursePaths.startAttempt}?examId=${exam.examId}`);
  const first = started.result.questions[0];
  if (started.code !== 200 || !first) return `FAILED: exam start through node B (${started.code})`;
  const optionIds = exam.right.get(first.questionId) ?? [];
  const saved = await call(b.url, token, coursePaths.submitAnswer, { attemptId: started.result.attemptId, answers: [{ questionId: first.questionId, optionIds }], final: false });
  const resumed = await call<Attempt>(a.url, token, `${coursePaths.startAttempt}?examId=${exam.examId}`);
  const kept = resumed.result.questions.find((question) => question.questionId === first.questionId)?.chosenOptionIds ?? [];
  if (saved.code !== 200 || resumed.result.attemptId !== started.result.attemptId || JSON.stringify(kept) !== JSON.stringify(optionIds)) return 'FAILED: the attempt or its saved answer did not carry over';
  return 'ok (login through A; user info, exam start and a save through B; resumed through A with the saved answer)';
}

async function examDay(label: string, db: Kysely<Database>, base: string, tokens: string[], exam: FinalExam, midway?: () => Promise<void>): Promise<string[]> {
  const samples: Sample[] = [];
  const signal = AbortSignal.timeout((arrivalSeconds + 120) * 1000);
  setMaxListeners(0, signal);
  const gapMs = (arrivalSeconds * 1000) / Math.max(1, tokens.length);
  const started = performance.now();
  const journeys: Promise<Journey>[] = [];
  let killed = false;
  for (const [index, token] of tokens.entries()) {
    const wait = started + index * gapMs - performance.now();
    if (wait > 0) await sleep(wait);
    if (midway && !killed && index >= tokens.length / 2) {
      killed = true;
      void midway();
    }
    journeys.push(takeExam({ base: () => base, token, examId: exam.examId, right: exam.right, saves, thinkMs, reload: Math.random() < reloadShare, record: (sample) => samples.push(sample), signal }));
  }
  const done = await Promise.all(journeys);
  const seconds = (performance.now() - started) / 1000;
  const check = await checkSubmittedAnswers(db, done);
  const errors = [...new Set(done.flatMap((journey) => journey.errors))].slice(0, 3);
  return [
    `${label}: ${tokens.length} learners over ${arrivalSeconds} s, ${samples.length} requests in ${seconds.toFixed(1)} s = ${(samples.length / seconds).toFixed(0)} req/s`,
    ...stepTable(samples),
    `  submitted ${check.submitted} of ${tokens.length}, graded ${check.graded}; submitted answers missing from the database: ${check.missing}`,
    ...(errors.length > 0 ? [`  first errors: ${errors.join(' | ')}`] : []),
  ];
}

const main = async () => {
  const binary = nginxBinary();
  if (!binary) {
    console.error('nginx is not installed (Debian: apt-get install nginx); bench:cluster needs it.');
    process.exitCode = 1;
    return;
  }
  const postgres = await benchPostgres((message) => console.warn(message));
  if (!postgres) {
    process.exitCode = 1;
    return;
  }
  const most = Math.max(2, ...nodeCounts);
  console.log(`Cluster: up to ${most} API nodes (server/main.ts) on one PostgreSQL and one shared DATA_DIR, behind nginx; loopback\n`);
  const work = mkdtempSync(join(tmpdir(), 'tc-bench-cluster-'));
  const nodes: ApiNode[] = [];
  try {
    await withBenchDatabase(postgres, async (db, url) => {
      const nodeEnv = { DATABASE_URL: url, DATA_DIR: join(work, 'data'), TRUST_PROXY: '127.0.0.1' };
      // The first node migrates and seeds; the others start on the same database and files.
      nodes.push(await startNode('A', nodeEnv));
      for (let index = 1; index < most; index += 1) nodes.push(await startNode(String.fromCharCode(65 + index), nodeEnv));
      const exam = await finalExamOf(db);
      const setupApp = await buildApp({ db, config: { ...loadConfig({}), dataDir: join(work, 'data'), logLevel: 'error', passwordHashing: setupHashing, certificateReminderIntervalMs: 0, webinarReminderIntervalMs: 0 } });
      const phases = nodeCounts.length + 1;
      const learners = await createLearners(setupApp, learnerCount * phases + 1).finally(() => setupApp.close());
      await passLessonTests(db, exam.courseId, learners.map((learner) => learner.id));
      const [a, b] = nodes as [ApiNode, ApiNode];
      console.log(`1. across nodes: ${await acrossNodes(a, b, learners[0]?.account ?? '', exam)}\n`);

      const tokens: string[] = [];
      for (const learner of learners.slice(1)) tokens.push(await logIn(a.url, learner.account));
      for (const [phase, count] of nodeCounts.entries()) {
        const nginx = await startNginx(binary, join(work, `nginx-${phase}`), nodes.slice(0, count).map((node) => node.url));
        try {
          const lines = await examDay(`2. ${count} node${count > 1 ? 's' : ''}`, db, nginx.url, tokens.slice(phase * learnerCount, (phase + 1) * learnerCount), exam);
          console.log(`${lines.join('\n')}\n`);
        } finally {
          await nginx.stop();
        }
      }
      const nginx = await startNginx(binary, join(work, 'nginx-kill'), nodes.map((node) => node.url));
      try {
        const victim = nodes[nodes.length - 1] as ApiNode;
        const lines = await examDay(`3. ${nodes.length} nodes, node ${victim.name} killed (SIGKILL) half-way`, db, nginx.url, tokens.slice(nodeCounts.length * learnerCount), exam, () => victim.kill('SIGKILL'));
        console.log(lines.join('\n'));
      } finally {
        await nginx.stop();
      }
      for (const node of nodes) await node.kill();
    });
  } finally {
    for (const node of nodes) await node.kill('SIGKILL');
    await postgres.close();
    rmSync(work, { recursive: true, force: true });
  }
};

await main();
