import { numberFormat } from './intlFormats';

const units = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;

/** A byte count in the largest unit that keeps it at 1 or more (1024 steps), one decimal below 10, in the reader's number format. */
export const formatFileSize = (bytes: number, language: string, t: (key: string, values: Record<string, string>) => string): string => {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit > 0 && value < 10 ? 1 : 0;
  const number = numberFormat(language, { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  return t(`documents:size.${units[unit]}`, { value: number });
};

