/**
 * `<tc-admin-companies>`: the companies section of the admin console (issue 13), for role admin
 * (the server refuses everyone else with 40003). Partner companies with their members count,
 * searched by name or number, sorted by a column and paged on the server; opening one shows its
 * people with their courses' progress and their valid certificates.
 *
 * @tag tc-admin-companies
 * @attr {number} [page-size=20] - Companies per page.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart search - The search form.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart table - A table's scrolling frame.
 * @csspart open - The button opening a company (its name).
 * @csspart detail - One company.
 * @csspart row - A person's row.
 * @csspart pager - The paging controls.
 * @csspart button - Each button (also `close`).
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
    props: { pageSize: 'number' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminCompaniesCss],
  });

defineAdminCompanies();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-companies': TcAdminCompaniesElement;
  }
}
