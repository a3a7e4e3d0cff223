import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { dataPaths } from '../lib/dataDir';
import { PGliteDialect } from './pgliteDialect';
import { postgresPoolOptions } from './poolOptions';
import { runsOnPool } from './precompiled';
import { PreparedStatementClient } from './preparedStatements';
import { guardedDatabase } from './transaction';
import type { Database } from './schema';

export { connectTimeoutMs } from './poolOptions';

export type DatabaseKind = 'pglite' | 'postgres';
export type DatabaseHandle = { db: Kysely<Database>; kind: DatabaseKind };

/** A Kysely instance over an open PGlite (a folder or `new PGlite()` in memory). */
export const pgliteDatabase = (pglite: PGlite): Kysely<Database> => guardedDatabase(new PGliteDialect(pglite));

/** Told when a PostgreSQL connection breaks (server restart, terminated backend); the pool replaces it. */
export type ConnectionErrorListener = (error: Error) => void;

const printConnectionError: ConnectionErrorListener = (error) => console.error(`[database] a PostgreSQL connection was lost: ${error.message}`);

export type PostgresOptions = { max?: number; onConnectionError?: ConnectionErrorListener };

/**
 * A pg pool whose every connection has an 'error' listener: an unheard 'error' event (an idle client
 * after a PostgreSQL restart, or a checked-out one between queries) would end the process.
 */
export const postgresPool = (connectionString: string, options: PostgresOptions = {}): pg.Pool => {
  const onConnectionError = options.onConnectionError ?? printConnectionError;
  const pool = new pg.Pool({ ...postgresPoolOptions, connectionString, max: options.max ?? 10, Client: PreparedStatementClient });
  // Each client reports its own loss, idle or checked out; the pool drops it and opens a new one on demand.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  // An idle client's error is also re-emitted by the pool: already reported by the client's listener above.
  pool.on('error', () => undefined);
  return pool;
};

/** A Kysely instance over a PostgreSQL server. */
export const postgresDatabase = (connectionString: string, options: PostgresOptions = {}): Kysely<Database> => {
  const pool = postgresPool(connectionString, options);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  runsOnPool(db, pool);
  return db;
};

/** PostgreSQL when `databaseUrl` is set, else PGlite in `dataDir/db`; the caller holds the data folder lock. */
export const openDatabase = (options: { dataDir: string; databaseUrl?: string; onConnectionError?: ConnectionErrorListener }): DatabaseHandle => {
  if (options.databaseUrl) return { db: postgresDatabase(options.databaseUrl, { onConnectionError: options.onConnectionError }), kind: 'postgres' };
  const { dbDir } = dataPaths(options.dataDir);
  mkdirSync(dbDir, { recursive: true, mode: 0o700 });
  return { db: pgliteDatabase(new PGlite(dbDir)), kind: 'pglite' };
};
