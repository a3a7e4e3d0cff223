import { z } from 'zod';
import { noticeForm, optionalWrittenLanguage } from '../validation/noticeAdminForms';
import { languages } from './languages';
import { adminPaging, searchText, sortOrder } from './paging';

/**
 * Notices (issue 11): written by admins as rich text, sanitised by the server when stored. A notice
 * has one text, not one per language: its `language` (chosen in the console, stored with it) says
 * which, so a reader of another language gets it marked (`lang`) and told.
 */
export const noticePaths = {
  list: '/notice/list',
  detail: '/notice/detail',
  /** POST, role admin. */
  create: '/admin/notice/create',
  /** GET, role admin: every notice with its body and status, newest first. */
  adminList: '/admin/notice/list',
  /** POST, role admin: correct the title or body. */
  update: '/admin/notice/update',
  /** POST, role admin: take a notice down (readers no longer see it). */
  unpublish: '/admin/notice/unpublish',
} as const;

/** The language a notice's title and text are written in, whatever the reader's. */
export const noticeLanguage = z.enum(languages);

export const noticeSummary = z.object({
  noticeId: z.string(),
  title: z.string(),
  /** The start of the text, without markup; a space where a block (heading, paragraph, list item, line) ends. */
  excerpt: z.string(),
  language: noticeLanguage,
  publishedAt: z.string(),
});
export type NoticeSummary = z.infer<typeof noticeSummary>;
export const noticeListResult = z.object({ list: z.array(noticeSummary), total: z.number().int().nonnegative() });
export type NoticeListResult = z.infer<typeof noticeListResult>;

export const noticeIdQuery = z.object({ noticeId: z.string().trim().min(1).max(64) });
/** The sanitised HTML: only the markup the sanitiser lets through (no script, handler or javascript: URL). */
export const noticeDetail = z.object({ noticeId: z.string(), title: z.string(), bodyHtml: z.string(), language: noticeLanguage, publishedAt: z.string() });
export type NoticeDetail = z.infer<typeof noticeDetail>;

/** The console's form schema (src/validation/noticeAdminForms.ts), with the same limits. */
export const createNoticeRequest = noticeForm;
export type CreateNoticeRequest = z.output<typeof createNoticeRequest>;

/** `language` absent keeps the notice's own: a correction that does not name it never relabels the text. */
export const updateNoticeRequest = z.object({
  noticeId: z.string().trim().min(1).max(64),
  title: noticeForm.shape.title,
  bodyHtml: noticeForm.shape.bodyHtml,
  language: optionalWrittenLanguage(),
});
export type UpdateNoticeRequest = z.output<typeof updateNoticeRequest>;
export const unpublishNoticeRequest = z.object({ noticeId: z.string().trim().min(1).max(64) });

/** A notice as the console shows it: the sanitised body to edit, and whether readers still see it. */
export const adminNotice = noticeDetail.extend({
  status: z.enum(['published', 'unpublished']),
  updatedAt: z.string().nullable(),
  unpublishedAt: z.string().nullable(),
});
export type AdminNotice = z.infer<typeof adminNotice>;
/** `GET /admin/notice/list?q=&status=&order=&page=&pageSize=`: `q` in the title (any part, any case); newest first unless `order=asc`. */
export const adminNoticeListQuery = z.object({ q: searchText, status: z.enum(['published', 'unpublished']).optional(), order: sortOrder.default('desc'), ...adminPaging });
export type AdminNoticeListQuery = z.output<typeof adminNoticeListQuery>;
export const adminNoticeListResult = z.object({ list: z.array(adminNotice), total: z.number().int().nonnegative() });
export type AdminNoticeListResult = z.infer<typeof adminNoticeListResult>;
