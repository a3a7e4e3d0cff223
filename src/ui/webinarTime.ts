import { formatWithZoneName } from './intlFormats';

/** Where the webinars are held: shown beside the viewer's own time (daylight saving by Intl). */
export const centralTimeZone = 'America/Chicago';

/** A moment in the viewer's zone (default) or in `timeZone`, with the zone's name (CST/CDT; hora estándar central where Spanish has no short one). */
export const formatMoment = (iso: string, language: string, timeZone?: string): string =>
  formatWithZoneName(
    language,
    { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) },
    new Date(iso),
  );
