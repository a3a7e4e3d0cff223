/**
 * `<tc-admin-companies>`: the companies section of the admin console (issue 13), for role admin
 * (the server refuses everyone else with 40003). Partner companies with their members count,
 * searched by name or number, sorted by a column and paged on the server; opening one shows its
 * people with their courses' progress and their valid certificates. An active member who is not the
 * company's administrator can be made it, after a confirmation that names the administrator before
 * (who stays a member); the business partner certificate moves to them. The server checks and audits.
 *
 * @tag tc-admin-companies
 * @attr {number} [page-size=20] - Companies per page.
 * @attr {string} [query] - The search, sort and page as an address's query, e.g. `?q=aurora&sort=members&order=desc&page=2` (`sort` name, companyNumber, country, members or createdAt; `?` alone: the first page of every company; an attribute set to '' is ignored); invalid values fall back to the defaults. A page keeping the list in its address sets it from its URL; when it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a sort pressed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart search - The search form.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button; also a refused change of administrator, under its confirmation.
 * @csspart notice - What a change of administrator did.
 * @csspart table - A table's scrolling frame.
 * @csspart open - The button opening a company (its name).
 * @csspart detail - One company.
 * @csspart row - A person's row.
 * @csspart pager - The paging controls.
 * @csspart button - Each button (also `close`, `make-admin`, `confirm-admin`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminCompaniesCss from './admin-companies.css?inline';
import { AdminCompanies, type AdminCompaniesProps } from './AdminCompanies';

export const adminCompaniesTag = 'tc-admin-companies';

export type TcAdminCompaniesElement = HTMLElement & Omit<AdminCompaniesProps, keyof WidgetProps>;

/** Registers `<tc-admin-companies>`; later calls are no-ops. */
export const defineAdminCompanies = (): CustomElementConstructor =>
  defineWidget({
    tag: adminCompaniesTag,
    component: AdminCompanies,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminCompaniesCss],
  });

defineAdminCompanies();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-companies': TcAdminCompaniesElement;
  }
}
