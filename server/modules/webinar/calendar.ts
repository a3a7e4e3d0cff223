import { createEvent } from 'ics';

export type CalendarEntry = { uid: string; title: string; description: string; startsAt: Date; durationMinutes: number; url: string; stamp: Date };

/** An iCalendar (RFC 5545) file with one event in UTC, which calendar apps show in their own zone. */
export const webinarCalendar = (entry: CalendarEntry): string => {
  const { error, value } = createEvent({
    productId: 'training-center/webinars',
    method: 'PUBLISH',
    uid: entry.uid,
    title: entry.title,
    description: entry.description,
    start: entry.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: entry.durationMinutes },
    url: entry.url,
    created: entry.stamp.getTime(),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return value;
};
