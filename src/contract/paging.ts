import { z } from 'zod';

/** Paged lists (notifications, notices): page numbers start at 1; a page holds at most `maxPageSize` rows. */
export const maxPageSize = 50;
export const defaultPageSize = 10;

/** `?page=&pageSize=`: query strings, so numbers are coerced; out of range is invalid input. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxPageSize).default(defaultPageSize),
});
export type PageQuery = z.infer<typeof pageQuery>;
