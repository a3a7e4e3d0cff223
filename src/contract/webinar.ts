import { z } from 'zod';

/** Webinars (issue 11): the server decides when the join link opens and when the recording shows. */
export const webinarPaths = {
  list: '/webinar/list',
  /** GET, text/calendar attachment. */
  ics: '/webinar/ics',
} as const;

/** The join link is sent from this many minutes before the start until the end. */
export const joinOpensMinutesBefore = 15;

/**
 * - `upcoming`: not yet joinable (`joinUrl` null).
 * - `open`: from 15 minutes before the start to its end: `joinUrl` is there.
 * - `ended`: over; `recordingUrl` when a recording exists.
 */
export const webinarStatuses = ['upcoming', 'open', 'ended'] as const;
export const webinarStatus = z.enum(webinarStatuses);
export type WebinarStatus = z.infer<typeof webinarStatus>;

export const webinarItem = z.object({
  webinarId: z.string(),
  title: z.string(),
  description: z.string(),
  /** ISO 8601 instants; the widget shows them in the viewer's zone and in US Central time. */
  startsAt: z.string(),
  endsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  status: webinarStatus,
  joinOpensAt: z.string(),
  joinUrl: z.string().nullable(),
  recordingUrl: z.string().nullable(),
});
export type WebinarItem = z.infer<typeof webinarItem>;
/** `GET /webinar/list`: upcoming and open ones first (soonest first), then past ones (latest first). */
export const webinarListResult = z.object({ list: z.array(webinarItem) });
export type WebinarListResult = z.infer<typeof webinarListResult>;

export const webinarIdQuery = z.object({ webinarId: z.string().trim().min(1).max(64) });
