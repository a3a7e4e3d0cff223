import type { TFunction } from 'i18next';
import { formatFileSize } from '../../src/ui/formatFileSize';

/** A detail's value is a size in bytes. */
const sizeKeys = new Set(['fileSize', 'bytes']);
/** A detail's value is a language code the reader should see named. */
const languageKeys = new Set(['language']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * What an audit entry carried, in the reader's words: each name from `adminUsers:audit.detail.*` (the
 * key itself when the console has no name for it, so nothing is hidden), yes/no, sizes, language names;
 * a nested record (before and after a change) in parentheses. Empty values are left out.
 */
export function auditDetailText(details: Record<string, unknown>, t: TFunction, language: string): string {
  const languageNames = new Intl.DisplayNames([language], { type: 'language' });
  const valueText = (key: string, value: unknown): string => {
    if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
    if (typeof value === 'number' && sizeKeys.has(key)) return formatFileSize(value, language);
    if (typeof value === 'string' && languageKeys.has(key) && /^[a-z]{2}$/.test(value)) return languageNames.of(value) ?? value;
    if (Array.isArray(value)) return value.map((item) => valueText(key, item)).join(', ');
    if (isRecord(value)) return `(${pairs(value).join('; ')})`;
    return String(value);
  };
  const pairs = (record: Record<string, unknown>): string[] =>
    Object.entries(record)
      .filter(([, value]) => !isEmpty(value))
      .map(([key, value]) => `${t(`audit.detail.${key}`, { defaultValue: key })}: ${valueText(key, value)}`);
  return pairs(details).join(' · ');
}
