import type { z } from 'zod';
import {
  adminGroupNotification,
  adminGroupNotificationListResult,
  groupNotificationAdminPaths,
  groupNotificationOptions,
  groupReach,
  type groupNotificationListQuery,
  type AdminGroupNotification,
  type AdminGroupNotificationListResult,
  type GroupNotificationOptions,
  type GroupReach,
} from '../contract/groupNotification';
import type { GroupNotificationForm, NotificationGroup } from '../validation/groupNotificationForms';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';
import { sendIdempotent } from './idempotent';

/** The admin console's notifications to a group (issue 13), role admin; the server picks the people, sends once and audits. */

/** `GET /admin/notification/options`: the countries and companies a group can name. */
export const groupNotificationChoices = (): Promise<GroupNotificationOptions> =>
  apiRequest(groupNotificationAdminPaths.options, { method: 'GET', schema: import.meta.env.DEV ? groupNotificationOptions : undefined });

/** `POST /admin/notification/preview`: how many learners the group reaches now. Quiet: the form shows its own line. */
export const previewGroup = (group: NotificationGroup): Promise<GroupReach> =>
  apiRequest(groupNotificationAdminPaths.preview, { method: 'POST', body: group, silent: true, schema: import.meta.env.DEV ? groupReach : undefined });

/**
 * `POST /admin/notification/send` under the draft's key: a transient failure is retried with the same
 * key, and so is the administrator's next click on the same draft, so the group gets it once.
 */
export const sendGroupNotification = (form: GroupNotificationForm, key: string): Promise<AdminGroupNotification> =>
  sendIdempotent((headers) => apiRequest(groupNotificationAdminPaths.send, { method: 'POST', body: form, headers, schema: import.meta.env.DEV ? adminGroupNotification : undefined }), { key });

/** `GET /admin/notification/list`: every send, searched and sorted by the server. */
export const listGroupNotifications = (query: z.input<typeof groupNotificationListQuery>): Promise<AdminGroupNotificationListResult> =>
  apiRequest(groupNotificationAdminPaths.list, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? adminGroupNotificationListResult : undefined });
