import type { Readable } from 'node:stream';
import { PDFDocument } from 'pdf-lib';
import { BusinessError } from '../../lib/businessError';

const pdfMagic = Buffer.from('%PDF-');

/** Whether the bytes start as a PDF does (its magic number, whatever the file is called). */
export const looksLikePdf = (head: Buffer): boolean => head.subarray(0, pdfMagic.length).equals(pdfMagic);

/**
 * Reads an uploaded PDF into memory (at most `maxBytes`, a counter stops it past the limit), refuses
 * anything whose bytes are not a PDF, and counts its pages (a PDF that does not parse is refused too).
 */
export async function readPdfUpload(content: Readable, maxBytes: number): Promise<{ bytes: Buffer; pageCount: number }> {
  const chunks: Buffer[] = [];
  let seen = 0;
  let headChecked = false;
  for await (const chunk of content as AsyncIterable<Buffer>) {
    seen += chunk.length;
    if (seen > maxBytes) {
      content.destroy();
      throw new BusinessError('fileTooLarge', { values: { megabytes: Math.floor(maxBytes / (1024 * 1024)) }, fieldKey: 'file' });
    }
    chunks.push(chunk);
    // Refused as soon as the first bytes are in, without reading the rest.
    if (!headChecked && seen >= pdfMagic.length) {
      headChecked = true;
      if (!looksLikePdf(Buffer.concat(chunks))) {
        content.destroy();
        throw new BusinessError('fileTypeRefused', { messageKey: 'documentNotPdf', fieldKey: 'file' });
      }
    }
  }
  const bytes = Buffer.concat(chunks);
  if (bytes.length === 0) throw new BusinessError('invalidInput', { messageKey: 'uploadFileMissing', fieldKey: 'file' });
  if (!looksLikePdf(bytes)) throw new BusinessError('fileTypeRefused', { messageKey: 'documentNotPdf', fieldKey: 'file' });
  try {
    const pdf = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
    return { bytes, pageCount: Math.max(1, pdf.getPageCount()) };
  } catch {
    throw new BusinessError('fileTypeRefused', { messageKey: 'documentNotPdf', fieldKey: 'file' });
  }
}
