import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { postgresDatabase } from '../server/db/connect';
import type { Database } from '../server/db/schema';
import { dropDatabase, onServer, withDatabase } from '../server/test/postgresAdmin';

/** The app's pool size in the benchmarks (and the bare twin's), as in production (server/db/connect.ts). */
export const benchPoolSize = 10;

/** Runs a benchmark on a throwaway database of the TEST_DATABASE_URL server, dropped afterwards. */
export async function withPostgresDatabase<T>(adminUrl: string, run: (db: Kysely<Database>, url: string) => Promise<T>): Promise<T> {
  const name = `tc_bench_${randomBytes(4).toString('hex')}`;
  await onServer(adminUrl, (admin) => admin.query(`create database ${name}`));
  const url = withDatabase(adminUrl, name);
  const db = postgresDatabase(url, { max: benchPoolSize });
  try {
    return await run(db, url);
  } finally {
    await db.destroy();
    await dropDatabase(adminUrl, name);
  }
}
