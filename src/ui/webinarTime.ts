import { dateTimeFormat } from './intlFormats';

/** Where the webinars are held: shown beside the viewer's own time (daylight saving by Intl). */
export const centralTimeZone = 'America/Chicago';

/** A moment in the viewer's zone (default) or in `timeZone`, with the zone's short name (CST/CDT). */
export const formatMoment = (iso: string, language: string, timeZone?: string): string =>
  dateTimeFormat(language, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
