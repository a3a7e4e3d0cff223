/**
 * `<tc-admin-reports>`: the reports section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Progress per learner, per company and per course;
 * certificates issued, expiring and expired; material downloads; exam statistics per question (the
 * share of right answers, lowest first). Each is searched, limited to a period, sorted by any column
 * and paged on the server, and saved as CSV with Download CSV. Progress over time and the pass rate per
 * question are drawn as an SVG chart (role img with a title and a description; the same numbers in a
 * table under it), loaded only when shown.
 *
 * @tag tc-admin-reports
 * @attr {string} [report="learners"] - The report shown first: learners, companies, courses, certificates, downloads or questions.
 * @attr {number} [page-size=20] - Rows per page (at most 100).
 * @attr {string} [query] - The report, filters, sort and page as an address's query, e.g. `?report=certificates&q=zamora&from=2031-01-01&to=2031-03-31&status=valid&sort=holder&order=asc&page=2` (`report` learners, companies, courses, certificates, downloads or questions, left out: the one `report` opens with; `from` and `to` UTC days as YYYY-MM-DD; `status` valid, expiring, expired, revoked or superseded, for certificates only; `sort` a column of the report, left out with `order`: the report's own sort; `?` alone: the first page of the opening report; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the report follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after the filters are applied, a sort pressed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart filter - The report, search, period and status form.
 * @csspart notice - The announcement of the last download.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the report could not load, with its retry button.
 * @csspart chart - The chart with its legend and its table of numbers.
 * @csspart table - The table's scrolling frame.
 * @csspart pager - The paging controls.
 * @csspart button - Each button (also `apply`, `export`).
 * @cssprop --tc-chart-series-1 - Colour of the first series (default: the primary colour).
 * @cssprop --tc-chart-series-2 - Colour of the second series.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminReportsCss from './admin-reports.css?inline';
import { AdminReports, type AdminReportsProps } from './AdminReports';

export const adminReportsTag = 'tc-admin-reports';

export type TcAdminReportsElement = HTMLElement & Omit<AdminReportsProps, keyof WidgetProps>;

/** Registers `<tc-admin-reports>`; later calls are no-ops. */
export const defineAdminReports = (): CustomElementConstructor =>
  defineWidget({
    tag: adminReportsTag,
    component: AdminReports,
    props: { report: 'string', pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminReportsCss],
  });

defineAdminReports();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-reports': TcAdminReportsElement;
  }
}
