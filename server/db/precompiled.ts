import type { Compilable, CompiledQuery } from 'kysely';
import type pg from 'pg';
import { prepareStatement } from './preparedStatements';
import type { Db } from './transaction';

/** The pool under each root PostgreSQL database (`runsOnPool`). */
const pools = new WeakMap<Db, pg.Pool>();

/**
 * Lets a precompiled query on `db`, a root PostgreSQL database, run straight on a client of `pool`: the
 * statement is Kysely's, compiled once, and Kysely's executor would add only its layers of promises around
 * the pool's checkout, the query and the release (0.8 µs a query, measured alone: docs/performance.md,
 * thirty-fourth pass). A transaction or a held connection is another instance, and runs through Kysely on
 * its own connection.
 */
export const runsOnPool = (db: Db, pool: pg.Pool): void => {
  pools.set(db, pool);
};

const queryOnPool = async <Row>(pool: pg.Pool, sql: string, parameters: unknown[]): Promise<Row[]> => {
  const client = await pool.connect();
  try {
    return (await client.query(sql, parameters)).rows as Row[];
  } finally {
    client.release();
  }
};

/** Stands for a parameter while the query is compiled; replaced by the call's value in the compiled parameters. */
class Slot {
  constructor(readonly name: string) {}
}

/** `select *`, `select "table".*`, `returning *`: what a prepared statement must not hold (tableColumns.ts says why). */
const everyColumnStar = /(?:\bselect|\breturning|,)\s*(?:"[^"]+"\.)?\*/i;

/**
 * A query that runs on every request, built and compiled by Kysely once (on first use) instead of on
 * every call: `slot(name)` marks where a value goes, and each call sends the same SQL text with its
 * own values. The query must not change shape with its values (no `if` on them while building). On
 * PostgreSQL it is also a prepared statement (parsed and planned once per connection: preparedStatements.ts),
 * so it names its columns instead of `*` (`tableColumns`).
 */
export const precompiled = <Params extends Record<string, unknown>, Row>(
  build: (db: Db, slot: <K extends keyof Params & string>(name: K) => Params[K]) => Compilable<Row>,
): ((db: Db, params: Params) => Promise<Row[]>) => {
  let compiled: { query: CompiledQuery<Row>; slots: (Slot | unknown)[] } | undefined;
  return async (db, params) => {
    if (!compiled) {
      const query = build(db, (name) => new Slot(name) as never).compile();
      compiled = { query, slots: [...query.parameters] };
      if (everyColumnStar.test(query.sql)) throw new Error(`a precompiled query names its columns (server/db/tableColumns.ts), never *: ${query.sql}`);
      prepareStatement(query.sql);
      if (!compiled.slots.some((value) => value instanceof Slot) && Object.keys(params).length > 0) throw new Error(`precompiled query has no slot: ${query.sql}`);
    }
    const parameters = compiled.slots.map((value) => (value instanceof Slot ? params[value.name] : value));
    const pool = pools.get(db);
    if (pool) return queryOnPool<Row>(pool, compiled.query.sql, parameters);
    // The compiled query with this call's values; not frozen anew each call as CompiledQuery.raw would (no plugin reads it).
    const { sql, query, queryId } = compiled.query;
    const result = await db.executeQuery<Row>({ sql, query, queryId, parameters });
    return result.rows;
  };
};
