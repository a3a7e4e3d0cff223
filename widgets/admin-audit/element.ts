/**
 * `<tc-admin-audit>`: the audit log of the admin console (issue 13), for role admin (the server
 * refuses everyone else with 40003). Every admin action wrote one entry: who, what, which record,
 * when and what it carried (a reason, created ids). Newest first, filtered on the server by the
 * actor's account, the action, the target (an id, an account or a word of the details) and a range
 * of UTC days, one page at a time.
 *
 * @tag tc-admin-audit
 * @attr {number} [page-size=25] - Entries per page.
 * @attr {string} [query] - The filters and page as an address's query, e.g. `?actor=olivia&action=exam.attempts.reset&target=lena&from=2031-03-01&to=2031-03-31&page=2` (`action` one of the audit actions, `from` and `to` UTC days as YYYY-MM-DD; `?` alone: the first page of the whole log; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after the filters are submitted or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart search - The filter form.
 * @csspart total - How many entries match.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the log could not load, with its retry button.
 * @csspart table - The table's scrolling frame.
 * @csspart pager - The paging controls.
 * @csspart button - Each button.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminAuditCss from './admin-audit.css?inline';
import { AdminAudit, type AdminAuditProps } from './AdminAudit';

export const adminAuditTag = 'tc-admin-audit';

export type TcAdminAuditElement = HTMLElement & Omit<AdminAuditProps, keyof WidgetProps>;

/** Registers `<tc-admin-audit>`; later calls are no-ops. */
export const defineAdminAudit = (): CustomElementConstructor =>
  defineWidget({
    tag: adminAuditTag,
    component: AdminAudit,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminAuditCss],
  });

defineAdminAudit();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-audit': TcAdminAuditElement;
  }
}
