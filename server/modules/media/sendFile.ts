import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { ByteSpan } from '../../lib/storage';
import { parseByteRange } from './range';

/** A stored file ready to go out: its facts, how to read it, and how the browser should take it. */
export type OutgoingFile = {
  size: number;
  modifiedAt: Date;
  contentType: string;
  read: (span?: ByteSpan) => Readable;
  /** Inline (a preview, a <video>, an <img>) or a download; the name is made safe for every browser. */
  disposition: 'inline' | 'attachment';
  fileName: string;
  cacheControl: string;
};

/** Characters no file system or browser takes in a name become `_` (the header escapes the rest). */
export const safeFileName = (name: string): string =>
  [...name]
    .map((char) => (char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f || '\\/:*?"<>|'.includes(char) ? '_' : char))
    .join('')
    .trim() || 'download';

/**
 * Streams a stored file, whole (200) or one byte range (206, 416 when outside the file). The name goes
 * out as an ASCII fallback plus RFC 5987 `filename*`, so quotes, slashes or accents cannot break the header.
 */
export const sendStoredFile = (request: FastifyRequest, reply: FastifyReply, file: OutgoingFile) => {
  reply
    .header('accept-ranges', 'bytes')
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(safeFileName(file.fileName), { type: file.disposition }))
    .header('last-modified', file.modifiedAt.toUTCString())
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', file.cacheControl);
  const range = parseByteRange(request.headers.range, file.size);
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${file.size}`).header('content-type', 'text/plain').send('');
  if (!range) return reply.code(200).header('content-length', file.size).send(file.read());
  return reply
    .code(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    .header('content-length', range.end - range.start + 1)
    .send(file.read(range));
};
