import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { zipEntryNames } from './zipNames';

export type ZipSource = { fileName: string; size: number; modifiedAt: Date; open: () => Readable };

/**
 * A ZIP streamed as it is read: each file is opened only when the archive reaches it, stored
 * without compression (PDFs, images and videos are compressed already), so memory stays flat and
 * the total size is known before the first byte (it becomes Content-Length).
 */
export const zipStream = async (sources: ZipSource[]): Promise<{ stream: Readable; size: number }> => {
  const zip = new ZipFile();
  const names = zipEntryNames(sources.map((source) => source.fileName));
  sources.forEach((source, index) => {
    zip.addReadStreamLazy(names[index] ?? source.fileName, { size: source.size, compress: false, mtime: source.modifiedAt }, (callback) => {
      try {
        callback(null, source.open());
      } catch (error) {
        callback(error as Error, undefined as unknown as Readable);
      }
    });
  });
  // The typings miss the callback's argument: the archive's final size, or -1 when unknown.
  const size = await new Promise<number>((resolve) => zip.end(undefined, ((total: number) => resolve(total)) as unknown as () => void));
  return { stream: zip.outputStream as Readable, size };
};
