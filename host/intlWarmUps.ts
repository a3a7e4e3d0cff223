import { localeOf, type Language } from '../src/contract/languages';
import { centralTimeZone } from '../src/ui/webinarTime';

/**
 * One format of each kind the learner pages show: a date (certificates, deadlines), a moment in the
 * webinars' zone (its short and long names), a number. Building the first one loads the browser's locale and time zone data.
 */
export const intlWarmUps = (language: Language): string[] => [
  new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long' }).format(0),
  new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', timeZone: centralTimeZone, timeZoneName: 'short' }).format(0),
  // Where the short name is an offset (Spanish), pages name the zone in words (formatWithZoneName).
  new Intl.DateTimeFormat(localeOf(language), { hour: 'numeric', timeZone: centralTimeZone, timeZoneName: 'long' }).format(0),
  new Intl.NumberFormat(localeOf(language)).format(1234.5),
];
