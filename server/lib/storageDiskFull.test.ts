import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalFileStorage } from './storage';

/** A real full disk: a 256 KiB tmpfs (needs root, as in CI's container); elsewhere the test says why it did not run. */
const mountTinyDisk = (): string | undefined => {
  const dir = mkdtempSync(join(tmpdir(), 'tc-disk-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    console.warn('storageDiskFull: cannot mount a tmpfs here (not root): the disk-full test did not run');
    return undefined;
  }
};

const disk = mountTinyDisk();
afterAll(() => {
  if (!disk) return;
  execFileSync('umount', [disk]);
  rmSync(disk, { recursive: true, force: true });
});

const filesUnder = (root: string): string[] => readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => entry.name);

describe.runIf(disk)('local file storage on a full disk', () => {
  it('fails an upload that fills the disk cleanly: an ENOSPC error, no partial file, and the space is free again', async () => {
    const storage = new LocalFileStorage(disk!);
    const chunk = Buffer.alloc(64 * 1024, 7);
    const oneMegabyte = Readable.from(Array.from({ length: 16 }, () => chunk));
    await expect(storage.writeStream('materials/big.bin', oneMegabyte)).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(filesUnder(disk!)).toEqual([]);
    expect(await storage.stat('materials/big.bin')).toBeUndefined();
    // Nothing was left holding the space: a file that fits is written whole.
    expect(await storage.writeStream('materials/small.bin', Readable.from([chunk]))).toBe(chunk.length);
    expect(filesUnder(disk!)).toEqual(['small.bin']);
  });
});
