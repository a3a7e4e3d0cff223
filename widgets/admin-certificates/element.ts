/**
 * `<tc-admin-certificates>`: the certificates section of the admin console (issue 13), for role
 * admin (the server refuses everyone else with 40003). Searches every certificate by serial, holder
 * name or e-mail, company or course, filtered by status; the server sorts (column headers) and pages.
 * Revoke and Reissue ask for a reason in place (kept in the audit log); a reissue gives the holder a
 * new serial and a notification, and marks the old one replaced. Results are announced in a status
 * region; keyboard only works throughout (Cancel returns the focus to the button that opened the form).
 *
 * @tag tc-admin-certificates
 * @attr {number} [page-size=20] - Certificates per page (at most 100).
 * @attr {string} [query] - The search, status, sort and page as an address's query, e.g. `?q=TC-&status=valid&sort=holder&order=asc&page=2` (`status` valid, expiring, expired, revoked or superseded; `sort` serial, holder, company, course, issuedAt, validUntil or status, default issuedAt descending; `?` alone: the first page of every certificate; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a sort pressed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart search - The search form.
 * @csspart notice - The announcement of the last action.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the search could not load, with its retry button.
 * @csspart not-found - In place of a certificate's form or question, the server's words that the certificate does not exist (also `error`), with Back to the list and no retry.
 * @csspart table - The table's scrolling frame.
 * @csspart pager - The paging controls.
 * @csspart status - A status (also `status-valid`, `status-expiring`, `status-expired`, `status-revoked`, `status-superseded`).
 * @csspart reason-form - The reason form of a revoke or reissue.
 * @csspart button - Each button (also `search-button`, `revoke`, `reissue`, `confirm-revoke`, `confirm-reissue`, `back`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import certificateStatusCss from '../../src/ui/certificateStatus.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminCertificatesCss from './admin-certificates.css?inline';
import { AdminCertificates, type AdminCertificatesProps } from './AdminCertificates';

export const adminCertificatesTag = 'tc-admin-certificates';

export type TcAdminCertificatesElement = HTMLElement & Omit<AdminCertificatesProps, keyof WidgetProps>;

/** Registers `<tc-admin-certificates>`; later calls are no-ops. */
export const defineAdminCertificates = (): CustomElementConstructor =>
  defineWidget({
    tag: adminCertificatesTag,
    component: AdminCertificates,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, certificateStatusCss, adminCertificatesCss],
  });

defineAdminCertificates();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-certificates': TcAdminCertificatesElement;
  }
}
