import { createRequire } from 'node:module';
import fc from 'fast-check';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { jsonType, rowReaderFor } from './rowReader';

// pg's own row builder: what every statement's rows were built with before, and what a reader must equal.
type PgResult = { addFields(fields: Column[]): void; parseRow(values: (string | null)[]): Record<string, unknown> };
const PgResult = createRequire(import.meta.url)('pg/lib/result.js') as new () => PgResult;
type Column = Pick<pg.FieldDef, 'name' | 'dataTypeID' | 'format'>;

const pgRow = (columns: Column[], values: (string | null)[]) => {
  const result = new PgResult();
  result.addFields(columns);
  return result.parseRow(values);
};

/** Column types the tables use, each with text PostgreSQL could send for it. */
const types: { oid: number; values: fc.Arbitrary<string> }[] = [
  { oid: 25, values: fc.string() }, // text
  { oid: 23, values: fc.integer().map(String) }, // int4
  { oid: 20, values: fc.bigInt({ min: -(2n ** 63n), max: 2n ** 63n - 1n }).map(String) }, // int8
  { oid: 16, values: fc.constantFrom('t', 'f') }, // bool
  { oid: 1700, values: fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map((value) => value.toFixed(2)) }, // numeric
  { oid: 1184, values: fc.date({ min: new Date('1990-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString().replace('T', ' ').replace('Z', '+00')) }, // timestamptz
  { oid: 3802, values: fc.jsonValue().map((value) => JSON.stringify(value)) }, // jsonb
  { oid: 1009, values: fc.array(fc.stringMatching(/^[a-z0-9_]{1,8}$/)).map((items) => `{${items.join(',')}}`) }, // text[]
  { oid: 2950, values: fc.uuid() }, // uuid
];

const column = fc.record({ name: fc.stringMatching(/^[a-z_][a-z0-9_]{0,12}$/), type: fc.integer({ min: 0, max: types.length - 1 }), isNull: fc.boolean() });

describe('a statement\'s row reader', () => {
  it('builds every row exactly as pg does, for the types our tables use, nulls included', () => {
    let statement = 0;
    fc.assert(
      fc.property(
        fc.uniqueArray(column, { minLength: 1, maxLength: 12, selector: (candidate) => candidate.name }).chain((shape) =>
          fc.tuple(fc.constant(shape), fc.tuple(...shape.map(({ type, isNull }) => (isNull ? fc.constant(null) : (types[type] as (typeof types)[number]).values)))),
        ),
        ([shape, values]) => {
          const columns: Column[] = shape.map(({ name, type }) => ({ name, dataTypeID: (types[type] as (typeof types)[number]).oid, format: 'text' }));
          const read = rowReaderFor(`tc_property_${(statement += 1)}`, columns);
          expect(read(values)).toStrictEqual(pgRow(columns, values));
        },
      ),
    );
  });

  it('leaves a json column as the text it came as (jsonRowReader reads it), where pg would parse it', () => {
    const columns: Column[] = [
      { name: 'rows', dataTypeID: jsonType, format: 'text' },
      { name: 'document', dataTypeID: 3802, format: 'text' },
    ];
    fc.assert(
      fc.property(fc.jsonValue().map((value) => JSON.stringify(value)), fc.jsonValue().map((value) => JSON.stringify(value)), (json, jsonb) => {
        const read = rowReaderFor('tc_json_text', columns);
        expect(read([json, jsonb])).toStrictEqual({ rows: json, document: pgRow(columns, [json, jsonb]).document });
      }),
    );
  });

  it('is written once per statement, and again when the statement\'s columns change', () => {
    const columns: Column[] = [
      { name: 'id', dataTypeID: 25, format: 'text' },
      { name: 'position', dataTypeID: 23, format: 'text' },
    ];
    const first = rowReaderFor('tc_reused', columns);
    expect(rowReaderFor('tc_reused', columns.map((item) => ({ ...item })))).toBe(first);
    const retyped = rowReaderFor('tc_reused', [columns[0] as Column, { name: 'position', dataTypeID: 20, format: 'text' }]);
    expect(retyped).not.toBe(first);
    expect(retyped(['a', '9007199254740993'])).toEqual({ id: 'a', position: '9007199254740993' });
    const renamed = rowReaderFor('tc_reused', [columns[0] as Column, { name: 'rank', dataTypeID: 20, format: 'text' }]);
    expect(renamed(['a', '1'])).toEqual({ id: 'a', rank: '1' });
    expect(rowReaderFor('tc_other', columns)).not.toBe(renamed);
  });

  it('keeps any column name as its key, as pg does: quotes, __proto__, a name given twice (the last value wins)', () => {
    const columns: Column[] = [
      { name: 'count(*)', dataTypeID: 20, format: 'text' },
      { name: 'a"b\'c\\d', dataTypeID: 25, format: 'text' },
      { name: '__proto__', dataTypeID: 25, format: 'text' },
      { name: 'id', dataTypeID: 25, format: 'text' },
      { name: 'id', dataTypeID: 23, format: 'text' },
    ];
    const values = ['3', 'x', 'y', 'first', '2'];
    const row = rowReaderFor('tc_odd_names', columns)(values);
    expect(row).toStrictEqual(pgRow(columns, values));
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.entries(row)).toEqual([
      ['count(*)', '3'],
      ['a"b\'c\\d', 'x'],
      ['__proto__', 'y'],
      ['id', 2],
    ]);
  });

  it('reads a binary column as pg does, from the value\'s bytes', () => {
    const columns: Column[] = [
      { name: 'id', dataTypeID: 23, format: 'binary' },
      { name: 'label', dataTypeID: 25, format: 'text' },
    ];
    const values = ['\u0000\u0000\u0000\u0007', 'seven'];
    const row = rowReaderFor('tc_binary', columns)(values);
    expect(row).toStrictEqual(pgRow(columns, values));
    expect(row).toEqual({ id: 7, label: 'seven' });
  });
});
