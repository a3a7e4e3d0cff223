import { sql } from 'kysely';
import type { Db } from '../transaction';

/** Kysely's own bookkeeping: the target database has it from its own migrations. */
const migrationTables = new Set(['kysely_migration', 'kysely_migration_lock']);

export type ForeignKey = { child: string; parent: string };

/**
 * Tables ordered so that every table comes after the tables it references (a self-reference
 * does not count: one statement per table inserts such rows together). Ties keep name order, so
 * the order is the same on every run.
 */
export const parentsFirst = (tables: string[], keys: ForeignKey[]): string[] => {
  const parentsOf = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const { child, parent } of keys) if (child !== parent && parentsOf.has(parent)) parentsOf.get(child)?.add(parent);
  const ordered: string[] = [];
  const placed = new Set<string>();
  const remaining = [...tables].sort();
  while (remaining.length > 0) {
    const next = remaining.findIndex((table) => [...(parentsOf.get(table) ?? [])].every((parent) => placed.has(parent)));
    if (next < 0) throw new Error(`foreign keys form a cycle among: ${remaining.join(', ')}`);
    const [table] = remaining.splice(next, 1) as [string];
    ordered.push(table);
    placed.add(table);
  }
  return ordered;
};

/** The application's tables in the public schema, parents first. */
export const readTables = async (db: Db): Promise<string[]> => {
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db);
  const keys = await sql<ForeignKey>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
    join pg_class child on child.oid = c.conrelid
    join pg_class parent on parent.oid = c.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);
  return parentsFirst(
    tables.rows.map((row) => row.name).filter((name) => !migrationTables.has(name)),
    keys.rows,
  );
};

/** The sequences of the public schema (their values travel with the data). */
export const readSequences = async (db: Db): Promise<string[]> => {
  const rows = await sql<{ name: string }>`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by 1`.execute(db);
  return rows.rows.map((row) => row.name);
};

/** The migrations applied, in order: a backup restores only into a database at the same point. */
export const readMigrations = async (db: Db): Promise<string[]> => {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((row) => row.name);
};

/** A table's columns that take a value on insert: generated columns are computed again from the others. */
export const readWritableColumns = async (db: Db, table: string): Promise<string[]> => {
  const rows = await sql<{ name: string }>`
    select column_name as name from information_schema.columns
    where table_schema = 'public' and table_name = ${table} and is_generated = 'NEVER'
    order by ordinal_position`.execute(db);
  return rows.rows.map((row) => row.name);
};
