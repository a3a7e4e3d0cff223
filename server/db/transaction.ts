import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseConnection, Dialect, Driver, Kysely } from 'kysely';
import type { Database } from './schema';

/** The typed database handle: the root instance, or a transaction built from it. */
export type Db = Kysely<Database>;

type OpenTransaction = { connected: boolean; done: boolean; transaction: boolean; onCommit: (() => void)[] };

const current = new AsyncLocalStorage<OpenTransaction>();

/** Thrown when code inside a unit of work reaches past its transaction to the root database. */
export class RootDatabaseInTransactionError extends Error {
  constructor() {
    super(
      'the root database was used inside a transaction: build repositories from the transaction (on PGlite, with one connection, this call would wait forever)',
    );
    this.name = 'RootDatabaseInTransactionError';
  }
}

/**
 * Runs `work` as one unit of work: one transaction, every repository built from `tx`. A query on the
 * root database from inside it fails at once (see `guardedDialect`), and so does a nested call.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => {
  const outer = current.getStore();
  if (outer && !outer.done) return Promise.reject(new RootDatabaseInTransactionError());
  const open: OpenTransaction = { connected: false, done: false, transaction: true, onCommit: [] };
  return current.run(open, async () => {
    let result: T;
    try {
      result = await db.transaction().execute(work);
    } finally {
      // Work started inside (a background mail) may use the root database once the transaction is over.
      open.done = true;
    }
    for (const callback of open.onCommit) callback();
    return result;
  });
};

/**
 * Runs the reads of `work` one after another on one pooled connection, without a transaction: each
 * query would otherwise take a connection from the pool and give it back (the hot reads of a course
 * list make eight such round trips). The same guard as `inTransaction`: the root database inside fails at once.
 */
export const onOneConnection = <T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> => {
  if (db.isTransaction) return work(db);
  const outer = current.getStore();
  if (outer && !outer.done) return Promise.reject(new RootDatabaseInTransactionError());
  const open: OpenTransaction = { connected: false, done: false, transaction: false, onCommit: [] };
  return current.run(open, async () => {
    try {
      return await db.connection().execute(work);
    } finally {
      open.done = true;
    }
  });
};

/**
 * Runs `callback` once the unit of work around the caller commits (never when it rolls back); outside
 * one, at once. For what must not happen for a change that did not stay: mails about it.
 */
export const afterCommit = (callback: () => void): void => {
  const open = current.getStore();
  if (open?.transaction && !open.done) open.onCommit.push(callback);
  else callback();
};

/** A driver that refuses a second connection to the unit of work that already holds one. */
class GuardedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    const open = current.getStore();
    if (open && !open.done) {
      if (open.connected) return Promise.reject(new RootDatabaseInTransactionError());
      open.connected = true;
    }
    return this.inner.acquireConnection();
  }

  beginTransaction(...args: Parameters<Driver['beginTransaction']>) {
    return this.inner.beginTransaction(...args);
  }

  commitTransaction(connection: DatabaseConnection) {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return this.inner.rollbackTransaction(connection);
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(connection);
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** Wraps a dialect so that `inTransaction` can tell a stray root-database query from a legitimate wait. */
export const guardedDialect = (inner: Dialect): Dialect => ({
  createAdapter: () => inner.createAdapter(),
  createDriver: () => new GuardedDriver(inner.createDriver()),
  createIntrospector: (db) => inner.createIntrospector(db),
  createQueryCompiler: () => inner.createQueryCompiler(),
});
