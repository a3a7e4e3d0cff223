import { sql } from 'kysely';
import { readTables } from '../db/backup/tableOrder';
import type { Db } from '../db/transaction';

/** Every row of every table, as sorted JSON text: equal digests mean equal data. */
export const databaseDigest = async (db: Db): Promise<Record<string, string[]>> => {
  const out: Record<string, string[]> = {};
  for (const table of await readTables(db)) {
    const rows = await sql<{ line: string }>`select row_to_json(t)::text as line from ${sql.table(table)} as t`.execute(db);
    // Timestamps print with the session's offset; parse and re-print so PGlite and PostgreSQL compare equal.
    out[table] = rows.rows.map((row) => JSON.stringify(JSON.parse(row.line), (_key, value: unknown) => (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value) ? new Date(value).toISOString() : value))).sort();
  }
  return out;
};
