import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresDatabase } from './connect';
import { inTransaction, type Db } from './transaction';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../test/databases';

const postgresUrl = process.env.TEST_DATABASE_URL;

/** Polls until `check` holds; the lost connection is reported asynchronously by the socket. */
const eventually = async (check: () => boolean): Promise<void> => {
  for (let poll = 0; poll < 200 && !check(); poll += 1) await new Promise((resolve) => setTimeout(resolve, 25));
  expect(check()).toBe(true);
};

// PGlite runs inside the process and has no connections to lose: this is about the pg pool only.
describe.each(databasesUnderTest().filter((target) => target.kind === 'postgres'))('a connection that breaks on $name', () => {
  let database: TestDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
  });

  afterAll(async () => {
    await admin?.end();
    await database?.drop();
  });

  const backendPid = async (db: Db) =>
    (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]!.pid;

  it('reports an idle connection terminated by the server, keeps the process alive, and the next query works', async () => {
    const lost: Error[] = [];
    const db = postgresDatabase(database.url!, { max: 1, onConnectionError: (error) => lost.push(error) });
    try {
      const pid = await backendPid(db);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await eventually(() => lost.length > 0);
      expect(lost[0]?.message).toMatch(/terminat/i);
      const next = await backendPid(db);
      expect(next).not.toBe(pid);
    } finally {
      await db.destroy();
    }
  });

  it('reports a connection lost while checked out by a transaction; that transaction fails, the next query works', async () => {
    const lost: Error[] = [];
    const db = postgresDatabase(database.url!, { max: 1, onConnectionError: (error) => lost.push(error) });
    try {
      const transaction = inTransaction(db, async (tx) => {
        const pid = await backendPid(tx);
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await eventually(() => lost.length > 0);
        await sql`select 1`.execute(tx);
      });
      await expect(transaction).rejects.toThrow();
      expect(lost[0]?.message).toMatch(/terminat/i);
      expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.destroy();
    }
  });
});
