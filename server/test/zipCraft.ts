import { ZipFile } from 'yazl';

/** A ZIP built in memory: entries as name → bytes, deflated (or stored when `store`). */
export const zipOf = (entries: Record<string, Buffer>, options: { store?: boolean } = {}): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const zip = new ZipFile();
    for (const [name, bytes] of Object.entries(entries)) zip.addBuffer(bytes, name, { compress: !options.store });
    zip.end();
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });

const localHeader = 0x04034b50;
const centralHeader = 0x02014b50;

/**
 * The same archive with every header lying about the uncompressed size of `name` (local header at 22,
 * central directory at 24, little-endian 32 bits), the way a hostile tool would write it.
 */
export const withDeclaredSize = (zip: Buffer, name: string, declared: number): Buffer => {
  const bytes = Buffer.from(zip);
  let patched = 0;
  for (let at = 0; at + 46 <= bytes.length; at += 1) {
    const signature = bytes.readUInt32LE(at);
    if (signature === localHeader) {
      const nameLength = bytes.readUInt16LE(at + 26);
      if (bytes.toString('latin1', at + 30, at + 30 + nameLength) !== name) continue;
      bytes.writeUInt32LE(declared, at + 22);
      patched += 1;
    } else if (signature === centralHeader) {
      const nameLength = bytes.readUInt16LE(at + 28);
      if (bytes.toString('latin1', at + 46, at + 46 + nameLength) !== name) continue;
      bytes.writeUInt32LE(declared, at + 24);
      patched += 1;
    }
  }
  if (patched === 0) throw new Error(`no header names ${name}`);
  return bytes;
};
