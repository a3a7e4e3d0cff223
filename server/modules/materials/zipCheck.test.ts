import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from '../../lib/storage';
import { withDeclaredSize, zipOf } from '../../test/zipCraft';
import { checkZipArchive } from './zipCheck';

const dir = mkdtempSync(join(tmpdir(), 'tc-zipcheck-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = new LocalFileStorage(dir);

let stored = 0;
/** Stores the bytes as the upload route would and asks the check for its verdict. */
const verdictOf = async (bytes: Buffer) => {
  const key = `materials/archive-${(stored += 1)}.zip`;
  await files.writeStream(key, Readable.from([bytes]));
  return checkZipArchive(files, key, bytes.length);
};

describe('ZIP sizes are counted while inflating, not taken from the headers', () => {
  it('refuses a bomb whose local and central headers claim 4 KB for 20 MB of zeros', async () => {
    const honest = await zipOf({ 'readme.txt': Buffer.from('hello'), 'zeros.bin': Buffer.alloc(20 * 1024 * 1024) });
    // Honest, the ratio check catches it; lying, only counting the inflated bytes does.
    expect(await verdictOf(honest)).toEqual({ ok: false, reason: 'bombRatio' });
    expect(await verdictOf(withDeclaredSize(honest, 'zeros.bin', 4096))).toEqual({ ok: false, reason: 'sizesLie' });
  });

  it('refuses many small lies that add up (each entry claims 1 byte)', async () => {
    const entries = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`part-${i}.bin`, Buffer.alloc(512 * 1024, i)]));
    let zip = await zipOf(entries);
    for (const name of Object.keys(entries)) zip = withDeclaredSize(zip, name, 1);
    expect(await verdictOf(zip)).toEqual({ ok: false, reason: 'sizesLie' });
  });

  it('refuses a stored (not deflated) entry that holds more than it claims, and one that holds less', async () => {
    const zip = await zipOf({ 'a.txt': Buffer.from('x'.repeat(10_000)) }, { store: true });
    expect(await verdictOf(withDeclaredSize(zip, 'a.txt', 100))).toEqual({ ok: false, reason: 'sizesLie' });
    const deflated = await zipOf({ 'b.txt': Buffer.from('y'.repeat(10_000)) });
    expect(await verdictOf(withDeclaredSize(deflated, 'b.txt', 20_000))).toEqual({ ok: false, reason: 'sizesLie' });
  });

  it('takes an honest archive with folders, empty and incompressible entries', async () => {
    const noise = Buffer.from(Array.from({ length: 200_000 }, (_, i) => (i * 2654435761) >>> 24));
    const zip = await zipOf({ 'notes/readme.txt': Buffer.from('Install guide\n'.repeat(200)), 'empty.txt': Buffer.alloc(0), 'noise.bin': noise });
    expect(await verdictOf(zip)).toEqual({ ok: true });
  });

  it('calls an archive whose entry data is cut off unreadable', async () => {
    const zip = await zipOf({ 'a.txt': Buffer.from('z'.repeat(50_000)) });
    const truncated = Buffer.concat([zip.subarray(0, 40), Buffer.alloc(20), zip.subarray(60)]);
    expect((await verdictOf(truncated)).ok).toBe(false);
  });
});
