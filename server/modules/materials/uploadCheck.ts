import { Readable } from 'node:stream';
import { fileTypeStream } from 'file-type/node';
import { BusinessError } from '../../lib/businessError';
import { acceptedUploadTypes } from './limits';

/** The name an uploaded file is listed under: its last path part, without control characters. */
export const uploadedFileName = (name: string): string =>
  (name.split(/[/\\]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are what this removes
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);

export type CheckedUpload = { content: Readable; contentType: string; extension: string; fileName: string };

/** The byte budget ran out: the stream fails, so storage keeps nothing. */
export class UploadTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super('upload larger than the limit');
    this.name = 'UploadTooLargeError';
  }
}

export const tooLarge = (maxBytes: number) => new BusinessError('fileTooLarge', { values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) } });

/**
 * Looks at the first bytes (magic numbers, not the name) and refuses what is not an accepted type,
 * or a name whose extension says another type; the content then flows through a byte counter that
 * fails the stream past `maxBytes`.
 */
export async function checkUpload(content: Readable, fileName: string, maxBytes: number): Promise<CheckedUpload> {
  const typed = await fileTypeStream(content, { sampleSize: 4100 });
  const detected = typed.fileType;
  const accepted = detected ? acceptedUploadTypes[detected.mime] : undefined;
  const named = fileName.includes('.') ? fileName.slice(fileName.lastIndexOf('.') + 1).toLowerCase() : undefined;
  if (!detected || !accepted || (named !== undefined && !accepted.extensions.includes(named))) {
    content.destroy();
    typed.destroy();
    throw new BusinessError('fileTypeRefused');
  }
  // Pulled only as storage writes: the byte budget fails the stream, and storage keeps nothing.
  const counted = async function* () {
    let seen = 0;
    for await (const chunk of typed as AsyncIterable<Buffer>) {
      seen += chunk.length;
      if (seen > maxBytes) throw new UploadTooLargeError(maxBytes);
      yield chunk;
    }
  };
  const extension = named ?? accepted.extensions[0] ?? detected.ext;
  return { content: Readable.from(counted(), { objectMode: false }), contentType: detected.mime, extension, fileName: named ? fileName : `${fileName}.${extension}` };
}
