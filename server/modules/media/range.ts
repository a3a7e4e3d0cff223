import type { ByteSpan } from '../../lib/storage';

/** One byte range of a `Range` header (RFC 9110 §14); undefined: send it all (several ranges may be ignored); 416 when unsatisfiable. */
export const parseByteRange = (header: string | undefined, size: number): ByteSpan | 'unsatisfiable' | undefined => {
  if (header === undefined) return undefined;
  const value = header.trim();
  if (!/^bytes=/i.test(value)) return undefined;
  const spec = value.slice('bytes='.length).trim();
  if (spec.includes(',')) return undefined;
  const match = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!match || (match[1] === '' && match[2] === '')) return 'unsatisfiable';
  const [, first = '', last = ''] = match;
  if (first === '') {
    // Suffix range: the last n bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return 'unsatisfiable';
  return { start, end };
};
