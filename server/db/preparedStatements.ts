import pg from 'pg';

/** The SQL text of every precompiled query, and the name PostgreSQL keeps its parsed statement under. */
const statementNames = new Map<string, string>();

/** Marks `sql` (sent with parameters) as prepared on PostgreSQL: parsed once per connection, then only bound and run. */
export const prepareStatement = (sql: string): void => {
  if (!statementNames.has(sql)) statementNames.set(sql, `tc_${statementNames.size + 1}`);
};

/** The name `sql` is prepared under, if it is one of the precompiled queries. */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

type Send = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * Sends a named statement on `client`: parsed by PostgreSQL the first time this connection sees the
 * name, only bound and run after. Built as pg's own Query from the text (a config object would be
 * copied property by property on every call), with the name set before it is submitted.
 */
export const queryPrepared = (client: pg.Client, name: string, text: string, values: unknown[]): Promise<pg.QueryResult> =>
  new Promise((resolve, reject) => {
    const query = new pg.Query(text, values, (error: Error | undefined, result: pg.QueryResult) => (error ? reject(error) : resolve(result)));
    // pg reads the name when it submits the query (its type declarations leave the field out).
    (query as pg.Query & { name: string }).name = name;
    // Read at call time: a test or bench that wraps Client#query sees this statement too.
    (pg.Client.prototype.query as Send).call(client, query);
  });

/**
 * PostgreSQL refuses a prepared statement whose result columns changed since it was prepared: a named
 * column dropped or given another type (a restore, a migration by a newer node). A column added cannot
 * do it, since precompiled queries name their columns (tableColumns.ts).
 */
const isStalePlan = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '0A000' && /cached plan must not change result type/.test(String((error as Error).message));

/**
 * A pg client that sends the precompiled queries as named statements (Kysely's PostgreSQL driver
 * sends text and values, so the name is found here, by the text). Every other query is unchanged.
 * A statement refused as stale is prepared again under a new name: at once outside a transaction,
 * from the next call inside one (the refusal has already failed that transaction).
 */
export class PreparedStatementClient extends pg.Client {
  private readonly renamed = new Map<string, string>();
  private renames = 0;

  override query(...args: unknown[]): never {
    const [text, values] = args;
    const registered = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? statementNames.get(text) : undefined;
    if (!registered) return (pg.Client.prototype.query as Send).apply(this, args) as never;
    const send = () => queryPrepared(this, this.renamed.get(registered) ?? registered, text as string, values as unknown[]);
    return send().catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      this.renamed.set(registered, `${registered}_${++this.renames}`);
      if (this.getTransactionStatus() !== 'I') throw error;
      return send();
    }) as never;
  }
}
