import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql, type Kysely } from 'kysely';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { pgliteDatabase, postgresDatabase, type DatabaseKind } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';
import { seedCountryVersions } from '../db/seed/seed';
import { dropDatabase, onServer, withDatabase } from './postgresAdmin';

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

/** A fresh PostgreSQL database on the TEST_DATABASE_URL server, dropped by `drop()`. */
const createPostgresDatabase = async (): Promise<TestDatabase> => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tc_test_${randomBytes(6).toString('hex')}`;
  const template = templates().postgres;
  await onServer(adminUrl, (admin) => admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`));
  const url = withDatabase(adminUrl, name);
  const db = postgresDatabase(url, { max: 5 });
  return {
    db,
    kind: 'postgres',
    url,
    drop: async () => {
      await db.destroy();
      await dropDatabase(adminUrl, name);
    },
  };
};

/** A PGlite database in memory, a copy of the suite's template when there is one. */
const createPgliteDatabase = async (): Promise<TestDatabase> => {
  const template = templates().pglite;
  const pglite = template ? new PGlite({ loadDataDir: new Blob([readFileSync(template)]) }) : new PGlite();
  const db = pgliteDatabase(pglite);
  return { db, kind: 'pglite', drop: () => db.destroy() };
};

/** The suite's migrated templates (server/test/databaseTemplates.ts), when the API project's global setup made them. */
const templates = (): { pglite?: string; postgres?: string } => {
  try {
    return { pglite: inject('pgliteTemplate'), postgres: inject('postgresTemplate') || undefined };
  } catch {
    return {};
  }
};

/** An empty database of the given kind, migrated, with the country versions (no demo accounts). */
export const createTestDatabase = async (kind: DatabaseKind): Promise<TestDatabase> => {
  const target = kind === 'postgres' ? await createPostgresDatabase() : await createPgliteDatabase();
  // A copy of a template is already there; migrating again is a cheap no-op that keeps a stale template honest.
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
