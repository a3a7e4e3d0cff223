import pg from 'pg';

/** A statement as the app sent it: its text, its values, and its name when it was a prepared statement. */
export type Statement = { text: string; values: unknown[]; name?: string };

type Query = (this: pg.Client, ...args: unknown[]) => unknown;
const clientPrototype = pg.Client.prototype as unknown as { query: Query };
const originalQuery = clientPrototype.query;

// Every statement a pg client sends (Kysely's PostgresDialect goes through Client#query) while a recording is open.
function recordingQuery(recording: Statement[]) {
  return function recordQuery(this: pg.Client, ...args: unknown[]) {
    const [first, values] = args;
    if (typeof first === 'string') recording.push({ text: first, values: Array.isArray(values) ? [...(values as unknown[])] : [] });
    else if (typeof first === 'object' && first !== null && 'text' in first) {
      const config = first as { text: string; values?: unknown[]; name?: string };
      recording.push({ text: config.text, values: [...(config.values ?? [])], ...(config.name ? { name: config.name } : {}) });
    }
    return originalQuery.apply(this, args);
  };
}

/** The statements `run` sends to PostgreSQL, in order (transaction control included); after it, pg is as it was, so the loads pay nothing for the recording. */
export async function recordStatements(run: () => Promise<unknown>): Promise<Statement[]> {
  const recording: Statement[] = [];
  clientPrototype.query = recordingQuery(recording);
  try {
    await run();
    return recording;
  } finally {
    clientPrototype.query = originalQuery;
  }
}
