import { describe, expect, it } from 'vitest';
import { formatFileSize } from './fileSize';

const t = (key: string, values: Record<string, string>) => `${values.value} ${key.split('.').pop()}`;

describe('file sizes in human units', () => {
  it.each([
    [0, 'en', '0 bytes'],
    [1023, 'en', '1,023 bytes'],
    [1024, 'en', '1 kilobytes'],
    [1536, 'en', '1.5 kilobytes'],
    [20_480, 'en', '20 kilobytes'],
    [5 * 1024 * 1024, 'en', '5 megabytes'],
    [1536, 'es', '1.5 kilobytes'],
    [3 * 1024 ** 4, 'en', '3,072 gigabytes'],
  ])('%d bytes in %s', (bytes, language, expected) => {
    expect(formatFileSize(bytes, language, t)).toBe(expected);
  });
});
