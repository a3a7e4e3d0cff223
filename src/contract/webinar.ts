import { z } from 'zod';
import { webinarForm } from '../validation/webinarAdminForms';
import { adminPaging, searchText, sortOrder } from './paging';

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

/** Console paths (role admin). */
export const webinarAdminPaths = {
  /** GET: every webinar, cancelled too, latest start first, paged. */
  list: '/admin/webinar/list',
  /** POST */
  create: '/admin/webinar/create',
  /** POST: correct a webinar (texts, time, links); one that has ended keeps its start, duration and join link. */
  update: '/admin/webinar/update',
  /** POST: cancel once, before it ends; learners no longer see it. */
  cancel: '/admin/webinar/cancel',
} as const;

/** The console's form schema (src/validation/webinarAdminForms.ts), with the same limits. */
export const createWebinarRequest = webinarForm;
export type CreateWebinarRequest = z.output<typeof createWebinarRequest>;
export const updateWebinarRequest = z.object({ webinarId: z.string().trim().min(1).max(64), ...webinarForm.shape });
export type UpdateWebinarRequest = z.output<typeof updateWebinarRequest>;
export const cancelWebinarRequest = z.object({ webinarId: z.string().trim().min(1).max(64) });

/**
 * A webinar's state in the console, decided by the server at the time of the answer:
 * - `scheduled`: its end (start plus duration) is still ahead: it may be corrected or cancelled.
 * - `ended`: its end has passed (the learners' list says `ended` too): it cannot be cancelled, and only
 *   its titles, descriptions and recording link may still change; its start, duration and join link stay.
 * - `cancelled`: learners no longer see it (whenever it was to take place).
 */
export const adminWebinarStatuses = ['scheduled', 'ended', 'cancelled'] as const;
export const adminWebinarStatus = z.enum(adminWebinarStatuses);
export type AdminWebinarStatus = z.infer<typeof adminWebinarStatus>;

/** A webinar as the console shows it: both languages to edit, and whether learners still see it. */
export const adminWebinar = z.object({
  webinarId: z.string(),
  titleEn: z.string(),
  titleEs: z.string(),
  descriptionEn: z.string(),
  descriptionEs: z.string(),
  startsAt: z.string(),
  durationMinutes: z.number().int().positive(),
  joinUrl: z.string(),
  recordingUrl: z.string(),
  status: adminWebinarStatus,
  updatedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});
export type AdminWebinar = z.infer<typeof adminWebinar>;
/** `GET /admin/webinar/list?q=&status=&order=&page=&pageSize=`: `q` in either title (any part, any case); latest start first unless `order=asc`. */
export const adminWebinarListQuery = z.object({ q: searchText, status: adminWebinarStatus.optional(), order: sortOrder.default('desc'), ...adminPaging });
export type AdminWebinarListQuery = z.output<typeof adminWebinarListQuery>;
export const adminWebinarListResult = z.object({ list: z.array(adminWebinar), total: z.number().int().nonnegative() });
export type AdminWebinarListResult = z.infer<typeof adminWebinarListResult>;
