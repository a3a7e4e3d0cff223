import { numberFormat } from './intlFormats';

const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** A size in bytes in human units of the reader's language (`1.5 MB`, `820 bytes`), powers of 1024. */
export const formatFileSize = (bytes: number, language: string): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return numberFormat(language, { style: 'unit', unit: units[unit], unitDisplay: unit === 0 ? 'long' : 'short', maximumFractionDigits: value < 10 && unit > 0 ? 1 : 0 }).format(value);
};
