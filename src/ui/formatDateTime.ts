import { dateTimeFormat } from './intlFormats';

/** A server timestamp in the reader's language, its date (`medium`: Jul 15, 2026; `long`: July 15, 2026) and time; an unreadable value is shown as given. */
export const formatDateTime = (iso: string, language: string, dateStyle: 'medium' | 'long' = 'medium'): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle, timeStyle: 'short' }).format(date);
};
