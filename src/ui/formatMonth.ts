import { dateTimeFormat } from './intlFormats';

const yearMonth = /^(\d{4})-(\d{2})$/;

/** A calendar month the server names `YYYY-MM`, in the reader's language (`Mar 2031`, `mar 2031`); anything else as it is. */
export const formatMonth = (label: string, language: string): string => {
  const match = yearMonth.exec(label);
  if (!match) return label;
  return dateTimeFormat(language, { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
};

/**
 * A `YYYY-MM` month as an axis names it: the short month (`Mar`, `mar`) and its year apart, so a chart can
 * write the year only where it changes; undefined for anything else.
 */
export const monthAndYear = (label: string, language: string): { month: string; year: string } | undefined => {
  const match = yearMonth.exec(label);
  if (!match) return undefined;
  return { month: dateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)), year: match[1] ?? '' };
};
