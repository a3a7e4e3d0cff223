import { Writable, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import type { FileStorage } from '../../lib/storage';

/**
 * What a ZIP material may hold. The server never unpacks materials, but partners do: an archive that
 * unpacks to far more than it weighs (a zip bomb), holds a flood of entries, or names a path outside
 * its folder (zip slip) is refused at upload.
 */
export const zipLimits = {
  maxEntries: 10_000,
  maxUnpackedBytes: 1024 * 1024 * 1024,
  /** Above this ratio an entry bigger than `ratioFloorBytes` counts as a bomb (text compresses ~10:1). */
  maxRatio: 100,
  ratioFloorBytes: 1024 * 1024,
} as const;

export type ZipVerdict = { ok: true } | { ok: false; reason: 'unpacksTooLarge' | 'tooManyEntries' | 'unsafePath' | 'bombRatio' | 'sizesLie' | 'unreadable' };

/** yauzl reads the stored file by ranges (central directory at the end), never all of it into memory. */
class StoredFileReader extends yauzl.RandomAccessReader {
  constructor(
    private readonly files: FileStorage,
    private readonly key: string,
  ) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    return this.files.read(this.key, { start, end: end - 1 });
  }
}

/** Whether a name would land outside the folder it is unpacked into. */
const unsafePath = (name: string): boolean => /^([/\\]|[A-Za-z]:)/.test(name) || name.split(/[/\\]/).includes('..');

/** Thrown by the counter when an entry inflates past the size its headers declared. */
class SizesLieError extends Error {}

/**
 * Inflates one entry and counts what comes out, stopping as soon as it passes the declared size: the
 * headers are only a claim, so the limits above hold for the bytes a partner's unzip would write.
 */
const inflatesToDeclaredSize = (archive: yauzl.ZipFile, entry: yauzl.Entry): Promise<boolean> =>
  new Promise((resolve, reject) => {
    archive.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('no stream'));
      let counted = 0;
      const counter = new Writable({
        write(chunk: Buffer, _encoding, done) {
          counted += chunk.length;
          done(counted > entry.uncompressedSize ? new SizesLieError() : null);
        },
      });
      pipeline(stream, counter).then(
        () => resolve(counted === entry.uncompressedSize),
        (failure: unknown) => (failure instanceof SizesLieError ? resolve(false) : reject(failure)),
      );
    });
  });

/**
 * Reads the central directory of a stored ZIP, judges it by its declared sizes and names, then inflates
 * each entry to prove the declared sizes true (an archive whose headers claim less is refused).
 */
export const checkZipArchive = (files: FileStorage, key: string, size: number): Promise<ZipVerdict> =>
  new Promise((resolve) => {
    const reader = new StoredFileReader(files, key);
    // decodeStrings and validateEntrySizes off: names stay raw and sizes are counted here, so this check
    // (not yauzl's own) decides about paths and stops at the first byte past a declared size.
    yauzl.fromRandomAccessReader(reader, size, { lazyEntries: true, decodeStrings: false, validateEntrySizes: false, autoClose: true }, (error, archive) => {
      if (error || !archive) return resolve({ ok: false, reason: 'unreadable' });
      let entries = 0;
      let unpacked = 0;
      const settle = (verdict: ZipVerdict) => {
        archive.removeAllListeners();
        archive.on('error', () => undefined);
        archive.close();
        resolve(verdict);
      };
      archive.on('error', () => settle({ ok: false, reason: 'unreadable' }));
      archive.on('end', () => settle({ ok: true }));
      archive.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        unpacked += entry.uncompressedSize;
        const name = Buffer.isBuffer(entry.fileName) ? (entry.fileName as Buffer).toString('utf8') : String(entry.fileName);
        if (entries > zipLimits.maxEntries) return settle({ ok: false, reason: 'tooManyEntries' });
        if (unpacked > zipLimits.maxUnpackedBytes) return settle({ ok: false, reason: 'unpacksTooLarge' });
        if (unsafePath(name)) return settle({ ok: false, reason: 'unsafePath' });
        if (entry.uncompressedSize > zipLimits.ratioFloorBytes && entry.uncompressedSize > zipLimits.maxRatio * Math.max(1, entry.compressedSize)) {
          return settle({ ok: false, reason: 'bombRatio' });
        }
        inflatesToDeclaredSize(archive, entry).then(
          (truthful) => (truthful ? archive.readEntry() : settle({ ok: false, reason: 'sizesLie' })),
          () => settle({ ok: false, reason: 'unreadable' }),
        );
      });
      archive.readEntry();
    });
  });
