import type { z } from 'zod';
import { adminNotice, adminNoticeListResult, type adminNoticeListQuery, noticeDetail, noticePaths, type AdminNotice, type AdminNoticeListResult, type NoticeDetail } from '../contract/notice';
import type { NoticeForm } from '../validation/noticeAdminForms';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';

/** The admin console's notices (issue 13), role admin; the server sanitises, notifies and audits. */

/** `GET /admin/notice/list`: every notice, taken down too, searched, filtered and sorted by the server. */
export const listAdminNotices = (query: z.input<typeof adminNoticeListQuery>): Promise<AdminNoticeListResult> =>
  apiRequest(noticePaths.adminList, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? adminNoticeListResult : undefined });

/** `POST /admin/notice/create`: publishes and notifies everyone. */
export const createNotice = (form: NoticeForm): Promise<NoticeDetail> =>
  apiRequest(noticePaths.create, { method: 'POST', body: form, schema: import.meta.env.DEV ? noticeDetail : undefined });

/** `POST /admin/notice/update`. */
export const updateNotice = (noticeId: string, form: NoticeForm): Promise<AdminNotice> =>
  apiRequest(noticePaths.update, { method: 'POST', body: { noticeId, ...form }, schema: import.meta.env.DEV ? adminNotice : undefined });

/** `POST /admin/notice/unpublish`: readers no longer see it. */
export const unpublishNotice = (noticeId: string): Promise<AdminNotice> =>
  apiRequest(noticePaths.unpublish, { method: 'POST', body: { noticeId }, schema: import.meta.env.DEV ? adminNotice : undefined });
