import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { dataPaths } from '../lib/dataDir';
import { PGliteDialect } from './pgliteDialect';
import { guardedDialect } from './transaction';
import type { Database } from './schema';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = { db: Kysely<Database>; kind: DatabaseKind };

/** A Kysely instance over an open PGlite (a folder or `new PGlite()` in memory). */
export const pgliteDatabase = (pglite: PGlite): Kysely<Database> => new Kysely<Database>({ dialect: guardedDialect(new PGliteDialect(pglite)) });

/** A Kysely instance over a PostgreSQL server. */
export const postgresDatabase = (connectionString: string, max = 10): Kysely<Database> =>
  new Kysely<Database>({ dialect: guardedDialect(new PostgresDialect({ pool: new pg.Pool({ connectionString, max }) })) });

/** PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/db`; the caller holds the data folder lock. */
export const openDatabase = (options: { dataDir: string; databaseUrl?: string }): DatabaseHandle => {
  if (options.databaseUrl) return { db: postgresDatabase(options.databaseUrl), kind: 'postgres' };
  const { dbDir } = dataPaths(options.dataDir);
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  return { db: pgliteDatabase(new PGlite(dbDir)), kind: 'pglite' };
};
