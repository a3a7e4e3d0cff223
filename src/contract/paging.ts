import { z } from 'zod';

/** Paged lists (notifications, notices): page numbers start at 1; a page holds at most `maxPageSize` rows. */
export const maxPageSize = 50;
export const defaultPageSize = 10;
/** The admin console's lists page by up to 100 rows, 20 unless asked. */
export const maxAdminPageSize = 100;
export const defaultAdminPageSize = 20;

/** `?page=`: query strings, so numbers are coerced; out of range is invalid input. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).default(1);
/** `?pageSize=` up to `max` rows. */
export const pageSizeUpTo = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** The largest page an address may name: a larger one is taken for a mistake and opens page 1. */
const maxAddressPage = 100_000;

/** The page a host page's address names (`?page=2`): a whole number from 1, else 1; the host and the server's first answers read it alike. */
export const addressPage = (raw: string | null): number => {
  if (raw === null || !/^[1-9][0-9]*$/.test(raw)) return 1;
  const page = Number(raw);
  return page <= maxAddressPage ? page : 1;
};

/** `?page=&pageSize=` of the learner-side lists. */
export const pageQuery = z.object({ page: pageNumber, pageSize: pageSizeUpTo(maxPageSize, defaultPageSize) });
export type PageQuery = z.infer<typeof pageQuery>;

/** `?page=&pageSize=` of the console's lists, to spread into their query schemas. */
export const adminPaging = { page: pageNumber, pageSize: pageSizeUpTo(maxAdminPageSize, defaultAdminPageSize) };

/** `?order=` of a sorted list. */
export const sortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof sortOrder>;

/** `?q=` of a console search: any part, any case; empty is no filter. */
export const searchText = z.string().trim().max(200).default('');
