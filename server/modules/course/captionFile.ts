import type { Readable } from 'node:stream';
import { captionMaxBytes } from '../../../src/contract/course';
import { BusinessError } from '../../lib/businessError';

// The WebVTT signature line, then a line end (or nothing): "WEBVTT", optionally followed by a space or tab and a text.
const signature = /^WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/;
// One cue timing line: "00:01.000 --> 00:04.000" (hours optional).
const cueTiming = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}[ \t]+-->[ \t]+(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}(?:[ \t]|$)/m;

/**
 * The text of a WebVTT file the browser's player can show, or undefined: UTF-8 (a byte-order mark is dropped),
 * the WEBVTT signature first, at least one cue with its timing.
 */
export const captionText = (bytes: Uint8Array): string | undefined => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
  return signature.test(text) && cueTiming.test(text) && !text.includes('\0') ? text : undefined;
};

/** Reads an uploaded caption file whole; refuses one over `captionMaxBytes` (read to its end, unkept, so the request completes) or one that is not WebVTT. */
export async function readCaptionFile(content: Readable, maxBytes = captionMaxBytes): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= maxBytes) chunks.push(chunk);
  }
  if (size > maxBytes) throw new BusinessError('fileTooLarge', { values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) }, fieldKey: 'file' });
  const text = captionText(Buffer.concat(chunks));
  if (text === undefined) throw new BusinessError('captionNotReadable', { fieldKey: 'file' });
  return text;
}
