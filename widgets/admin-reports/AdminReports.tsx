import { lazy, Suspense, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { exportReport, getReport } from '../../src/api/adminReports';
import { userMessage } from '../../src/api/apiError';
import type { ReportCell, ReportResult } from '../../src/contract/report';
import { reportCertificateFilters, reportColumns, reportKinds, type ReportColumnType, type ReportKind } from '../../src/contract/reportTerms';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { DataTable, type DataTableColumn } from '../../src/ui/DataTable';
import { formatDate } from '../../src/ui/formatDate';
import { dayText, oneOf, searchText, useListAddress, type ListQueryFields } from '../../src/ui/listAddress';
import { Pager } from '../../src/ui/Pager';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useResource } from '../../src/ui/useResource';
import { formatPercent } from '../../src/ui/formatPercent';
import { numberFormat } from '../../src/ui/intlFormats';

// d3 and the SVG drawing load only when a chart is shown (docs/performance.md: 25 KB per widget).
const ReportChart = lazy(() => import('./ReportChart'));

export type AdminReportsProps = WidgetProps & {
  /** The report shown first (learners, companies, courses, certificates, downloads, questions). */
  report?: string;
  /** Rows per page (the server caps it at 100). */
  pageSize?: number;
  /** The report, filters, sort and page as an address's query (`?report=certificates&status=valid&sort=holder&order=asc&page=2`), set by a page that keeps them in its address. */
  query?: string;
};

const defaultPageSize = 20;
type CertificateFilter = (typeof reportCertificateFilters)[number];
type Applied = { report: ReportKind; q: string; from: string; to: string; status: CertificateFilter | ''; sort?: string; order?: 'asc' | 'desc'; page: number };

const toKind = (value: string | undefined): ReportKind => ((reportKinds as readonly string[]).includes(value ?? '') ? (value as ReportKind) : 'learners');

/** Every column key of any report: a sort the address names that the chosen report lacks is dropped (its default sort applies). */
const sortKeys = [...new Set(reportKinds.flatMap((kind) => reportColumns[kind].map((column) => column.key)))];

/**
 * The reports' query parameters (`?report=&q=&from=&to=&status=&sort=&order=&page=`): anything else in an address
 * falls back to these; `report` to the one the widget opens with, `sort` and `order` to the report's own.
 */
export const reportListFields = (opening: ReportKind) =>
  ({
    report: { fallback: opening, valid: oneOf(reportKinds) },
    q: searchText,
    from: dayText,
    to: dayText,
    status: { fallback: '', valid: oneOf(reportCertificateFilters) },
    sort: { fallback: '', valid: oneOf(sortKeys) },
    order: { fallback: '', valid: oneOf(['asc', 'desc']) },
  }) satisfies ListQueryFields;

/** What an address holds as the applied report: a status only for certificates, a sort only of the report's own columns. */
const appliedOf = (query: Record<keyof ReturnType<typeof reportListFields>, string> & { page: number }): Applied => {
  const report = toKind(query.report);
  const sort = reportColumns[report].some((column) => column.key === query.sort) ? query.sort : undefined;
  return {
    report,
    q: query.q,
    from: query.from,
    to: query.to,
    status: report === 'certificates' ? (query.status as CertificateFilter | '') : '',
    sort,
    order: sort && query.order ? (query.order as 'asc' | 'desc') : undefined,
    page: query.page,
  };
};
type Row = { key: string; cells: ReportCell[] };

/**
 * The admin console's reports (issue 13): pick a report, filter it (search, period, certificate
 * status), sort by any column, page; the server does all of it. A chart shows what people would
 * rather look at; Download CSV saves every filtered row.
 */
export function AdminReports({ emit, report: initialReport, pageSize = defaultPageSize, query: address }: AdminReportsProps) {
  const { t, i18n } = useTranslation('adminReports');
  const ids = { heading: useId(), report: useId(), q: useId(), from: useId(), to: useId(), status: useId(), description: useId() };
  const size = pageSize > 0 ? pageSize : defaultPageSize;
  // The report, filters, sort and page: the page's address when it keeps them there, else this widget's own.
  const opening = toKind(initialReport);
  const fields = useMemo(() => reportListFields(opening), [opening]);
  const list = useListAddress(fields, address, emit);
  const applied = appliedOf(list.query);
  const setApplied = (next: Applied) => list.change({ ...next, status: next.status, sort: next.sort ?? '', order: next.order ?? '' });
  const [draft, setDraft] = useState(applied);
  // Another report or filter arrived (applied, or Back to an earlier one): the fields show it.
  const appliedFilter = JSON.stringify([applied.report, applied.q, applied.from, applied.to, applied.status]);
  const [draftFor, setDraftFor] = useState(appliedFilter);
  if (draftFor !== appliedFilter) {
    setDraftFor(appliedFilter);
    setDraft(applied);
  }
  const [notice, setNotice] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  // Another filter, sort or page keeps the last report (busy): the control just used keeps the focus.
  const { resource, reload, busy } = useResource<ReportResult>(() => getReport({ ...filterOf(applied), page: applied.page, pageSize: size }), JSON.stringify({ ...applied, size }), {
    language: i18n.language,
    keepWhileLoading: true,
  });
  const kindName = t(`reports.kinds.${applied.report}`);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    const sameReport = draft.report === applied.report;
    setApplied({ ...draft, q: draft.q.trim(), sort: sameReport ? applied.sort : undefined, order: sameReport ? applied.order : undefined, status: draft.report === 'certificates' ? draft.status : '', page: 1 });
  };

  const download = async () => {
    setExporting(true);
    setNotice(t('reports.exporting'));
    try {
      const saved = await exportReport(filterOf(applied));
      setNotice(t('reports.exported', { fileName: saved.fileName }));
    } catch (error) {
      setNotice(userMessage(error) ?? t('reports.loadError'));
    } finally {
      setExporting(false);
    }
  };

  const cell = (value: ReportCell, type: ReportColumnType) => {
    if (value === null) return '—';
    if (type === 'date' && typeof value === 'string') return formatDate(value, i18n.language);
    if (type === 'status') return t(`reports.statuses.${String(value)}`, { defaultValue: String(value) });
    if (typeof value === 'number') return type === 'percent' ? formatPercent(value, i18n.language) : numberFormat(i18n.language).format(value);
    return value;
  };

  const onSort = (key: string) => {
    if (resource.status !== 'ready') return;
    const order = resource.data.sort === key && resource.data.order === 'asc' ? 'desc' : 'asc';
    setApplied({ ...applied, sort: key, order, page: 1 });
  };

  return (
    <section className="tc-admin-reports" part="base" aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="tc-admin-reports__heading" part="heading">
        {t('reports.heading')}
      </h2>
      <form className="tc-filters" onSubmit={apply} part="filter" aria-describedby={ids.description}>
        <div className="tc-field">
          <label className="tc-label" htmlFor={ids.report}>
            {t('reports.report')}
          </label>
          <select id={ids.report} className="tc-input" value={draft.report} onChange={(event) => setDraft({ ...draft, report: toKind(event.target.value) })}>
            {reportKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`reports.kinds.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={ids.q}>
            {t('reports.search')}
          </label>
          <input id={ids.q} className="tc-input" type="search" maxLength={100} value={draft.q} onChange={(event) => setDraft({ ...draft, q: event.target.value })} />
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={ids.from}>
            {t('reports.from')}
          </label>
          <input id={ids.from} className="tc-input" type="date" value={draft.from} onChange={(event) => setDraft({ ...draft, from: event.target.value })} />
        </div>
        <div className="tc-field">
          <label className="tc-label" htmlFor={ids.to}>
            {t('reports.to')}
          </label>
          <input id={ids.to} className="tc-input" type="date" value={draft.to} onChange={(event) => setDraft({ ...draft, to: event.target.value })} />
        </div>
        {draft.report === 'certificates' ? (
          <div className="tc-field">
            <label className="tc-label" htmlFor={ids.status}>
              {t('reports.status')}
            </label>
            <select id={ids.status} className="tc-input" value={draft.status} onChange={(event) => setDraft({ ...draft, status: event.target.value as CertificateFilter | '' })}>
              <option value="">{t('reports.anyStatus')}</option>
              {reportCertificateFilters.map((status) => (
                <option key={status} value={status}>
                  {t(`reports.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <button type="submit" className="tc-button" part="button apply">
          {t('reports.apply')}
        </button>
      </form>
      <p id={ids.description} className="tc-hint tc-admin-reports__description">
        {t(`reports.descriptions.${draft.report}`)}
      </p>
      <p className="tc-admin-reports__notice" role="status" part="notice">
        {notice}
      </p>
      {resource.status === 'loading' ? (
        <p className="tc-admin-reports__loading" part="loading" aria-busy="true">
          {t('common:loading')}
        </p>
      ) : resource.status === 'error' ? (
        <div className="tc-admin-reports__error" part="error">
          <p>{userMessage(resource.error) ?? t('reports.loadError')}</p>
          <button type="button" className="tc-button tc-button--secondary" part="button" onClick={reload}>
            {t('common:actions.retry')}
          </button>
        </div>
      ) : (
        <ReportView
          result={resource.data}
          busy={busy}
          kindName={kindName}
          cell={cell}
          onSort={onSort}
          onPage={(page) => setApplied({ ...applied, page })}
          exportButton={
            <ThrottledButton className="tc-button tc-button--secondary" busy={exporting} onClick={() => void download()} part="button export">
              {t('reports.export')}
            </ThrottledButton>
          }
        />
      )}
    </section>
  );
}

/** What the API call and the export send for the applied filter. */
const filterOf = (applied: Applied) => ({
  report: applied.report,
  q: applied.q.trim() || undefined,
  from: applied.from || undefined,
  to: applied.to || undefined,
  status: applied.report === 'certificates' && applied.status ? applied.status : undefined,
  sort: applied.sort,
  order: applied.order,
});

type ReportViewProps = {
  result: ReportResult;
  /** The result shown is the last one while another loads. */
  busy: boolean;
  kindName: string;
  cell: (value: ReportCell, type: ReportColumnType) => ReactNode;
  onSort: (key: string) => void;
  onPage: (page: number) => void;
  exportButton: ReactNode;
};

/** One answered report: its chart (when it has one), the export button, the table and the pager. */
function ReportView({ result, busy, kindName, cell, onSort, onPage, exportButton }: ReportViewProps) {
  const { t, i18n } = useTranslation('adminReports');
  const types = new Map(reportColumns[result.report].map((column) => [column.key, column.type]));
  const columns: DataTableColumn<Row>[] = result.columns.map((key, index) => ({
    key,
    header: t(`reports.columns.${key}`),
    sortable: true,
    cell: (row) => cell(row.cells[index] ?? null, types.get(key) ?? 'text'),
  }));
  const rows: Row[] = result.rows.map((cells, index) => ({ key: `${result.page}:${index}`, cells }));
  const chart = result.chart;
  const seriesName = (key: string) => t(`reports.chart.series.${key}`, { defaultValue: key });
  const hasData = chart !== null && chart.series.some((series) => series.points.length > 0);
  return (
    <>
      <div className="tc-admin-reports__toolbar">{exportButton}</div>
      {hasData ? (
        <section className="tc-admin-reports__chart" aria-label={t('reports.chart.heading')}>
          <Suspense
            fallback={
              <p className="tc-admin-reports__loading" aria-busy="true">
                {t('reports.chart.loading')}
              </p>
            }
          >
            <ReportChart
              chart={chart}
              title={t(chart.kind === 'line' ? 'reports.chart.line' : 'reports.chart.bar', { report: kindName })}
              description={t('reports.chart.description', { series: chart.series.map((series) => seriesName(series.key)).join(', ') })}
              seriesName={seriesName}
              labelHeader={t(chart.kind === 'line' ? 'reports.chart.month' : 'reports.chart.label')}
              tableCaption={t('reports.chart.tableCaption')}
              language={i18n.language}
            />
          </Suspense>
        </section>
      ) : null}
      <DataTable
        caption={t('reports.caption', { report: kindName, total: result.total })}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.key}
        rowLabel={(row) => String(row.cells[0] ?? '')}
        emptyMessage={t('reports.empty')}
        busy={busy}
        sort={{ key: result.sort, descending: result.order === 'desc' }}
        onSortChange={onSort}
      />
      <Pager page={result.page} pageSize={result.pageSize} total={result.total} onPage={onPage} />
    </>
  );
}
