import { sql, type RawBuilder } from 'kysely';
import type { Language } from '../../../src/contract/languages';
import { maxExportRows, type ReportChart, type ReportCell, type ReportFilter, type ReportResult } from '../../../src/contract/report';
import { reportColumns, reportDefaultSort, reportStatuses, type ReportColumn, type ReportKind, type ReportStatus } from '../../../src/contract/reportTerms';
import { inTransaction, type Db } from '../../db/transaction';
import { AuditLogRepository } from '../../lib/auditLogRepository';
import { BusinessError } from '../../lib/businessError';
import { toCsv } from '../../lib/csv';
import { containsPattern } from '../../lib/likePattern';
import { chartMonths } from './months';
import { monthlyCounts, reportQuery, type Period, type ReportContext } from './reportQueries';
import { reportTexts } from './texts';

export type ReportServiceDeps = {
  db: Db;
  now: () => Date;
  /** Days before its end a certificate counts as expiring (the certificate module's constant). */
  expiringWithinDays: number;
  /** What a partner certificate is for, per language (the certificate module's title). */
  partnerTitle: (lang: Language) => string;
};

export type ReportFile = { bytes: Uint8Array; fileName: string; contentType: string };
type ParsedFilter = Omit<ReportFilter, 'report'> & { report: ReportKind };
export type ReportAdmin = { id: string; account: string };

const day = 86_400_000;
const isoDay = (value: string): Date => new Date(`${value}T00:00:00.000Z`);

/** The monthly series each report's chart over time draws (reports missing here draw one bar per row). */
const timelineSeries: Partial<Record<ReportKind, string[]>> = {
  learners: ['lessonsPassed', 'finalsPassed'],
  courses: ['lessonsPassed', 'finalsPassed'],
  certificates: ['issued', 'expired'],
  downloads: ['downloads'],
};
/** Reports whose chart is one bar per row of the page: the column it draws and the column naming the bar. */
const barSeries: Partial<Record<ReportKind, { value: string; label: string }>> = {
  questions: { value: 'shareRight', label: 'question' },
  companies: { value: 'averagePercent', label: 'company' },
};

/**
 * The rows' order: the sorted column, then rows that tie in it by their text columns from left to right
 * (a learner's courses by name, questions with the same share right by their text), then `row_key`, so
 * a page, the next page and the export always agree.
 */
const orderBy = (sort: string, order: 'asc' | 'desc', columns: readonly ReportColumn[]): RawBuilder<unknown> =>
  sql.join([
    sql`${sql.ref(`f.${sort}`)} ${sql.raw(order)} nulls last`,
    ...columns.filter((column) => column.type === 'text' && column.key !== sort).map((column) => sql`${sql.ref(`f.${column.key}`)} nulls last`),
    sql`f.row_key`,
  ]);

/**
 * The admin console's reports: each one query, filtered, sorted and paged by the database, with a
 * chart (months, or the page's rows) and a CSV export of every filtered row.
 */
export class ReportService {
  constructor(private readonly deps: ReportServiceDeps) {}

  async list(filter: ParsedFilter & { page: number; pageSize: number }, lang: Language): Promise<ReportResult> {
    const columns = reportColumns[filter.report];
    const { sort, order } = this.sortOf(filter, columns);
    const context = this.context(filter, lang);
    const filtered = this.filtered(filter, columns, context);
    const db = this.deps.db;
    const counted = await sql<{ total: number }>`select count(*)::int as total from (${filtered}) counted`.execute(db);
    const page = await sql<Record<string, unknown>>`select * from (${filtered}) f order by ${orderBy(sort, order, columns)}
      limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`.execute(db);
    const rows = page.rows.map((row) => columns.map((column) => cellOf(row[column.key], column)));
    return {
      report: filter.report,
      columns: columns.map((column) => column.key),
      rows,
      total: Number(counted.rows[0]?.total ?? 0),
      page: filter.page,
      pageSize: filter.pageSize,
      sort,
      order,
      chart: await this.chart(filter.report, context, columns, rows),
    };
  }

  /** Every filtered row (up to `maxExportRows`) as CSV in the caller's language; the export is audited. */
  async export(admin: ReportAdmin, filter: ParsedFilter, lang: Language): Promise<ReportFile> {
    const columns = reportColumns[filter.report];
    const { sort, order } = this.sortOf(filter, columns);
    const context = this.context(filter, lang);
    const filtered = this.filtered(filter, columns, context);
    const texts = reportTexts[lang];
    return inTransaction(this.deps.db, async (tx) => {
      const result = await sql<Record<string, unknown>>`select * from (${filtered}) f order by ${orderBy(sort, order, columns)} limit ${maxExportRows}`.execute(tx);
      const rows = result.rows.map((row) =>
        columns.map((column) => {
          const cell = cellOf(row[column.key], column);
          if (cell === null) return null;
          if (column.type === 'date' && typeof cell === 'string') return cell.slice(0, 16).replace('T', ' ');
          if (column.type === 'status' && typeof cell === 'string' && isStatus(cell)) return texts.statuses[cell];
          return cell;
        }),
      );
      await new AuditLogRepository(tx).record({
        actor: admin,
        action: 'report.export',
        target: { type: 'report', id: filter.report },
        details: { filter: { q: filter.q ?? null, from: filter.from ?? null, to: filter.to ?? null, status: filter.status ?? null }, rows: rows.length },
        at: this.deps.now(),
      });
      const csv = toCsv(
        columns.map((column) => texts.columns[column.key] ?? column.key),
        rows,
      );
      const today = this.deps.now().toISOString().slice(0, 10);
      return { bytes: new TextEncoder().encode(csv), fileName: `${texts.fileNames[filter.report]}-${today}.csv`, contentType: 'text/csv; charset=utf-8' };
    });
  }

  private sortOf(filter: ParsedFilter, columns: readonly ReportColumn[]): { sort: string; order: 'asc' | 'desc' } {
    const fallback = reportDefaultSort[filter.report];
    const sort = filter.sort ?? fallback.sort;
    if (!columns.some((column) => column.key === sort)) throw new BusinessError('invalidInput', { fieldKey: 'sort' });
    return { sort, order: filter.order ?? (filter.sort ? 'asc' : fallback.order) };
  }

  private context(filter: ParsedFilter, lang: Language): ReportContext {
    const period: Period = { from: filter.from ? isoDay(filter.from) : null, until: filter.to ? new Date(isoDay(filter.to).getTime() + day) : null };
    if (period.from && period.until && period.from >= period.until) throw new BusinessError('invalidInput', { fieldKey: 'to', messageKey: 'reportPeriodInverted' });
    const now = this.deps.now();
    return { period, now, lang, expiringFrom: new Date(now.getTime() + this.deps.expiringWithinDays * day), partnerTitle: this.deps.partnerTitle(lang) };
  }

  /** The report's query with the search (over its text columns) and the status filter applied. */
  private filtered(filter: ParsedFilter, columns: readonly ReportColumn[], context: ReportContext): RawBuilder<Record<string, unknown>> {
    const conditions: RawBuilder<unknown>[] = [];
    const q = filter.q?.trim();
    if (q) {
      const texts = columns.filter((column) => column.type === 'text').map((column) => sql`coalesce(${sql.ref(`r.${column.key}`)}, '')`);
      conditions.push(sql`concat_ws(' ', ${sql.join(texts)}) ilike ${containsPattern(q)}`);
    }
    if (filter.status && filter.report === 'certificates') conditions.push(sql`r.status = ${filter.status}`);
    const where = conditions.length === 0 ? sql`true` : sql.join(conditions, sql` and `);
    return sql<Record<string, unknown>>`select * from (${reportQuery(filter.report, context)}) r where ${where}`;
  }

  private async chart(report: ReportKind, context: ReportContext, columns: readonly ReportColumn[], rows: ReportCell[][]): Promise<ReportChart | null> {
    const bars = barSeries[report];
    if (bars) {
      const value = columns.findIndex((column) => column.key === bars.value);
      const label = columns.findIndex((column) => column.key === bars.label);
      const points = rows.filter((row) => typeof row[value] === 'number').map((row) => ({ label: String(row[label] ?? ''), value: row[value] as number }));
      return { kind: 'bar', unit: 'percent', series: [{ key: bars.value, points }] };
    }
    const series = timelineSeries[report];
    if (!series) return null;
    const months = chartMonths(context.period, context.now);
    const lines = await Promise.all(
      series.map(async (key) => {
        const counts = await monthlyCounts(key, months.start, months.until, context.now).execute(this.deps.db);
        const byMonth = new Map(counts.rows.map((row) => [row.month, Number(row.count)]));
        return { key, points: months.labels.map((month) => ({ label: month, value: byMonth.get(month) ?? 0 })) };
      }),
    );
    return { kind: 'line', unit: 'count', series: lines };
  }
}

const isStatus = (value: string): value is ReportStatus => (reportStatuses as readonly string[]).includes(value);

/** A database value as the contract's cell: instants as ISO text, numbers as numbers (pg sends some as text). */
const cellOf = (value: unknown, column: ReportColumn): ReportCell => {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (column.type === 'date') return new Date(String(value)).toISOString();
  if (column.type === 'count' || column.type === 'percent') return Number(value);
  return String(value);
};
