import { AsyncLocalStorage } from 'node:async_hooks';
import { Kysely, type DatabaseConnection, type Dialect, type Driver } from 'kysely';
import type { Database } from './schema';

/** The typed database handle: the root instance, or a transaction built from it. */
export type Db = Kysely<Database>;

/** A unit of work on a guarded database: whether it holds its connection yet, and whether it is over. */
type OpenUnit = { connected: boolean; done: boolean };

const current = new AsyncLocalStorage<OpenUnit>();
/** The databases whose units of work are guarded (`guardedDatabase`). */
const guarded = new WeakSet<Db>();
/** What waits for the commit of each open transaction, by the handle its work was given. */
const commitCallbacks = new WeakMap<Db, (() => void)[]>();

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
 * On a guarded database, runs `unit` as the one unit of work of its async context: a query on the
 * root database from inside it, or a nested unit, fails at once. Elsewhere it just runs: the guard's
 * AsyncLocalStorage turns on Node's promise hooks for the whole process, a cost on every promise of
 * every request (measured in docs/performance.md), paid only where a stray query would hang.
 */
const guardedUnit = <T>(db: Db, unit: () => Promise<T>): Promise<T> => {
  if (!guarded.has(db)) return unit();
  const outer = current.getStore();
  if (outer && !outer.done) return Promise.reject(new RootDatabaseInTransactionError());
  const open: OpenUnit = { connected: false, done: false };
  return current.run(open, async () => {
    try {
      return await unit();
    } finally {
      // Work started inside (a background mail) may use the root database once the unit is over.
      open.done = true;
    }
  });
};

/**
 * Runs `work` as one unit of work: one transaction, every repository built from `tx`. On a guarded
 * database (PGlite) a query on the root database from inside it fails at once, and so does a nested call.
 */
export const inTransaction = async <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> => {
  const onCommit: (() => void)[] = [];
  let handle: Db | undefined;
  let result: T;
  try {
    result = await guardedUnit(db, () =>
      db.transaction().execute((tx) => {
        handle = tx;
        commitCallbacks.set(tx, onCommit);
        return work(tx);
      }),
    );
  } finally {
    if (handle) commitCallbacks.delete(handle);
  }
  for (const callback of onCommit) callback();
  return result;
};

/**
 * Runs the reads of `work` one after another on one pooled connection, without a transaction: each
 * query would otherwise take a connection from the pool and give it back (the hot reads of a course
 * list make eight such round trips). The same guard as `inTransaction`: the root database inside fails at once.
 */
export const onOneConnection = <T>(db: Db, work: (connection: Db) => Promise<T>): Promise<T> => {
  if (db.isTransaction) return work(db);
  return guardedUnit(db, () => db.connection().execute(work));
};

/**
 * Runs `callback` once the transaction `db` commits (never when it rolls back); for any other handle
 * (the root database, one connection, a transaction already over), at once. For what must not happen
 * for a change that did not stay: mails about it.
 */
export const afterCommit = (db: Db, callback: () => void): void => {
  const waiting = commitCallbacks.get(db);
  if (waiting) waiting.push(callback);
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
const guardedDialect = (inner: Dialect): Dialect => ({
  createAdapter: () => inner.createAdapter(),
  createDriver: () => new GuardedDriver(inner.createDriver()),
  createIntrospector: (db) => inner.createIntrospector(db),
  createQueryCompiler: () => inner.createQueryCompiler(),
});

/**
 * A database whose units of work are guarded: for PGlite, whose one connection makes a stray
 * root-database query inside a transaction wait forever. Every API suite runs on PGlite, so such code
 * fails there; on PostgreSQL it would take a second pooled connection.
 */
export const guardedDatabase = (inner: Dialect): Db => {
  const db = new Kysely<Database>({ dialect: guardedDialect(inner) });
  guarded.add(db);
  return db;
};
