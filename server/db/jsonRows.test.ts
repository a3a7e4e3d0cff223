import { describe, expect, it } from 'vitest';
import { jsonRowReader, keptByText } from './jsonRows';

type Row = { id: string; at: Date };

describe('jsonRowReader and keptByText', () => {
  const read = jsonRowReader<Row>()(['at']);

  it('reads a json column from its text or from what pg parsed, timestamps as Dates', () => {
    const text = JSON.stringify([{ id: 'a', at: '2026-12-01T00:00:00.5+00:00' }]);
    expect(read(text)).toEqual([{ id: 'a', at: new Date('2026-12-01T00:00:00.500Z') }]);
    expect(read(JSON.parse(text))).toEqual(read(text));
  });

  it('gives back the rows it read for the same text, reads a changed text anew, and starts over past its limit', () => {
    let reads = 0;
    const kept = keptByText((value: unknown) => {
      reads += 1;
      return read(value);
    }, 2);
    const first = JSON.stringify([{ id: 'a', at: '2026-12-01T00:00:00+00:00' }]);
    const changed = JSON.stringify([{ id: 'a', at: '2026-12-01T00:00:01+00:00' }]);
    const rows = kept(first);
    // A text equal to the first one, but another string: kept by its content, not its identity.
    expect(kept(JSON.stringify(JSON.parse(first)))).toBe(rows);
    expect(reads).toBe(1);
    expect(kept(changed)).toEqual([{ id: 'a', at: new Date('2026-12-01T00:00:01Z') }]);
    expect(reads).toBe(2);
    // A third text fills the limit: every text is read again once.
    kept('[]');
    expect(kept(first)).not.toBe(rows);
    expect(kept(first)).toEqual(rows);
    expect(reads).toBe(4);
    // What pg parsed has no text to keep it by.
    expect(kept(JSON.parse(first))).toEqual(rows);
    expect(reads).toBe(5);
  });
});
