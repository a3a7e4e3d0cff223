import { reportPaths, reportResult, type ReportFilter, type ReportQuery, type ReportResult } from '../contract/report';
import { apiRequest } from './client';
import { searchQuery } from './searchQuery';
import { download, type DownloadResult } from './download';

/** The admin console's reports (issue 13), role admin: the server filters, sorts, pages and charts. */

/** `GET /admin/report/list`: one page of a report with its chart. */
export const getReport = (query: ReportQuery): Promise<ReportResult> =>
  apiRequest(reportPaths.list, { method: 'GET', query: searchQuery(query), schema: import.meta.env.DEV ? reportResult : undefined });

/** `POST /admin/report/export`: saves every filtered row as CSV (the server names the file). */
export const exportReport = (filter: ReportFilter): Promise<DownloadResult> => download(reportPaths.export, { body: searchQuery(filter) });
