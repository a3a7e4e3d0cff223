import pg from 'pg';

/** A result column as PostgreSQL describes it (pg's FieldDef). */
type Column = Pick<pg.FieldDef, 'name' | 'dataTypeID' | 'format'>;
type Parse = (value: string) => unknown;
/** Builds one row from its column values as sent (text; null for SQL null). */
export type RowReader = (values: (string | null)[]) => Record<string, unknown>;

/** Whether a statement's result still has the columns its reader was written for (compared without allocating: it runs per query). */
const sameColumns = (known: readonly Column[], columns: readonly Column[]): boolean => {
  if (known.length !== columns.length) return false;
  for (let index = 0; index < columns.length; index += 1) {
    const a = known[index] as Column;
    const b = columns[index] as Column;
    if (a.name !== b.name || a.dataTypeID !== b.dataTypeID || a.format !== b.format) return false;
  }
  return true;
};

/** PostgreSQL's `json` (not `jsonb`): only `jsonRows` makes it, and `jsonRowReader` reads it from its text. */
export const jsonType = 114;
// A json column stays the text it came as, as PGlite hands it over: its reader keeps what it read by that text (jsonRows.ts).
const asSent: Parse = (value) => value;

/**
 * A reader written for one statement's columns: an object literal with the column names as its keys,
 * each value through pg's own parser for its type (a json column excepted). pg builds every row of every statement with one
 * shared function (a spread of an empty row, then a store per column by name), which V8 makes slow
 * once a process has seen rows of many shapes: in the API's process, pg's row building took 2 to 3
 * times what the same rows took in a process that reads one statement (docs/performance.md).
 */
const writeReader = (columns: readonly Column[]): RowReader => {
  const parsers = columns.map((column) => (column.dataTypeID === jsonType ? asSent : (pg.types.getTypeParser(column.dataTypeID, (column.format || 'text') as 'text') as Parse)));
  // A literal's `"__proto__": x` would set the prototype; pg makes it a column like any other.
  const key = (name: string) => (name === '__proto__' ? '["__proto__"]' : JSON.stringify(name));
  // As pg: a binary column's parser gets the value's bytes (we never ask for binary results, pg could).
  const value = (column: Column, index: number) => (column.format === 'binary' ? `p[${index}](Buffer.from(v[${index}]))` : `p[${index}](v[${index}])`);
  const fields = columns.map((column, index) => `${key(column.name)}: v[${index}] === null ? null : ${value(column, index)}`);
  // Generated code from column names PostgreSQL sent for our own statements, each quoted by JSON.stringify.
  const build = new Function('p', 'v', `return { ${fields.join(', ')} };`) as (parsers: Parse[], values: (string | null)[]) => Record<string, unknown>;
  return (values) => build(parsers, values);
};

/** The readers written so far, by statement name: a statement's columns only change when a migration changes its tables. */
const readers = new Map<string, { columns: Column[]; read: RowReader }>();

/** The row reader of a named statement for these columns: written once, then the same function for every result. */
export const rowReaderFor = (statement: string, columns: readonly Column[]): RowReader => {
  const known = readers.get(statement);
  if (known && sameColumns(known.columns, columns)) return known.read;
  const read = writeReader(columns);
  readers.set(statement, { columns: columns.map(({ name, dataTypeID, format }) => ({ name, dataTypeID, format })), read });
  return read;
};
