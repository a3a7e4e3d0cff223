import { sql, type Expression, type RawBuilder } from 'kysely';

/** The columns of a row that hold a timestamp. */
type TimestampColumn<Row> = { [Column in keyof Row]-?: Date extends Row[Column] ? Column : never }[keyof Row] & string;

/** An ordering of the aggregated rows: a column, ascending, or `column desc`. */
export type JsonRowsOrder<Row> = (keyof Row & string) | `${keyof Row & string} desc`;

/**
 * A query's rows as one JSON array (`[]` when none), in `order`, so that several reads of a request travel
 * in one statement. The order is the aggregate's own: a subquery's `order by` is not kept by `json_agg`.
 */
export const jsonRows = <Row>(query: Expression<Row>, order: readonly JsonRowsOrder<Row>[]): RawBuilder<unknown> => {
  const orderBy = order.map((item) => {
    const [column = '', direction] = item.split(' ');
    return direction === 'desc' ? sql`${sql.ref(`agg.${column}`)} desc` : sql.ref(`agg.${column}`);
  });
  const aggregate = orderBy.length === 0 ? sql`json_agg(agg)` : sql`json_agg(agg order by ${sql.join(orderBy)})`;
  return sql`(select coalesce(${aggregate}, '[]') from ${query} as agg)`;
};

/**
 * Reads back the rows of `jsonRows`: JSON carries a timestamp as text, so each timestamp column becomes a
 * Date again, as the driver makes it for a column of its own. `timestamps` must name every timestamp
 * column of `Row`: one left out is a type error.
 */
export const jsonRowReader = <Row>() => <const Columns extends readonly TimestampColumn<Row>[]>(
  timestamps: Columns & ([Exclude<TimestampColumn<Row>, Columns[number]>] extends [never] ? unknown : { missing: Exclude<TimestampColumn<Row>, Columns[number]> }),
): ((value: unknown) => Row[]) => {
  return (value) => {
    // PGlite hands a json column over as text where pg parses it.
    const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[];
    for (const row of rows) {
      for (const column of timestamps) {
        const at = row[column];
        if (typeof at === 'string') row[column] = new Date(at);
      }
    }
    return rows as Row[];
  };
};

/**
 * A reader that keeps what it read by the JSON text it came as (json columns arrive as text: rowReader.ts):
 * the same text again, e.g. a learner's attempts unchanged since their last call, gives back the same rows
 * without parsing them again. Only for rows nobody changes after reading: callers share them.
 */
export const keptByText = <Row>(read: (value: unknown) => Row[], limit: number): ((value: unknown) => readonly Row[]) => {
  const kept = new Map<string, Row[]>();
  return (value) => {
    if (typeof value !== 'string') return read(value);
    const known = kept.get(value);
    if (known) return known;
    const rows = read(value);
    // Past the limit the texts are simply read again: kept rows are a saving, never needed.
    if (kept.size >= limit) kept.clear();
    kept.set(value, rows);
    return rows;
  };
};
