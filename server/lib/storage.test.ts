import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { isStorageKey, LocalFileStorage } from './storage';

const roots: string[] = [];
const newRoot = () => {
  const root = mkdtempSync(join(tmpdir(), 'tc-storage-test-'));
  roots.push(root);
  return root;
};
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe('local file storage', () => {
  it.each(['../secret', 'a/../../secret', '/etc/passwd', 'a/./b', 'a//b', '.hidden', 'a\\..\\b', '%2e%2e/x', 'a/b/'])('refuses the key %s', (key) => {
    expect(isStorageKey(key)).toBe(false);
    const storage = new LocalFileStorage(newRoot());
    expect(() => storage.read(key)).toThrow(/invalid storage key/);
  });

  it('never reads a file beside the root, however the key is spelled', async () => {
    const parent = newRoot();
    writeFileSync(join(parent, 'secret.txt'), 'secret');
    const storage = new LocalFileStorage(join(parent, 'files'));
    await expect(storage.stat('../secret.txt')).rejects.toThrow(/invalid storage key/);
    expect(await storage.stat('secret.txt')).toBeUndefined();
  });

  it('writes a stream whole, or leaves nothing when it fails midway', async () => {
    const root = newRoot();
    const storage = new LocalFileStorage(root);
    expect(await storage.writeStream('materials/a.bin', Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toBe(11);
    expect((await storage.stat('materials/a.bin'))?.size).toBe(11);

    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.writeStream('materials/b.bin', failing)).rejects.toThrow('connection lost');
    expect(readdirSync(join(root, 'materials'))).toEqual(['a.bin']);
    await storage.delete('materials/a.bin');
    await storage.delete('materials/a.bin');
    expect(readdirSync(join(root, 'materials'))).toEqual([]);
  });
});
