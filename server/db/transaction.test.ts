import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../test/databases';
import { inTransaction, RootDatabaseInTransactionError } from './transaction';

describe.each(databasesUnderTest())('unit of work on $name', ({ kind }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('refuses the root database inside a transaction at once instead of waiting for it', async () => {
    const stray = inTransaction(database.db, async () => {
      await sql`select 1`.execute(database.db);
    });
    await expect(stray).rejects.toBeInstanceOf(RootDatabaseInTransactionError);
  });

  it('refuses a nested unit of work', async () => {
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
    let later: Promise<unknown> = Promise.resolve();
    await inTransaction(database.db, async (tx) => {
      later = new Promise((resolve) => setTimeout(resolve, 10)).then(() => sql`select 1`.execute(database.db));
      await sql`select 1`.execute(tx);
    });
    await expect(later).resolves.toBeDefined();
  });
});
