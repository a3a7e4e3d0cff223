import { numberFormat } from './intlFormats';

/** A share on the 0–100 scale the server sends, as the reader's language writes a percentage (`66.7%`). */
export const formatPercent = (value: number, language: string): string => numberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
