import pg from 'pg';
import { rowReaderFor, type RowReader } from './rowReader';

/** The SQL text of every precompiled query, and the name PostgreSQL keeps its parsed statement under. */
const statementNames = new Map<string, string>();

/** Marks `sql` (sent with parameters) as prepared on PostgreSQL: parsed once per connection, then only bound and run. */
export const prepareStatement = (sql: string): void => {
  if (!statementNames.has(sql)) statementNames.set(sql, `tc_${statementNames.size + 1}`);
};

/** The name `sql` is prepared under, if it is one of the precompiled queries. */
export const statementName = (sql: string): string | undefined => statementNames.get(sql);

type Send = (this: pg.Client, ...args: unknown[]) => unknown;

/** What pg's Query does with each message of a result (its type declarations leave these out). */
type QueryInternals = {
  name: string;
  _result: pg.QueryResult;
  _canceledDueToError: unknown;
  handleRowDescription(message: { fields: pg.FieldDef[] }): void;
  handleDataRow(message: { fields: (string | null)[] }): void;
};
const QueryBase = pg.Query as unknown as new (text: string, values: unknown[], callback: (error: Error | undefined, result: pg.QueryResult) => void) => QueryInternals;

/**
 * pg's Query, whose rows are built by the statement's own reader (rowReader.ts) instead of pg's shared
 * row builder. A statement's one result needs nothing else of pg's: no 'row' events, no multi-statement results.
 */
class PreparedQuery extends QueryBase {
  private readRow: RowReader | undefined;

  override handleRowDescription(message: { fields: pg.FieldDef[] }): void {
    this._result.fields = message.fields;
    this.readRow = rowReaderFor(this.name, message.fields);
  }

  override handleDataRow(message: { fields: (string | null)[] }): void {
    if (this._canceledDueToError) return;
    try {
      if (!this.readRow) throw new Error(`statement ${this.name}: a row came before the description of its columns`);
      this._result.rows.push(this.readRow(message.fields));
    } catch (error) {
      // pg's own way: the error ends the query once PostgreSQL says it is ready.
      this._canceledDueToError = error;
    }
  }
}

/**
 * Sends a named statement on `client`: parsed by PostgreSQL the first time this connection sees the
 * name, only bound and run after. Built as a Query from the text (a config object would be copied
 * property by property on every call), with the name set before it is submitted.
 */
export const queryPrepared = (client: pg.Client, name: string, text: string, values: unknown[]): Promise<pg.QueryResult> =>
  new Promise((resolve, reject) => {
    const query = new PreparedQuery(text, values, (error, result) => (error ? reject(error) : resolve(result)));
    // pg reads the name when it submits the query.
    query.name = name;
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
