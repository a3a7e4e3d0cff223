import { dateTimeFormat } from '../../src/ui/intlFormats';

/** A server timestamp in the reader's language, date and time; an unreadable value is shown as given. */
export const formatDateTime = (iso: string, language: string): string => {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
};
