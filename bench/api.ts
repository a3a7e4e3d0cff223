/**
 * Throughput of an authenticated read (`GET /training-api/getUserInfo`) on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL, started by scripts/with-postgres.mjs), next to a bare node:http
 * server answering the same JSON. Loopback only; run with `npm run bench:api`.
 * BENCH_CONNECTIONS (default 50) and BENCH_DURATION seconds (default 5) bound each run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import autocannon, { type AutocannonResult } from 'autocannon';
import type { Kysely } from 'kysely';
import { apiBasePath, apiPaths } from '../src/contract/paths';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { pgliteDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import type { Database } from '../server/db/schema';
import { seedCountryVersions } from '../server/db/seed/seed';
import { withPostgresDatabase } from './postgresDatabase';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const duration = Number(process.env.BENCH_DURATION ?? 5);
const userInfoPath = `${apiBasePath}${apiPaths.userInfo}`;

type Row = { target: string; result: AutocannonResult };

const listen = (server: Server): Promise<string> =>
  new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

// The load generator runs in a worker thread, so the server keeps this thread to itself.
const load = (url: string, headers: Record<string, string>) => autocannon({ url, connections, duration, headers, workers: 1 });

/** Boots the real app on `db`, creates and signs in a user, and measures getUserInfo. */
async function benchApp(target: string, db: Kysely<Database>): Promise<{ row: Row; body: string }> {
  await migrateToLatest(db);
  await seedCountryVersions(db);
  const app = await buildApp({ db, config: { ...loadConfig({}), logLevel: 'warn' } });
  try {
    await app.services.admin.createUser({
      account: 'bench.learner',
      email: 'bench.learner@example.test',
      password: 'bench1pw',
      role: 'learner',
      audience: 'installer',
      versionCode: 'US',
      name: 'Bench Learner',
      company: 'Bench Solar',
      companyNumber: 'B-1',
    });
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${base}${apiBasePath}${apiPaths.login}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'bench.learner', password: 'bench1pw' }),
    });
    const { result } = (await login.json()) as { result: { token: string } };
    const headers = { authorization: `Bearer ${result.token}`, lang: 'en' };
    const body = await (await fetch(`${base}${userInfoPath}`, { headers })).text();
    return { row: { target, result: await load(`${base}${userInfoPath}`, headers) }, body };
  } finally {
    await app.close();
  }
}

async function benchBareHttp(body: string): Promise<Row> {
  const server = createServer((_, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
    response.end(body);
  });
  const base = await listen(server);
  try {
    return { target: 'bare node:http (same JSON)', result: await load(`${base}${userInfoPath}`, {}) };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}


const format = (rows: Row[], baseline: Row) => {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs bare'];
  const lines = rows.map(({ target, result }) => [
    target,
    result.requests.average.toFixed(0),
    String(result.latency.p50),
    String(result.latency.p99),
    String(result.errors + result.timeouts + result.non2xx),
    `${(result.requests.average / baseline.result.requests.average).toFixed(2)}x`,
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)));
  return [header, ...lines].map((line) => line.map((cell, column) => (cell ?? '').padEnd(widths[column] ?? 0)).join('  ')).join('\n');
};

const main = async () => {
  console.log(`GET ${userInfoPath}, autocannon -c ${connections} -d ${duration}, loopback\n`);
  const rows: Row[] = [];
  const dataDir = mkdtempSync(join(tmpdir(), 'tc-bench-'));
  let body = '';
  try {
    const pglite = await benchApp('fastify + PGlite', pgliteDatabase(new PGlite(join(dataDir, 'db'))));
    rows.push(pglite.row);
    body = pglite.body;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    rows.push((await withPostgresDatabase(postgresUrl, (db) => benchApp('fastify + PostgreSQL', db))).row);
  } else {
    console.warn('TEST_DATABASE_URL is not set: PostgreSQL skipped (npm run bench:api starts one).');
  }
  const bare = await benchBareHttp(body);
  rows.push(bare);
  console.log(format(rows, bare));
};

await main();
