import { trainingTimeZone } from '../contract/questionnaireTerms';
import { formatWithZoneName } from './intlFormats';

/** A training time in US Central time with its zone's name (spec 3: training history in US time), in the reader's language. */
export const formatUsTime = (value: string, language: string): string => {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatWithZoneName(language, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: trainingTimeZone }, date);
};
