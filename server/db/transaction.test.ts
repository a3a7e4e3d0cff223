import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../test/databases';
import { afterCommit, inTransaction, onOneConnection, RootDatabaseInTransactionError, type Db } from './transaction';

describe.each(databasesUnderTest())('unit of work on $name', ({ kind }) => {
  // The guard is PGlite's (one connection: a stray query would wait forever); every API suite runs there.
  const guardedIt = (name: string, test: () => Promise<void>) => {
    if (kind === 'pglite') it(name, test);
  };

  if (kind === 'postgres') {
    it('is not guarded (no promise hooks): a root-database query inside a transaction runs on another pooled connection', async () => {
      const pid = sql<{ pid: number }>`select pg_backend_pid() as pid`;
      const [inside, root] = await inTransaction(database.db, async (tx) => [(await pid.execute(tx)).rows[0]?.pid, (await pid.execute(database.db)).rows[0]?.pid]);
      expect(inside).toBeDefined();
      expect(root).toBeDefined();
      expect(root).not.toBe(inside);
    });
  }
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  guardedIt('refuses the root database inside a transaction at once instead of waiting for it', async () => {
    const stray = inTransaction(database.db, async () => {
      await sql`select 1`.execute(database.db);
    });
    await expect(stray).rejects.toBeInstanceOf(RootDatabaseInTransactionError);
  });

  guardedIt('refuses a nested unit of work', async () => {
    const nested = inTransaction(database.db, () => inTransaction(database.db, async () => 1));
    await expect(nested).rejects.toBeInstanceOf(RootDatabaseInTransactionError);
  });

  it('lets concurrent units of work wait for each other and commit both', async () => {
    await sql`create table if not exists uow_probe (n int)`.execute(database.db);
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        inTransaction(database.db, async (tx) => {
          await sql`insert into uow_probe values (${n})`.execute(tx);
        }),
      ),
    );
    const { rows } = await sql<{ count: number }>`select count(*)::int as count from uow_probe`.execute(database.db);
    expect(rows[0]?.count).toBe(20);
  });

  it('lets work started inside use the root database once the transaction is over', async () => {
    // The work waits for the end of the transaction itself, not for a timer a loaded machine can outrun.
    let transactionOver!: () => void;
    const over = new Promise<void>((resolve) => {
      transactionOver = resolve;
    });
    let later: Promise<unknown> = Promise.resolve();
    await inTransaction(database.db, async (tx) => {
      later = over.then(() => sql`select 1`.execute(database.db));
      await sql`select 1`.execute(tx);
    });
    transactionOver();
    await expect(later).resolves.toBeDefined();
  });

  it('runs the reads of one connection on the same backend, one after another', async () => {
    const pid = sql<{ pid: number }>`select pg_backend_pid() as pid`;
    const pids = await onOneConnection(database.db, async (connection) => [(await pid.execute(connection)).rows[0]?.pid, (await pid.execute(connection)).rows[0]?.pid]);
    expect(pids[0]).toBeDefined();
    expect(pids[1]).toBe(pids[0]);
    // 50 at once share the pool without waiting on each other forever.
    const all = await Promise.all(Array.from({ length: 50 }, () => onOneConnection(database.db, async (connection) => (await pid.execute(connection)).rows.length)));
    expect(all.every((rows) => rows === 1)).toBe(true);
  });

  guardedIt('refuses the root database inside one connection, and a transaction inside it, at once', async () => {
    await expect(onOneConnection(database.db, () => sql`select 1`.execute(database.db))).rejects.toBeInstanceOf(RootDatabaseInTransactionError);
    await expect(onOneConnection(database.db, () => inTransaction(database.db, async () => 1))).rejects.toBeInstanceOf(RootDatabaseInTransactionError);
  });

  it('runs an after-commit callback of one connection at once (there is no transaction to wait for), and one inside a transaction joins it', async () => {
    const ran: string[] = [];
    await onOneConnection(database.db, async (connection) => afterCommit(connection, () => ran.push('connection')));
    expect(ran).toEqual(['connection']);
    await inTransaction(database.db, (tx) => onOneConnection(tx, async (connection) => afterCommit(connection, () => ran.push('transaction'))).then(() => expect(ran).toEqual(['connection'])));
    expect(ran).toEqual(['connection', 'transaction']);
  });

  it('never runs an after-commit callback of a transaction that rolls back; one given a transaction already over runs at once', async () => {
    const ran: string[] = [];
    let over: Db | undefined;
    await expect(
      inTransaction(database.db, async (tx) => {
        afterCommit(tx, () => ran.push('rolled back'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    await inTransaction(database.db, async (tx) => {
      over = tx;
    });
    if (over) afterCommit(over, () => ran.push('after'));
    expect(ran).toEqual(['after']);
    // Concurrent transactions keep their own callbacks.
    await Promise.all([1, 2, 3].map((n) => inTransaction(database.db, async (tx) => afterCommit(tx, () => ran.push(`t${n}`)))));
    expect([...ran].sort()).toEqual(['after', 't1', 't2', 't3']);
  });
});
