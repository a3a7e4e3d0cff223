import pg from 'pg';

export type Statement = { text: string; values: unknown[] };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const originalQuery = clientPrototype.query;
let recording: Statement[] | undefined;

// Every statement a pg client sends (Kysely's PostgresDialect goes through Client#query) while a recording is open.
clientPrototype.query = function recordQuery(this: pg.Client, ...args: unknown[]) {
  const [text, values] = args;
  if (recording && typeof text === 'string') recording.push({ text, values: Array.isArray(values) ? [...(values as unknown[])] : [] });
  return originalQuery.apply(this, args);
};

/** The statements `run` sends to PostgreSQL, in order (transaction control included). */
export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = undefined;
  }
}
