import pg from 'pg';

/** A statement as the app sent it: its text, its values, and its name when it was a prepared statement. */
export type Statement = { text: string; values: unknown[]; name?: string };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const originalQuery = clientPrototype.query;
let recording: Statement[] | undefined;

// Every statement a pg client sends (Kysely's PostgresDialect goes through Client#query) while a recording is open.
clientPrototype.query = function recordQuery(this: pg.Client, ...args: unknown[]) {
  const [first, values] = args;
  if (recording && typeof first === 'string') recording.push({ text: first, values: Array.isArray(values) ? [...(values as unknown[])] : [] });
  else if (recording && typeof first === 'object' && first !== null && 'text' in first) {
    const config = first as { text: string; values?: unknown[]; name?: string };
    recording.push({ text: config.text, values: [...(config.values ?? [])], ...(config.name ? { name: config.name } : {}) });
  }
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
