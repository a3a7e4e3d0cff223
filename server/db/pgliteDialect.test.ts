import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PGliteDialect } from './pgliteDialect';

type ProbeDb = { probe: { id: string }; counter: { id: number; value: number } };

describe('PGliteDialect', () => {
  let db: Kysely<ProbeDb>;

  beforeAll(async () => {
    db = new Kysely<ProbeDb>({ dialect: new PGliteDialect(new PGlite()) });
    await sql`create table probe (id text primary key)`.execute(db);
    await sql`create table counter (id integer primary key, value integer not null)`.execute(db);
  });

  afterAll(() => db.destroy());

  beforeEach(async () => {
    await db.deleteFrom('probe').execute();
  });

  const ids = async () => (await db.selectFrom('probe').select('id').orderBy('id').execute()).map((row) => row.id);
  const failure = new Error('roll back');

  it('keeps the commit of one transaction when a concurrent one rolls back', async () => {
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 'committed' }).execute();
      await sleep(30);
    });
    const rollingBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 'rolled-back' }).execute();
      throw failure;
    });
    const [committed, rolledBack] = await Promise.allSettled([committing, rollingBack]);
    expect(committed.status).toBe('fulfilled');
    expect(rolledBack).toEqual({ status: 'rejected', reason: failure });
    expect(await ids()).toEqual(['committed']);
  });

  it('keeps the commit when the rolling-back transaction started first', async () => {
    const rollingBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 'rolled-back' }).execute();
      await sleep(30);
      throw failure;
    });
    const committing = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 'committed' }).execute();
    });
    await Promise.allSettled([rollingBack, committing]);
    expect(await ids()).toEqual(['committed']);
  });

  it('keeps a statement issued outside a transaction out of it', async () => {
    let inside!: () => void;
    const insideTransaction = new Promise<void>((resolve) => (inside = resolve));
    const rollingBack = db.transaction().execute(async (trx) => {
      await trx.insertInto('probe').values({ id: 'in-transaction' }).execute();
      inside();
      await sleep(30);
      throw failure;
    });
    await insideTransaction;
    const outside = db.insertInto('probe').values({ id: 'outside' }).execute();
    await Promise.allSettled([rollingBack, outside]);
    expect(await ids()).toEqual(['outside']);
  });

  it('runs read-modify-write transactions one after the other', async () => {
    await db.insertInto('counter').values({ id: 1, value: 0 }).execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const { value } = await trx.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow();
          await sleep(1);
          await trx.updateTable('counter').set({ value: value + 1 }).where('id', '=', 1).execute();
        }),
      ),
    );
    expect((await db.selectFrom('counter').select('value').where('id', '=', 1).executeTakeFirstOrThrow()).value).toBe(20);
  });

  it('reports affected rows and streams results', async () => {
    await db.insertInto('probe').values([{ id: 'a' }, { id: 'b' }, { id: 'c' }]).execute();
    const updated = await db.updateTable('probe').set({ id: sql`id || '!'` }).where('id', '!=', 'c').executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(2n);
    const streamed: string[] = [];
    for await (const row of db.selectFrom('probe').select('id').orderBy('id').stream(2)) streamed.push(row.id);
    expect(streamed).toEqual(['a!', 'b!', 'c']);
  });

  // Last: it closes the shared database.
  it('lets running work finish on destroy, then refuses queries', async () => {
    let inside!: () => void;
    const started = new Promise<void>((resolve) => (inside = resolve));
    const running = db.transaction().execute(async (trx) => {
      inside();
      await sleep(20);
      await trx.insertInto('probe').values({ id: 'finished' }).execute();
      return (await trx.selectFrom('probe').select('id').execute()).map((row) => row.id);
    });
    await started;
    const destroyed = db.destroy();
    expect(await running).toEqual(['finished']);
    await destroyed;
    await expect(sql`select 1`.execute(db)).rejects.toThrow();
  });
});
