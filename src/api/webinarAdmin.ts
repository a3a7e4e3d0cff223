import type { z } from 'zod';
import { adminWebinar, adminWebinarListResult, type adminWebinarListQuery, webinarAdminPaths, type AdminWebinar, type AdminWebinarListResult } from '../contract/webinar';
import type { WebinarForm } from '../validation/webinarAdminForms';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';

/** The admin console's webinars (issue 13), role admin; the server decides and audits. */

/** `GET /admin/webinar/list`: every webinar, cancelled too, searched, filtered and sorted by the server. */
export const listAdminWebinars = (query: z.input<typeof adminWebinarListQuery>): Promise<AdminWebinarListResult> =>
  apiRequest(webinarAdminPaths.list, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? adminWebinarListResult : undefined });

/** `POST /admin/webinar/create`. */
export const createWebinar = (form: WebinarForm): Promise<AdminWebinar> =>
  apiRequest(webinarAdminPaths.create, { method: 'POST', body: form, schema: import.meta.env.DEV ? adminWebinar : undefined });

/** `POST /admin/webinar/update`. */
export const updateWebinar = (webinarId: string, form: WebinarForm): Promise<AdminWebinar> =>
  apiRequest(webinarAdminPaths.update, { method: 'POST', body: { webinarId, ...form }, schema: import.meta.env.DEV ? adminWebinar : undefined });

/** `POST /admin/webinar/cancel`: learners no longer see it. */
export const cancelWebinar = (webinarId: string): Promise<AdminWebinar> =>
  apiRequest(webinarAdminPaths.cancel, { method: 'POST', body: { webinarId }, schema: import.meta.env.DEV ? adminWebinar : undefined });
