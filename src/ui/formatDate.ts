import { dateTimeFormat } from './intlFormats';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A server date in the reader's language (day, month, year). A date without a time (`2028-03-01`)
 * is a calendar day, read in UTC so no time zone moves it to the day before; a timestamp is shown
 * on the reader's own calendar. An unreadable value is shown as given.
 */
export const formatDate = (value: string, language: string): string => {
  const calendarDay = dateOnly.test(value);
  const date = new Date(calendarDay ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(language, { dateStyle: 'long', ...(calendarDay ? { timeZone: 'UTC' } : {}) }).format(date);
};
