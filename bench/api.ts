/**
 * Hot calls beside their bare twin, on one PostgreSQL (TEST_DATABASE_URL, started by
 * scripts/with-postgres.mjs): getUserInfo, course list, course detail, progress update and answer
 * save. Each call is made once through the real app while every statement it sends is recorded;
 * the bare twin is a node:http server with a pg pool of the same size that, for the same request,
 * hashes the bearer token, parses the body, sends the SAME statements (same text, same values, one
 * pooled connection, prepared where the app prepared them) and answers the same envelope with
 * JSON.stringify, under the app's own response headers. Both are loaded in the same
 * run, call by call, and two ratios are printed: requests per second, and CPU time of the server
 * process per request (the load generator runs in its own process). On a shared machine only the
 * ratios mean something, and the CPU ratio is the steadier of the two.
 * BENCH_CONNECTIONS (default 50), BENCH_DURATION seconds per load (default 3),
 * BENCH_ROUNDS (default 5; each round loads app and twin back to back, the median round's ratio is
 * printed with the range over all rounds), BENCH_CALLS (names,
 * comma-separated, default all), BENCH_SHOW_STATEMENTS=1 prints each call's statements, LOG_LEVEL the app's
 * log level (default warn; `info` is production's default). Run: `npm run bench:api`.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AutocannonResult } from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { coursePaths, type Attempt } from '../src/contract/course';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCourses } from '../server/db/seed/courses';
import { seedCountryVersions } from '../server/db/seed/seed';
import { queryPrepared } from '../server/db/preparedStatements';
import { createLearners, finalExamOf, logIn, passLessonTests, setupHashing } from './support/examLearners';
import { withPostgresDatabase, benchPoolSize } from './postgresDatabase';
import { recordStatements, type Statement } from './support/statementRecorder';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 3);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

type Call = { name: string; method: 'GET' | 'POST'; path: string; body?: string };
type Recorded = Call & { statements: Statement[]; response: string; headers: Record<string, string> };
type Pair = { app?: Load; bare?: Load };
type Row = { call: string; statements: number; pairs: Pair[] };

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

type Load = { result: AutocannonResult; cpuMicrosPerRequest: number };

// The load generator runs in its own process, so this process's CPU time is the server's alone:
// CPU time per request is the figure that a busy, shared machine disturbs least.
const load = async (base: string, call: Call, token: string): Promise<Load> => {
  const headers = { authorization: `Bearer ${token}`, lang: 'en', ...(call.body ? { 'content-type': 'application/json' } : {}) };
  const args = [autocannonCli, '-j', '-c', String(connections), '-d', String(duration), '-m', call.method];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (call.body) args.push('-b', call.body);
  args.push(`${base}${apiBasePath}${call.path}`);
  const before = process.cpuUsage();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await once(child, 'close');
  const used = process.cpuUsage(before);
  const result = JSON.parse(output) as AutocannonResult;
  return { result, cpuMicrosPerRequest: (used.user + used.system) / Math.max(1, result.requests.total) };
};

/** A node:http server that, per request, does what the app does at the database and nothing else. */
async function bareTwin(url: string, recorded: Recorded[]): Promise<{ base: string; close(): Promise<void> }> {
  const pool = new pg.Pool({ connectionString: url, max: benchPoolSize });
  const byPath = new Map(recorded.map((call) => [`${call.method} ${apiBasePath}${call.path}`, { ...call, result: JSON.parse(call.response) as unknown }]));
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const call = byPath.get(`${request.method} ${request.url}`);
      if (!call) {
        response.writeHead(404).end();
        return;
      }
      // The same per-request work as the app's session guard and body parser.
      createHash('sha256').update((request.headers.authorization ?? '').replace(/^Bearer\s+/i, '')).digest('base64url');
      if (chunks.length > 0) JSON.parse(Buffer.concat(chunks).toString('utf8'));
      void (async () => {
        const client = await pool.connect();
        try {
          // A statement the app prepared is prepared here too, sent the same way.
          for (const statement of call.statements) await (statement.name ? queryPrepared(client, statement.name, statement.text, statement.values) : client.query(statement.text, statement.values));
        } finally {
          client.release();
        }
        const body = JSON.stringify(call.result);
        // The app's own headers (type, security, CORS): the same bytes on the wire.
        response.writeHead(200, { ...call.headers, 'content-length': Buffer.byteLength(body) });
        response.end(body);
      })().catch((error: unknown) => {
        response.writeHead(500).end(String(error));
      });
    });
  });
  const base = await listen(server);
  return {
    base,
    close: async () => {
      await new Promise((resolve) => server.close(resolve));
      await pool.end();
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
    const [learner] = await createLearners(app, 1);
    if (!learner) throw new Error('no learner');
    await passLessonTests(db, exam.courseId, [learner.id]);
    const token = await logIn(base, learner.account);
    const headers = { authorization: `Bearer ${token}`, lang: 'en' };
    const started = await fetch(`${base}${apiBasePath}${coursePaths.startAttempt}?examId=${exam.examId}`, { headers });
    const attempt = ((await started.json()) as { result: Attempt }).result;
    const answers = attempt.questions.slice(0, 3).map((question) => ({ questionId: question.questionId, optionIds: exam.right.get(question.questionId) ?? [] }));
    const calls: Call[] = [
      { name: 'getUserInfo', method: 'GET', path: apiPaths.userInfo },
      { name: 'course list', method: 'GET', path: coursePaths.list },
      { name: 'course detail', method: 'POST', path: coursePaths.detail, body: JSON.stringify({ courseId: exam.courseId }) },
      { name: 'progress update', method: 'POST', path: coursePaths.progress, body: JSON.stringify({ courseId: exam.courseId, lessonId: exam.lessonIds[0], positionSeconds: 30, event: 'progress' }) },
      { name: 'answer save', method: 'POST', path: coursePaths.submitAnswer, body: JSON.stringify({ attemptId: attempt.attemptId, answers, final: false }) },
    ];
    const send = (call: Call) =>
      fetch(`${base}${apiBasePath}${call.path}`, { method: call.method, headers: { ...headers, ...(call.body ? { 'content-type': 'application/json' } : {}) }, ...(call.body ? { body: call.body } : {}) });
    const recorded: Recorded[] = [];
    for (const call of calls) {
      await (await send(call)).text(); // a first call creates what later ones only update (progress row)
      let response = '';
      let headers: Record<string, string> = {};
      const statements = await recordStatements(async () => {
        const reply = await send(call);
        response = await reply.text();
        headers = Object.fromEntries([...reply.headers].filter(([name]) => !['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name)));
        if (reply.status !== 200 || (JSON.parse(response) as { code: number }).code !== 200) throw new Error(`${call.name}: ${response}`);
      });
      recorded.push({ ...call, statements, response, headers });
    }
    const twin = await bareTwin(url, recorded);
    try {
      const rows: Row[] = [];
      const only = process.env.BENCH_CALLS?.split(',');
      for (const call of recorded.filter((candidate) => !only || only.includes(candidate.name))) {
        // Each round loads both sides back to back (alternating which goes first), so a ratio compares
        // two loads under the same machine state; the median round is reported with the spread.
        const pairs: Pair[] = [];
        for (let round = 0; round < rounds; round += 1) {
          // BENCH_APP_ONLY=1 or BENCH_BARE_ONLY=1 loads one side only (for a CPU profile of that side alone).
          const loadApp = async () => (process.env.BENCH_BARE_ONLY ? undefined : load(base, call, token));
          const loadBare = async () => (process.env.BENCH_APP_ONLY ? undefined : load(twin.base, call, token));
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
        rows.push({ call: call.name, statements: call.statements.length, pairs });
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
  const header = ['call', 'statements', 'app req/s', 'bare req/s', 'app p99 ms', 'bare p99 ms', 'app CPU µs/req', 'bare CPU µs/req', 'errors', 'req/s app/bare', 'CPU bare/app'];
  const lines = rows.map(({ call, statements, pairs }) => {
    const side = (pick: (pair: Pair) => Load | undefined, figure: (load: Load) => number) =>
      median(pairs.map(pick).filter((load) => load !== undefined).map(figure)).toFixed(0);
    const both = pairs.filter((pair): pair is Required<Pair> => pair.app !== undefined && pair.bare !== undefined);
    const errors = pairs.flatMap((pair) => [pair.app, pair.bare]).reduce((sum, load) => sum + (load ? load.result.errors + load.result.timeouts + load.result.non2xx : 0), 0);
    return [
      call,
      String(statements),
      side((pair) => pair.app, (load) => load.result.requests.average),
      side((pair) => pair.bare, (load) => load.result.requests.average),
      side((pair) => pair.app, (load) => load.result.latency.p99),
      side((pair) => pair.bare, (load) => load.result.latency.p99),
      side((pair) => pair.app, (load) => load.cpuMicrosPerRequest),
      side((pair) => pair.bare, (load) => load.cpuMicrosPerRequest),
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
  console.log(`Hot calls, fastify app vs bare node:http + pg doing the same statements; autocannon -c ${connections} -d ${duration}, median of ${rounds} rounds (range), loopback, PostgreSQL\n`);
  const rows = await withPostgresDatabase(url, (db, databaseUrl) => bench(databaseUrl, db));
  console.log(format(rows));
};

await main();
