import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { pgliteDatabase, postgresDatabase, type DatabaseKind } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedCountryVersions } from '../db/seed/seed';

export type TestDatabaseTarget = { name: string; kind: DatabaseKind };

let warned = false;

/**
 * The databases every API suite runs against: PGlite always, PostgreSQL when TEST_DATABASE_URL is
 * set (scripts/with-postgres.mjs sets it). Under CI a missing PostgreSQL fails instead of skipping.
 */
export const databasesUnderTest = (): TestDatabaseTarget[] => {
  const targets: TestDatabaseTarget[] = [{ name: 'PGlite', kind: 'pglite' }];
  if (process.env.TEST_DATABASE_URL) return [...targets, { name: 'PostgreSQL', kind: 'postgres' }];
  if (process.env.CI) throw new Error('TEST_DATABASE_URL is not set: under CI the PostgreSQL half may not be skipped (run through scripts/with-postgres.mjs)');
  if (!warned) {
    warned = true;
    console.warn('TEST_DATABASE_URL is not set: skipping the PostgreSQL half of the API tests (npm run test:api starts one).');
  }
  return targets;
};

export type TestDatabase = { db: Kysely<Database>; kind: DatabaseKind; url?: string; drop: () => Promise<void> };

const withDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

/** pool.end() resolves before its sockets close, and a forced drop then kills them as an uncaught error: wait for zero sessions. */
export const waitForNoSessions = async (admin: pg.Client, database: string): Promise<void> => {
  for (let poll = 0; poll < 100; poll += 1) {
    const { rows } = await admin.query<{ sessions: number }>('select count(*)::int as sessions from pg_stat_activity where datname = $1', [database]);
    if (rows[0]?.sessions === 0) return;
    await sleep(20);
  }
};

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop()`. */
const createPostgresDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(adminUrl, name);
  const db = postgresDatabase(url, { max: 5 });
  return {
    db,
    kind: 'postgres',
    url,
    drop: async () => {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        await waitForNoSessions(cleanup, name);
        await cleanup.query(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
};

/** An empty database of the given kind, migrated, with the country versions (no demo accounts). */
export const createTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const target: TestDatabase =
    kind === 'postgres' ? await createPostgresDatabase() : { db: pgliteDatabase(new PGlite()), kind, drop: async () => undefined };
  if (kind === 'pglite') target.drop = () => target.db.destroy();
  await migrateToLatest(target.db);
  await seedCountryVersions(target.db);
  return target;
};

/** Row count of a table, as a number on both drivers. */
export const countRows = async (db: Kysely<Database>, table: keyof Database): Promise<number> => {
  const row = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};
