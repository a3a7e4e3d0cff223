import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../test/s3Server';
import { S3FileStorage } from './s3Storage';

/** The S3 driver against a local S3-compatible server (s3rver): the same calls then go to MinIO or AWS. */
describe('S3-compatible file storage', () => {
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let storage: S3FileStorage;

  beforeAll(async () => {
    s3 = await startS3Server();
    storage = new S3FileStorage(s3.config);
  });
  afterAll(async () => {
    storage?.destroy();
    await s3?.stop();
  });

  it('writes, stats, reads whole and by range, and deletes', async () => {
    await storage.write('materials/a.txt', Buffer.from('hello storage'));
    expect(await storage.stat('materials/a.txt')).toMatchObject({ size: 13, modifiedAt: expect.any(Date) });
    expect(await text(storage.read('materials/a.txt'))).toBe('hello storage');
    expect(await text(storage.read('materials/a.txt', { start: 6, end: 12 }))).toBe('storage');
    await storage.delete('materials/a.txt');
    expect(await storage.stat('materials/a.txt')).toBeUndefined();
    await storage.delete('materials/a.txt');
  });

  it('streams an upload in, and keeps nothing of one that fails midway', async () => {
    const big = Buffer.alloc(6 * 1024 * 1024, 7);
    expect(await storage.writeStream('materials/big.bin', Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]))).toBe(big.length);
    expect((await storage.stat('materials/big.bin'))?.size).toBe(big.length);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.alloc(1024);
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.writeStream('materials/half.bin', failing)).rejects.toThrow();
    expect(await storage.stat('materials/half.bin')).toBeUndefined();
  });

  it('refuses keys that climb out, and fails the stream of a missing object', async () => {
    expect(() => storage.read('../other-bucket/x')).toThrow(/invalid storage key/);
    await expect(storage.stat('a/../../b')).rejects.toThrow(/invalid storage key/);
    await expect(text(storage.read('materials/missing.bin'))).rejects.toThrow();
  });
});
