/**
 * Hot calls beside their bare twin, on one PostgreSQL (TEST_DATABASE_URL, started by
 * scripts/with-postgres.mjs): getUserInfo, course list, course detail, progress update, answer save, and
 * the answer save as learners send it: each learner their own attempt, each save with a new
 * Idempotency-Key (the twin sends each learner's own recorded statements, with each request's key where
 * the recorded one was; a compare-and-set update is sent so that it writes, as the app's does:
 * support/twinStatements.ts). Each call is made once through the real app while every statement it sends is recorded;
 * the bare twin (bench/support/bareTwin.process.ts, a process of its own) is a node:http server with a
 * pg pool of the same size that, for the same request, hashes the bearer token, parses the body, sends
 * the SAME statements (same text, same values, one pooled connection, prepared where the app prepared
 * them) and answers the same envelope with JSON.stringify, under the app's own response headers. Both
 * are loaded in the same run, call by call, and two ratios are printed: requests per second, and CPU
 * time of the server's process per request (the app runs in this process, the twin and the load
 * generator each in their own). On a shared machine only the ratios mean something, and the CPU ratio
 * is the steadier of the two. The load generator (bench/support/load.process.ts) sends one learner's
 * bearer token on every connection, except for the progress update: a learner per connection, since a
 * learner's one player reports one at a time.
 * BENCH_CONNECTIONS (default 50), BENCH_DURATION seconds per load (default 3),
 * BENCH_WARMUP seconds of unmeasured load of each side before a call's rounds (default 1, 0 for none),
 * BENCH_ACCEPT_ENCODING the load's Accept-Encoding (default Chromium's, 'gzip, deflate, br, zstd'; empty for
 * none): both sides compress an answer over the API's threshold as the browser asks,
 * BENCH_ROUNDS (default 5; each round loads app and twin back to back, the median round's ratio is
 * printed with the range over all rounds), BENCH_CALLS (names,
 * comma-separated, default all), BENCH_SHOW_STATEMENTS=1 prints each call's statements, LOG_LEVEL the app's
 * log level (default warn; `info` is production's default). Run: `npm run bench:api`.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AutocannonResult } from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import type { Kysely } from 'kysely';
import { coursePaths, type Attempt } from '../src/contract/course';
import { idempotencyKeyHeader } from '../src/contract/idempotency';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCourses } from '../server/db/seed/courses';
import { seedCountryVersions } from '../server/db/seed/seed';
import { createLearners, finalExamOf, logIn, passLessonTests, setupHashing } from './support/examLearners';
import { withPostgresDatabase, benchPoolSize } from './postgresDatabase';
import type { TwinReply, TwinRequest } from './support/bareTwinMessages';
import type { LoadRequest } from './support/load.process';
import { recordStatements, type Statement } from './support/statementRecorder';
import { writingAsTheAppDoes } from './support/twinStatements';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 1);
// What Chromium sends: the API's answers are compressed for browsers, so the load asks as they do.
const acceptEncoding = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';

/**
 * `tokens`: the learners whose bearer tokens the connections send, one per connection in turn; `bodies`, when
 * given, each learner's own body, in the same order. `keyed`: each request names itself with a new
 * Idempotency-Key, as the player's saves do.
 */
type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: string; bodies?: string[]; tokens: string[]; keyed?: boolean };
/** `byToken`: for a call of many learners, each learner's own statements (the twin sends a learner's own). */
type Recorded = Call & { statements: Statement[]; byToken?: Record<string, Statement[]>; response: string; headers: Record<string, string>; recordedKey?: string };
type Pair = { app?: Load; bare?: Load };
type Row = { call: string; statements: number; bytes: number; pairs: Pair[] };

type Load = { result: AutocannonResult; cpuMicrosPerRequest: number };
/** The bare twin's process: its address, and its CPU time so far. */
type Twin = { base: string; cpu(): Promise<NodeJS.CpuUsage>; close(): Promise<void> };
/** A server under load: where it listens, and how to read its process's CPU time. */
type Side = { base: string; cpu(): Promise<NodeJS.CpuUsage> };

// The load generator runs in its own process and each server in another, so a server process's CPU time is
// the server's alone: CPU time per request is the figure that a busy, shared machine disturbs least.
const load = async (side: Side, call: Call, seconds = duration): Promise<Load> => {
  const request: LoadRequest = {
    url: `${side.base}${apiBasePath}${call.path}`,
    method: call.method,
    headers: { lang: 'en', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}), ...(call.body ? { 'content-type': 'application/json' } : {}) },
    ...(call.body ? { body: call.body } : {}),
    tokens: call.tokens,
    ...(call.bodies ? { bodies: call.bodies } : {}),
    connections,
    seconds,
    ...(call.keyed ? { freshKeyHeader: idempotencyKeyHeader } : {}),
  };
  const built = import.meta.url.endsWith('.js');
  const loader = fileURLToPath(new URL(built ? './load.process.js' : './support/load.process.ts', import.meta.url));
  const before = await side.cpu();
  const child = spawn(process.execPath, [...(built ? [] : ['--import', 'tsx']), loader, JSON.stringify(request)], { stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const [code] = (await once(child, 'close')) as [number | null];
  if (code !== 0) throw new Error(`the load generator exited (${code})`);
  const after = await side.cpu();
  const used = { user: after.user - before.user, system: after.system - before.system };
  const result = JSON.parse(output) as AutocannonResult;
  return { result, cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, result.requests.total) };
};

/**
 * Forks the bare twin's process (bench/support/bareTwin.process.ts) and starts it on the recorded calls.
 * Built by scripts/bench.mjs, its module sits beside this one; under tsx it is TypeScript, run through tsx.
 */
async function startTwin(url: string, recorded: Recorded[]): Promise<Twin> {
  const built = import.meta.url.endsWith('.js');
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const child = fork(fileURLToPath(new URL(built ? './bareTwin.process.js' : './support/bareTwin.process.ts', import.meta.url)), {
    execArgv: [...flags, ...(built ? ['--enable-source-maps'] : ['--import', 'tsx'])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // One question at a time: each waits for the next message, and fails once the twin is gone.
  const gone = new AbortController();
  child.once('exit', (code) => gone.abort(new Error(`the bare twin exited (${code})`)));
  const reply = async (): Promise<TwinReply> => {
    const [message] = (await once(child, 'message', { signal: gone.signal })) as [TwinReply];
    return message;
  };
  const ask = (request: TwinRequest) => child.send(request);
  const calls = recorded.map(({ method, path, statements, byToken, response, headers, recordedKey }) => ({ method, url: `${apiBasePath}${path}`, statements, byToken, response, headers, recordedKey }));
  const started = reply();
  ask({ start: { url, poolSize: benchPoolSize, calls } });
  const answer = await started;
  if (!('base' in answer)) throw new Error(`the bare twin answered ${JSON.stringify(answer)}`);
  return {
    base: answer.base,
    cpu: async () => {
      const usage = reply();
      ask('cpu');
      const cpu = await usage;
      if (!('cpu' in cpu)) throw new Error(`the bare twin answered ${JSON.stringify(cpu)}`);
      return cpu.cpu;
    },
    close: async () => {
      const exited = once(child, 'exit');
      ask('close');
      await exited;
    },
  };
}

async function bench(url: string, db: Kysely<Database>): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-api-files-'));
  await migrateToLatest(db);
  await seedCountryVersions(db);
  await seedCourses(db, { dataDir, now: () => new Date() });
  const app = await buildApp({ db, config: { ...loadConfig({}), dataDir, logLevel: process.env.LOG_LEVEL ?? 'warn', passwordHashing: setupHashing } });
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const exam = await finalExamOf(db);
    // A learner per connection for the call a learner makes one at a time; the first one makes every other call.
    const learners = await createLearners(app, connections);
    const tokens: string[] = [];
    for (const each of learners) tokens.push(await logIn(base, each.account));
    const [learner] = learners;
    const [token] = tokens;
    if (!learner || !token) throw new Error('no learner');
    // Every learner may sit the final exam, and has an attempt open: the keyed save is each learner's own.
    await passLessonTests(
      db,
      exam.courseId,
      learners.map((each) => each.id),
    );
    const headers = { authorization: `Bearer ${token}`, lang: 'en' };
    const startFor = async (bearer: string): Promise<Attempt> => {
      const started = await fetch(`${base}${apiBasePath}${coursePaths.startAttempt}?examId=${exam.examId}`, { headers: { ...headers, authorization: `Bearer ${bearer}` } });
      return ((await started.json()) as { result: Attempt }).result;
    };
    const saveBody = (open: Attempt) =>
      JSON.stringify({ attemptId: open.attemptId, answers: open.questions.slice(0, 3).map((question) => ({ questionId: question.questionId, optionIds: exam.right.get(question.questionId) ?? [] })), final: false });
    const attempts: Attempt[] = [];
    for (const bearer of tokens) attempts.push(await startFor(bearer));
    const [attempt] = attempts;
    if (!attempt) throw new Error('no attempt');
    const calls: Call[] = [
      { name: 'getUserInfo', method: 'GET', path: apiPaths.userInfo, tokens: [token] },
      { name: 'course list', method: 'GET', path: coursePaths.list, tokens: [token] },
      { name: 'course detail', method: 'POST', path: coursePaths.detail, body: JSON.stringify({ courseId: exam.courseId }), tokens: [token] },
      // Each learner's one player reports, one report at a time: 50 connections of one learner would all race for one row.
      { name: 'progress update', method: 'POST', path: coursePaths.progress, body: JSON.stringify({ courseId: exam.courseId, lessonId: exam.lessonIds[0], positionSeconds: 30, event: 'progress' }), tokens },
      { name: 'answer save', method: 'POST', path: coursePaths.submitAnswer, body: saveBody(attempt), tokens: [token] },
      // The save as learners make it: the player names every save with an Idempotency-Key (src/api/course.ts),
      // and each learner saves their own attempt, one save at a time.
      { name: 'keyed answer save', method: 'POST', path: coursePaths.submitAnswer, body: saveBody(attempt), bodies: attempts.map(saveBody), tokens, keyed: true },
    ];
    const send = (call: Call, bearer = token, key = randomUUID()) => {
      const body = call.bodies?.[call.tokens.indexOf(bearer)] ?? call.body;
      return fetch(`${base}${apiBasePath}${call.path}`, {
        method: call.method,
        headers: { ...headers, authorization: `Bearer ${bearer}`, ...(body ? { 'content-type': 'application/json' } : {}), ...(call.keyed ? { [idempotencyKeyHeader]: key } : {}) },
        ...(body ? { body } : {}),
      });
    };
    const recorded: Recorded[] = [];
    for (const call of calls) {
      // A first call of each learner creates what later ones only update (their progress rows).
      for (const bearer of call.tokens) await (await send(call, bearer)).text();
      let response = '';
      let headers: Record<string, string> = {};
      const recordedKey = call.keyed ? randomUUID() : undefined;
      const statements = await recordStatements(async () => {
        const reply = await send(call, token, recordedKey);
        response = await reply.text();
        // The twin chooses its own encoding for each request, as the app does.
        headers = Object.fromEntries([...reply.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'content-encoding'].includes(name)));
        if (reply.status !== 200 || (JSON.parse(response) as { code: number }).code !== 200) throw new Error(`${call.name}: ${response}`);
      });
      // A call of many learners: each learner's own statements (their own rows), recorded under the same key.
      const many = call.tokens.length > 1;
      const byToken: Record<string, Statement[]> = {};
      if (many)
        for (const bearer of call.tokens)
          byToken[bearer] = (
            bearer === token
              ? statements
              : await recordStatements(async () => {
                  await (await send(call, bearer, recordedKey)).text();
                })
          ).map(writingAsTheAppDoes);
      recorded.push({ ...call, statements: statements.map(writingAsTheAppDoes), response, headers, ...(recordedKey ? { recordedKey } : {}), ...(many ? { byToken } : {}) });
    }
    const twin = await startTwin(url, recorded);
    const appSide: Side = { base, cpu: async () => process.cpuUsage() };
    try {
      const rows: Row[] = [];
      const only = process.env.BENCH_CALLS?.split(',');
      for (const call of recorded.filter((candidate) => !only || only.includes(candidate.name))) {
        // Each round loads both sides back to back (alternating which goes first), so a ratio compares
        // two loads under the same machine state; the median round is reported with the spread.
        // An unmeasured load of each side first: the rounds compare code the JIT has compiled, not its warm-up.
        if (warmup > 0) {
          if (!process.env.BENCH_BARE_ONLY) await load(appSide, call, warmup);
          if (!process.env.BENCH_APP_ONLY) await load(twin, call, warmup);
        }
        const pairs: Pair[] = [];
        for (let round = 0; round < rounds; round += 1) {
          // BENCH_APP_ONLY=1 or BENCH_BARE_ONLY=1 loads one side only (for a CPU profile of that side alone).
          const loadApp = async () => (process.env.BENCH_BARE_ONLY ? undefined : load(appSide, call));
          const loadBare = async () => (process.env.BENCH_APP_ONLY ? undefined : load(twin, call));
          const pair: Pair = {};
          if (round % 2 === 0) {
            pair.app = await loadApp();
            pair.bare = await loadBare();
          } else {
            pair.bare = await loadBare();
            pair.app = await loadApp();
          }
          pairs.push(pair);
        }
        if (pairs.length === 0) throw new Error('BENCH_ROUNDS must be 1 or more');
        rows.push({ call: call.name, statements: call.statements.length, bytes: Buffer.byteLength(call.response), pairs });
      }
      if (process.env.BENCH_SHOW_STATEMENTS) for (const call of recorded) console.log(`\n${call.name}:\n${call.statements.map((statement) => `  ${statement.name ? `[prepared ${statement.name}] ` : ''}${statement.text}`).join('\n')}`);
      return rows;
    } finally {
      await twin.close();
    }
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]): number => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const percent = (value: number) => `${(100 * value).toFixed(0)}%`;
/** The median of the values, with their range when there are several. */
const spread = (values: number[], show: (value: number) => string) =>
  values.length < 2 ? show(values[0] ?? Number.NaN) : `${show(median(values))} (${show(Math.min(...values))}-${show(Math.max(...values))})`;

const format = (rows: Row[]) => {
  const header = ['call', 'statements', 'answer bytes', 'app req/s', 'bare req/s', 'app p99 ms', 'bare p99 ms', 'app CPU µs/req', 'bare CPU µs/req', 'errors', 'req/s app/bare', 'CPU bare/app'];
  const lines = rows.map(({ call, statements, bytes, pairs }) => {
    const side = (pick: (pair: Pair) => Load | undefined, figure: (load: Load) => number) =>
      median(pairs.map(pick).filter((load) => load !== undefined).map(figure)).toFixed(0);
    const cpu = (pick: (pair: Pair) => Load | undefined) => {
      const values = pairs.map(pick).filter((load) => load !== undefined).map((load) => load.cpuMicrosPerRequest);
      return values.length === 0 ? '-' : spread(values, (value) => value.toFixed(0));
    };
    const both = pairs.filter((pair): pair is Required<Pair> => pair.app !== undefined && pair.bare !== undefined);
    const errors = pairs.flatMap((pair) => [pair.app, pair.bare]).reduce((sum, load) => sum + (load ? load.result.errors + load.result.timeouts + load.result.non2xx : 0), 0);
    return [
      call,
      String(statements),
      String(bytes),
      side((pair) => pair.app, (load) => load.result.requests.average),
      side((pair) => pair.bare, (load) => load.result.requests.average),
      side((pair) => pair.app, (load) => load.result.latency.p99),
      side((pair) => pair.bare, (load) => load.result.latency.p99),
      // CPU with its range: the lowest round is the steadiest figure on a shared machine.
      cpu((pair) => pair.app),
      cpu((pair) => pair.bare),
      String(errors),
      both.length === 0 ? '-' : spread(both.map((pair) => pair.app.result.requests.average / pair.bare.result.requests.average), percent),
      both.length === 0 ? '-' : spread(both.map((pair) => pair.bare.cpuMicrosPerRequest / pair.app.cpuMicrosPerRequest), percent),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  return [header, ...lines].map((line) => line.map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0)).join('  ')).join('\n');
};

const main = async () => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.error('TEST_DATABASE_URL is not set: run `npm run bench:api`, which starts a throwaway PostgreSQL.');
    process.exitCode = 1;
    return;
  }
  console.log(`Hot calls, fastify app vs bare node:http + pg doing the same statements; autocannon -c ${connections} -d ${duration}, median of ${rounds} rounds (range), loopback, PostgreSQL, Node ${process.version}\n`);
  const rows = await withPostgresDatabase(url, (db, databaseUrl) => bench(databaseUrl, db));
  console.log(format(rows));
};

await main();
