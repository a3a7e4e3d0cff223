/**
 * `<tc-admin-users>`: the users section of the admin console (issue 13), for role admin (the server
 * refuses everyone else with 40003). Searches users on the server by name, account, e-mail or
 * company, filters by role and status, sorts by a column and pages. Opening a user shows the
 * account, Deactivate / Reactivate (a deactivated account cannot log in and its sessions end),
 * Reset password (a generated one is e-mailed, to be changed at the next login) and each course's
 * tests with the attempts used; Reset attempts asks for a reason in place, kept in the audit log.
 * Create a user makes a learner or an administrator, optionally in a partner company. Results are
 * announced in a status region; everything works with the keyboard.
 *
 * @tag tc-admin-users
 * @attr {number} [page-size=20] - Users per page.
 * @attr {string} [query] - The search, filters, sort and page as an address's query, e.g. `?q=ana&status=active&sort=email&order=desc&page=2` (`?` alone: the first page of everyone; an attribute set to '' is ignored) (`role` learner or admin, `status` active or deactivated, `sort` name, account, email, company, role or createdAt); invalid values fall back to the defaults. A page keeping the list in its address sets it from its URL; when it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a sort pressed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it (empty: the first page of everyone); a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart search - The search form.
 * @csspart total - How many users match.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart table - A table's scrolling frame.
 * @csspart open - The button opening a user (their name).
 * @csspart status - An account status (also `status-active`, `status-deactivated`).
 * @csspart detail - One user's detail.
 * @csspart row - A test's row in the detail.
 * @csspart reset-form - The reason form of an attempts reset.
 * @csspart create-form - The form creating a user.
 * @csspart pager - The paging controls.
 * @csspart button - Each button (also `create`, `close`, `deactivate`, `reactivate`, `reset-password`, `reset-attempts`, `confirm-reset`, `submit`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminUsersCss from './admin-users.css?inline';
import { AdminUsers, type AdminUsersProps } from './AdminUsers';

export const adminUsersTag = 'tc-admin-users';

export type TcAdminUsersElement = HTMLElement & Omit<AdminUsersProps, keyof WidgetProps>;

/** Registers `<tc-admin-users>`; later calls are no-ops. */
export const defineAdminUsers = (): CustomElementConstructor =>
  defineWidget({
    tag: adminUsersTag,
    component: AdminUsers,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminUsersCss],
  });

defineAdminUsers();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-users': TcAdminUsersElement;
  }
}
