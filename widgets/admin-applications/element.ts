/**
 * `<tc-admin-applications>`: the partner application queue of the admin console (issue 13), for
 * role admin (the server refuses everyone else with 40003). Lists applications newest first, one
 * page at a time, filtered by status (pending by default); Approve creates the company and its
 * administrator account and e-mails the login with the business partner certificate; Reject asks
 * for a reason in place, which is e-mailed to the applicant. Both in the applicant's language. A
 * result is announced in a status region; keyboard only works throughout (Cancel returns the focus).
 *
 * @tag tc-admin-applications
 * @attr {string} [status="pending"] - The status the queue opens with: pending, approved, rejected, or '' for all.
 * @attr {number} [page-size=20] - Applications per page.
 * @attr {string} [query] - The status and page as an address's query, e.g. `?status=rejected&page=2` (`status` pending, approved, rejected or all; left out: the one `status` opens with; `?` alone: its first page; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the queue follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after the status filter changed or a page turned: `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart filter - The status filter.
 * @csspart notice - The announcement of the last decision.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the queue could not load, with its retry button.
 * @csspart table - The table's scrolling frame.
 * @csspart row - An application's row.
 * @csspart status - A status (also `status-pending`, `status-approved`, `status-rejected`).
 * @csspart reject-form - The reason form of a rejection.
 * @csspart pages - The paging controls.
 * @csspart button - Each button (also `approve`, `reject`, `confirm-reject`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminApplicationsCss from './admin-applications.css?inline';
import { AdminApplications, type AdminApplicationsProps } from './AdminApplications';

export const adminApplicationsTag = 'tc-admin-applications';

export type TcAdminApplicationsElement = HTMLElement & Omit<AdminApplicationsProps, keyof WidgetProps>;

/** Registers `<tc-admin-applications>`; later calls are no-ops. */
export const defineAdminApplications = (): CustomElementConstructor =>
  defineWidget({
    tag: adminApplicationsTag,
    component: AdminApplications,
    props: { status: 'string', pageSize: 'number', query: 'string' },
    styles: [formsCss, tableCss, adminApplicationsCss],
  });

defineAdminApplications();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-applications': TcAdminApplicationsElement;
  }
}
