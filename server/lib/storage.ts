import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type StoredFile = { size: number; modifiedAt: Date };
/** Inclusive byte offsets, as in HTTP ranges. */
export type ByteSpan = { start: number; end: number };

/** Where lesson videos, documents and generated files live; every API node sees the same files. */
export interface FileStorage {
  stat(key: string): Promise<StoredFile | undefined>;
  read(key: string, span?: ByteSpan): Readable;
  write(key: string, content: Buffer): Promise<void>;
  /** Streams into `key`; when the stream fails, nothing is left at `key` (nor beside it). Resolves the bytes written. */
  writeStream(key: string, content: Readable): Promise<number>;
  /** Removes `key`; a missing file is not an error. */
  delete(key: string): Promise<void>;
}

// Keys are relative paths of plain names: nothing can climb out of the storage root.
const keyPattern = /^[A-Za-z0-9][A-Za-z0-9._-]*(\/[A-Za-z0-9][A-Za-z0-9._-]*)*$/;

export const isStorageKey = (key: string): boolean => keyPattern.test(key) && !key.split('/').some((part) => part === '..' || part === '.');

/** The default driver: a folder (DATA_DIR/files), which several API nodes may share over a network mount. */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly rootDir: string) {}

  private pathOf(key: string): string {
    if (!isStorageKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(this.rootDir, key);
  }

  async stat(key: string): Promise<StoredFile | undefined> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? { size: info.size, modifiedAt: info.mtime } : undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  read(key: string, span?: ByteSpan): Readable {
    return createReadStream(this.pathOf(key), span ? { start: span.start, end: span.end } : {});
  }

  /** Written beside the target and renamed, so a reader on another node never sees half a file. */
  async write(key: string, content: Buffer): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, content);
      await rename(temporary, path);
    } finally {
      await rm(temporary, { force: true });
    }
  }

  async writeStream(key: string, content: Readable): Promise<number> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    const file = createWriteStream(temporary, { flags: 'wx' });
    try {
      await pipeline(content, file);
      await rename(temporary, path);
      return file.bytesWritten;
    } finally {
      // A source that fails at once can end the pipeline before the file is even opened: the stream
      // still creates it, so wait for it to close before removing what is left.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await rm(temporary, { force: true });
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
