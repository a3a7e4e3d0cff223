import { z } from 'zod';
import { reportCertificateFilters, reportKinds, reportStatuses } from './reportTerms';

export { reportColumns, reportDefaultSort, reportKinds, type ReportColumn, type ReportColumnType, type ReportKind } from './reportTerms';

/** The admin console's reports (issue 13): one list call and one CSV export, for every report. */
export const reportPaths = {
  /** GET, role admin: one page of a report, sorted and filtered on the server, with its chart. */
  list: '/admin/report/list',
  /** POST, role admin: the whole filtered report as CSV (UTF-8 with BOM, formulas neutralised). */
  export: '/admin/report/export',
} as const;

export const reportKind = z.enum(reportKinds);
const isoDate = z.iso.date();
const maxSearchLength = 100;
/** A report page never holds more rows than this; the CSV holds at most `maxExportRows`. */
export const maxReportPageSize = 100;
export const maxExportRows = 50_000;

/** What a report shows: the same for a page and for the export. `from`/`to` are whole UTC days, both included. */
export const reportFilter = z.object({
  report: reportKind,
  q: z.string().trim().max(maxSearchLength).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  status: z.enum(reportCertificateFilters).optional(),
  /** A column key of the report (checked by the server); the report's default otherwise. */
  sort: z.string().trim().max(40).optional(),
  order: z.enum(['asc', 'desc']).optional(),
});
export type ReportFilter = z.input<typeof reportFilter>;

export const reportQuery = reportFilter.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(maxReportPageSize).default(20),
});
export type ReportQuery = z.input<typeof reportQuery>;

/** A cell: text, a number, or nothing (no activity yet). Status cells hold a status word. */
export const reportCell = z.union([z.string(), z.number(), z.null()]);
export type ReportCell = z.infer<typeof reportCell>;

/** One point of a chart series: a label (a month `YYYY-MM`, or a row's name) and its value. */
export const chartPoint = z.object({ label: z.string(), value: z.number() });
export const chartSeries = z.object({ key: z.string(), points: z.array(chartPoint) });
/**
 * What a report's chart draws: a line over months (`line`) or one bar per row (`bar`); `unit` says
 * whether values are counts or percentages. The same numbers are in the result for the table view.
 */
export const reportChart = z.object({
  kind: z.enum(['line', 'bar']),
  unit: z.enum(['count', 'percent']),
  series: z.array(chartSeries),
});
export type ReportChart = z.infer<typeof reportChart>;

export const reportResult = z.object({
  report: reportKind,
  /** The report's column keys, in the order of each row's cells. */
  columns: z.array(z.string()),
  rows: z.array(z.array(reportCell)),
  total: z.number().int().nonnegative(),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  sort: z.string(),
  order: z.enum(['asc', 'desc']),
  /** Null when the report has no chart. */
  chart: reportChart.nullable(),
});
export type ReportResult = z.infer<typeof reportResult>;

export const reportStatus = z.enum(reportStatuses);
