import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, databasesUnderTest, type TestDatabase } from '../test/databases';
import { migrateToLatest } from './migrate';
import { precompiled } from './precompiled';
import { seedCountryVersions } from './seed/seed';
import { queryPrepared, statementName } from './preparedStatements';
import { everyColumn } from './tableColumns';
import { inTransaction, onOneConnection } from './transaction';

// Every column of one version, named: its result keeps its shape when the table gains a column.
const wholeVersion = precompiled<{ code: string }, Record<string, unknown>>((db, slot) =>
  db.selectFrom('country_versions').select(everyColumn('country_versions', { version_code: true, name: true, lang: true })).where('version_code', '=', slot('code')),
);

// The country versions table, read with two slots and a fixed value in between.
const versionsBetween = precompiled<{ from: string; to: string }, { version_code: string }>((db, slot) =>
  db.selectFrom('country_versions').select('version_code').where('version_code', '>=', slot('from')).where('version_code', '!=', 'ZZ').where('version_code', '<=', slot('to')).orderBy('version_code'),
);

describe.each(databasesUnderTest())('a query compiled once on $name', ({ kind }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await migrateToLatest(database.db);
    await seedCountryVersions(database.db);
  });
  afterAll(async () => {
    await database.drop();
  });

  it('sends each call its own values in the right places, on the root database and inside a transaction', async () => {
    const all = (await database.db.selectFrom('country_versions').select('version_code').orderBy('version_code').execute()).map((row) => row.version_code);
    expect(all.length).toBeGreaterThan(1);
    const [first, second] = all as [string, string];
    expect(await versionsBetween(database.db, { from: first, to: first })).toEqual([{ version_code: first }]);
    expect(await versionsBetween(database.db, { from: second, to: all.at(-1) as string })).toEqual(all.slice(1).map((code) => ({ version_code: code })));
    expect(await inTransaction(database.db, (tx) => versionsBetween(tx, { from: first, to: second }))).toEqual([{ version_code: first }, { version_code: second }]);
  });

  it("runs on the unit of work's own connection: a transaction reads its own change before it commits, and nothing of it after a rollback", async () => {
    const { version_code: code, name } = await database.db.selectFrom('country_versions').select(['version_code', 'name']).orderBy('version_code').executeTakeFirstOrThrow();
    const seen = await inTransaction(database.db, async (tx) => {
      await tx.updateTable('country_versions').set({ name: 'Renamed inside' }).where('version_code', '=', code).execute();
      const inside = await wholeVersion(tx, { code });
      // PGlite has one connection, busy with this transaction: only PostgreSQL can look from outside.
      const outside = kind === 'postgres' ? await wholeVersion(database.db, { code }) : [{ name }];
      return { inside, outside };
    });
    expect(seen.inside[0]?.name).toBe('Renamed inside');
    expect(seen.outside[0]?.name).toBe(name);
    await database.db.updateTable('country_versions').set({ name }).where('version_code', '=', code).execute();

    const rolledBack = new Error('roll back');
    await expect(
      inTransaction(database.db, async (tx) => {
        await tx.updateTable('country_versions').set({ name: 'Never kept' }).where('version_code', '=', code).execute();
        expect((await wholeVersion(tx, { code }))[0]?.name).toBe('Never kept');
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((await wholeVersion(database.db, { code }))[0]?.name).toBe(name);
    expect(await onOneConnection(database.db, (one) => wholeVersion(one, { code }))).toMatchObject([{ name }]);
  });

  it('is a prepared statement on PostgreSQL: the connection parsed it once, under its name, and later calls only bind it', async () => {
    const first = (await database.db.selectFrom('country_versions').select('version_code').orderBy('version_code').executeTakeFirstOrThrow()).version_code;
    const prepared = await inTransaction(database.db, async (tx) => {
      await versionsBetween(tx, { from: first, to: first });
      await versionsBetween(tx, { from: first, to: first });
      // PGlite has no such view to read: there a precompiled query is sent as text and values each time.
      if (kind !== 'postgres') return [];
      const { rows } = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(tx);
      return rows;
    });
    if (kind !== 'postgres') return;
    // versionsBetween's statement only (other tests prepare wholeVersion on the same connections).
    const ours = prepared.filter((row) => row.statement.includes('"country_versions"') && row.statement.includes('>='));
    expect(ours).toHaveLength(1);
    expect(ours[0]?.name).toMatch(/^tc_\d+$/);
    expect(statementName(ours[0]?.statement ?? '')).toBe(ours[0]?.name);
  });

  it("runs on the root database's pool without Kysely's executor on PostgreSQL (through it on PGlite), and gives each connection back, answered or refused", async () => {
    const executor = vi.spyOn(database.db, 'executeQuery');
    try {
      const [first] = await versionsBetween(database.db, { from: 'A', to: 'Z' });
      expect(first).toBeDefined();
      expect(executor).toHaveBeenCalledTimes(kind === 'postgres' ? 0 : 1);
    } finally {
      executor.mockRestore();
    }
    // 50 refused (a NUL inside text) and 50 answered at once, on a pool of 5: a connection not given back would leave the answered ones waiting until the pool's timeout.
    const refused = Array.from({ length: 50 }, () => versionsBetween(database.db, { from: 'A\u0000', to: 'Z' }).then(() => 'answered', () => 'refused'));
    const answered = Array.from({ length: 50 }, () => versionsBetween(database.db, { from: 'A', to: 'Z' }).then((rows) => rows.length));
    const outcomes = await Promise.all(refused);
    expect(new Set(outcomes)).toEqual(new Set(['refused']));
    const counts = await Promise.all(answered);
    expect(new Set(counts).size).toBe(1);
    expect(counts[0]).toBeGreaterThan(0);
  });

  it('refuses a query that selects or returns *, at its first call', async () => {
    const everything = precompiled<{ code: string }, Record<string, unknown>>((db, slot) => db.selectFrom('country_versions').selectAll().where('version_code', '=', slot('code')));
    const joined = precompiled<{ code: string }, Record<string, unknown>>((db, slot) =>
      db.selectFrom('country_versions').selectAll('country_versions').select('version_code as code').where('version_code', '=', slot('code')),
    );
    const returned = precompiled<{ code: string }, Record<string, unknown>>((db, slot) => db.deleteFrom('country_versions').where('version_code', '=', slot('code')).returningAll());
    for (const query of [everything, joined, returned]) await expect(query(database.db, { code: 'ZZ' })).rejects.toThrow(/never \*/);
    const counted = precompiled<{ code: string }, { count: string | number | bigint }>((db, slot) => db.selectFrom('country_versions').select((eb) => eb.fn.countAll().as('count')).where('version_code', '=', slot('code')));
    expect(await counted(database.db, { code: 'ZZ' })).toEqual([{ count: expect.anything() }]);
  });

  it('answers after its table gained a column (a newer node migrated), inside a transaction too', async () => {
    const first = (await database.db.selectFrom('country_versions').select('version_code').orderBy('version_code').executeTakeFirstOrThrow()).version_code;
    const rows = await onOneConnection(database.db, async (connection) => {
      await wholeVersion(connection, { code: first });
      await sql`alter table country_versions add column stale_check text`.execute(connection);
      try {
        return await wholeVersion(connection, { code: first });
      } finally {
        await sql`alter table country_versions drop column stale_check`.execute(connection);
      }
    });
    expect(rows).toHaveLength(1);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['lang', 'name', 'version_code']);
    // Inside a transaction a refused statement would fail the whole unit of work: a named column list is never refused.
    const rolledBack = new Error('roll the column back');
    const inside = inTransaction(database.db, async (tx) => {
      await wholeVersion(tx, { code: first });
      await sql`alter table country_versions add column stale_check text`.execute(tx);
      const again = await wholeVersion(tx, { code: first });
      expect(again).toHaveLength(1);
      throw rolledBack;
    });
    await expect(inside).rejects.toBe(rolledBack);
    expect(await wholeVersion(database.db, { code: first })).toHaveLength(1);
  });
});

// Prepared statements are PostgreSQL's: on PGlite a precompiled query is sent as text and values (above).
for (const { name } of databasesUnderTest().filter((target) => target.kind === 'postgres')) {
  describe(`a prepared statement's rows on ${name}`, () => {
    let database: TestDatabase;
    let client: pg.Client;
    beforeAll(async () => {
      database = await createTestDatabase('postgres');
      client = new pg.Client({ connectionString: database.url });
      client.on('error', () => undefined);
      await client.connect();
      await client.query(`create table row_types (
        id int primary key, label text, big bigint, flag boolean, amount numeric(10, 2), at timestamptz, day date,
        data jsonb, tags text[], ref uuid, "count(*)" int)`);
      await client.query(`insert into row_types values
        (1, 'one', 9007199254740993, true, 12.50, '2026-11-29 03:10:00+00', '2026-11-29', '{"a": [1, null, "x"]}', '{a,b}', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 3),
        (2, null, null, null, null, null, null, null, null, null, null),
        (3, 'три', -1, false, 0, '1999-12-31 23:59:59.123+00', '2000-02-29', '[]', '{}', '00000000-0000-0000-0000-000000000000', 0)`);
    });
    afterAll(async () => {
      await client.end();
      await database.drop();
    });

    it('are the rows pg builds for the same statement, values, types and nulls alike, every time it runs', async () => {
      const text = 'select * from row_types where id <= $1 order by id';
      const expected = await client.query(text, [3]);
      expect(expected.rows).toHaveLength(3);
      for (let run = 0; run < 3; run += 1) {
        const prepared = await queryPrepared(client, 'tc_test_row_types', text, [3]);
        expect(prepared.rows).toStrictEqual(expected.rows);
        expect(prepared.fields.map((field) => field.name)).toEqual(expected.fields.map((field) => field.name));
        expect(prepared.rowCount).toBe(3);
        expect(prepared.command).toBe('SELECT');
      }
    });

    it('answers a statement that returns no row with none, and one that changes rows with its count', async () => {
      expect((await queryPrepared(client, 'tc_test_no_rows', 'select id from row_types where id = $1', [99])).rows).toEqual([]);
      const updated = await queryPrepared(client, 'tc_test_update', 'update row_types set label = $1 where id = $2', ['uno', 1]);
      expect(updated.rowCount).toBe(1);
      expect(updated.rows).toEqual([]);
      const returned = await queryPrepared(client, 'tc_test_returning', 'update row_types set label = $1 where id = $2 returning id, label', ['one', 1]);
      expect(returned.rows).toStrictEqual([{ id: 1, label: 'one' }]);
    });

    it('fails as pg does when PostgreSQL refuses it, and the connection goes on', async () => {
      await expect(queryPrepared(client, 'tc_test_bad_value', 'select id from row_types where id = $1', ['not a number'])).rejects.toThrow(/invalid input syntax/);
      expect((await queryPrepared(client, 'tc_test_bad_value', 'select id from row_types where id = $1', [1])).rows).toEqual([{ id: 1 }]);
    });
  });
}
