import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeWebsite } from './website';
import { zipEntryNames } from './zipNames';

describe('partner website names', () => {
  it.each([
    ['sunrise-solar.example', 'sunrise-solar.example'],
    ['https://www.Sunrise-Solar.example/installers?x=1', 'sunrise-solar.example'],
    ['http://sunrise-solar.example:8080', 'sunrise-solar.example'],
    [' SUNRISE-SOLAR.EXAMPLE. ', 'sunrise-solar.example'],
  ])('%s is %s', (input, expected) => expect(normalizeWebsite(input)).toBe(expected));

  it.each(['', '../etc/passwd', 'a b', '-bad.example', 'x'.repeat(300), 'bad_.example'])('%s names no website', (input) => expect(normalizeWebsite(input)).toBeUndefined());
});

describe('ZIP entry names', () => {
  it('keeps names, numbers repeats and drops folders', () => {
    expect(zipEntryNames(['a.pdf', 'A.pdf', 'a.pdf', '../../evil.sh', 'dir/x.png', ''])).toEqual(['a.pdf', 'A (2).pdf', 'a (3).pdf', '_.._evil.sh', 'dir_x.png', 'file']);
  });

  it('never gives a path, never repeats a name', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 30 }), (names) => {
        const entries = zipEntryNames(names);
        expect(new Set(entries.map((name) => name.toLowerCase())).size).toBe(entries.length);
        for (const entry of entries) {
          expect(entry).not.toMatch(/[/\\]/);
          expect(entry.startsWith('.')).toBe(false);
          expect(entry.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
