import { z } from 'zod';
import { groupNotificationForm, notificationGroup } from '../validation/groupNotificationForms';
import { audience } from './auth';
import { languages } from './languages';
import { adminPaging, searchText, sortOrder } from './paging';

/**
 * Notifications to a group (issue 13): staff write one message, the server picks the active learners
 * of the group, gives each a notification in their language and e-mails those whose preference says so.
 */
export const groupNotificationAdminPaths = {
  /** GET: the country versions and partner companies a group can name. */
  options: '/admin/notification/options',
  /** POST: how many people a group reaches now (nothing is sent). */
  preview: '/admin/notification/preview',
  /** POST with `Idempotency-Key`: send once; a retry with the same key answers the first send. */
  send: '/admin/notification/send',
  /** GET: every send, newest first, paged. */
  list: '/admin/notification/list',
} as const;

export const groupNotificationOptions = z.object({
  versions: z.array(z.object({ versionCode: z.string(), name: z.string() })),
  companies: z.array(z.object({ companyId: z.string(), name: z.string(), versionCode: z.string() })),
});
export type GroupNotificationOptions = z.infer<typeof groupNotificationOptions>;

/** The console's group fields (src/validation/groupNotificationForms.ts). */
export const groupPreviewRequest = notificationGroup;
export type GroupPreviewRequest = z.input<typeof groupPreviewRequest>;
/** `recipients` get the notification; `byEmail` of them also by e-mail (their own preference). */
export const groupReach = z.object({ recipients: z.number().int().nonnegative(), byEmail: z.number().int().nonnegative() });
export type GroupReach = z.infer<typeof groupReach>;

/** The console's form schema, with the same limits. */
export const sendGroupNotificationRequest = groupNotificationForm;
export type SendGroupNotificationRequest = z.output<typeof sendGroupNotificationRequest>;

/** One send as the console lists it: what was written, to whom, by whom, and how many it reached. */
export const adminGroupNotification = z.object({
  groupNotificationId: z.string(),
  /** The language staff wrote it in; the other language's texts are its translation ('' when none). */
  language: z.enum(languages),
  titleEn: z.string(),
  bodyEn: z.string(),
  titleEs: z.string(),
  bodyEs: z.string(),
  link: z.string(),
  group: z.object({
    audiences: z.array(audience),
    versionCodes: z.array(z.string()),
    companyId: z.string(),
    /** The company's name when the group named one (null when it was deleted since). */
    companyName: z.string().nullable(),
    companyAdminsOnly: z.boolean(),
  }),
  sentBy: z.string(),
  /** ISO 8601 instant. */
  sentAt: z.string(),
  recipients: z.number().int().nonnegative(),
  byEmail: z.number().int().nonnegative(),
});
export type AdminGroupNotification = z.infer<typeof adminGroupNotification>;
/** `GET /admin/notification/list?q=&order=&page=&pageSize=`: `q` in either title (any part, any case); newest first unless `order=asc`. */
export const groupNotificationListQuery = z.object({ q: searchText, order: sortOrder.default('desc'), ...adminPaging });
export type GroupNotificationListQuery = z.output<typeof groupNotificationListQuery>;
export const adminGroupNotificationListResult = z.object({ list: z.array(adminGroupNotification), total: z.number().int().nonnegative() });
export type AdminGroupNotificationListResult = z.infer<typeof adminGroupNotificationListResult>;
