import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { createCluster, findBinaries, clusterUnavailable } from '../../scripts/postgres-cluster.mjs';
import { postgresDatabase } from '../../server/db/connect';
import type { Database } from '../../server/db/schema';
import { dropDatabase, onServer, withDatabase } from '../../server/test/postgresAdmin';

export type BenchPostgres = { url: string; statsEnabled: boolean; close(): Promise<void> };

/**
 * A throwaway PostgreSQL for a benchmark with pg_stat_statements loaded: TEST_DATABASE_URL when set
 * (statements then only if that server preloads the extension), else a cluster of our own (initdb in
 * a temp folder, restarted once with shared_preload_libraries), removed by close().
 */
export async function benchPostgres(log: (message: string) => void): Promise<BenchPostgres | undefined> {
  if (process.env.TEST_DATABASE_URL) return { url: process.env.TEST_DATABASE_URL, statsEnabled: false, close: async () => undefined };
  const binaries = findBinaries();
  const unavailable = clusterUnavailable(binaries);
  if (!binaries || unavailable) {
    log(`PostgreSQL skipped: ${unavailable ?? 'not installed'}`);
    return undefined;
  }
  const cluster = await createCluster(binaries);
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query(`alter system set shared_preload_libraries = 'pg_stat_statements'`);
  await admin.query(`alter system set max_connections = 200`);
  await admin.end();
  cluster.stop();
  await cluster.start();
  return { url: cluster.url, statsEnabled: true, close: async () => cluster.remove() };
}

/** A fresh database on that server (pg_stat_statements created in it when loaded), dropped afterwards. */
export async function withBenchDatabase<T>(server: BenchPostgres, run: (db: Kysely<Database>, url: string) => Promise<T>, poolSize = 10): Promise<T> {
  const name = `tc_bench_${randomBytes(4).toString('hex')}`;
  await onServer(server.url, (admin) => admin.query(`create database ${name}`));
  const url = withDatabase(server.url, name);
  if (server.statsEnabled) await onServer(url, (client) => client.query('create extension if not exists pg_stat_statements'));
  const db = postgresDatabase(url, { max: poolSize });
  try {
    return await run(db, url);
  } finally {
    await db.destroy();
    await dropDatabase(server.url, name);
  }
}

export type SlowStatement = { calls: number; totalMs: number; meanMs: number; query: string };

/** Resets pg_stat_statements (before the measured part). */
export async function resetStatements(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_stat_statements_reset()');
  } finally {
    await client.end();
  }
}

/** The statements of this database that took the most time in all since the reset. */
export async function slowestStatements(url: string, count = 8): Promise<SlowStatement[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ calls: string; total: number; mean: number; query: string }>(
      `select calls, total_exec_time as total, mean_exec_time as mean, query from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) order by total_exec_time desc limit $1`,
      [count],
    );
    return rows.map((row) => ({ calls: Number(row.calls), totalMs: row.total, meanMs: row.mean, query: row.query.replace(/\s+/g, ' ') }));
  } finally {
    await client.end();
  }
}

/** Every statement of this database since the reset: how many were run (begin and commit included) and their execution time. */
export async function statementTotals(url: string): Promise<{ calls: number; totalMs: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ calls: string | null; total: number | null }>(
      `select sum(calls) as calls, sum(total_exec_time) as total from pg_stat_statements
       where dbid = (select oid from pg_database where datname = current_database()) and query not like '%pg_stat_statements%'`,
    );
    return { calls: Number(rows[0]?.calls ?? 0), totalMs: rows[0]?.total ?? 0 };
  } finally {
    await client.end();
  }
}

/** The server's own processes (backends and background workers), for their CPU time (bench/support/cpuTimes.ts). */
export async function serverPids(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where pid <> pg_backend_pid()');
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
