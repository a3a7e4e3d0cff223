/** Drops any folder part, so a header cannot steer where the browser saves the file. */
const baseName = (name: string): string => name.split(/[\\/]/).pop()?.trim() ?? '';

/** RFC 5987 value `charset'language'percent-encoded`; UTF-8 and ISO-8859-1 are the two charsets it allows. */
const decodeExtValue = (value: string): string | null => {
  const match = /^([\w!#$%&+^`{}~-]*)'[^']*'(.*)$/.exec(value.trim());
  const charset = (match?.[1] ?? 'utf-8').toLowerCase();
  const encoded = (match?.[2] ?? value).replace(/^"(.*)"$/, '$1');
  try {
    if (charset === 'iso-8859-1') return encoded.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
};

/**
 * The file name of a Content-Disposition header: `filename*` (RFC 5987/6266, preferred because it
 * carries non-ASCII names) over `filename`; null when the header names no file.
 */
export const fileNameFromDisposition = (header: string | null | undefined): string | null => {
  if (!header) return null;
  const extended = /(?:^|;)\s*filename\*\s*=\s*([^;]+)/i.exec(header)?.[1];
  if (extended) {
    const decoded = decodeExtValue(extended);
    if (decoded && baseName(decoded)) return baseName(decoded);
  }
  const plain = /(?:^|;)\s*filename\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/i.exec(header)?.[1]?.trim();
  if (!plain) return null;
  const unquoted = plain.startsWith('"') ? plain.slice(1, -1).replace(/\\(.)/g, '$1') : plain;
  return baseName(unquoted) || null;
};

/** The last segment of an API path, for when neither the caller nor the server names the file. */
export const fileNameFromPath = (path: string): string => baseName(path.split(/[?#]/)[0] ?? '') || 'download';
