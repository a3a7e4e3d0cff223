import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('file sizes in human units', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [820, 'en', '820 bytes'],
    [1023, 'en', '1,023 bytes'],
    [1536, 'en', '1.5 kB'],
    [15274, 'en', '15 kB'],
    [5 * 1024 * 1024, 'en', '5 MB'],
    [1.25 * 1024 ** 3, 'en', '1.3 GB'],
    [3 * 1024 ** 4, 'en', '3,072 GB'],
    [1536, 'es', '1.5 kB'],
  ])('%d bytes in %s', (bytes, language, expected) => {
    expect(formatFileSize(bytes, language).replace(/\u00a0/g, ' ')).toBe(expected);
  });
});
