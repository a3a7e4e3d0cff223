/**
 * `<tc-admin-notices>`: the notices section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Publishes a notice (title and HTML body, sanitised by the
 * server; every user is notified), lists every notice newest first with its status, corrects one in
 * place, or takes one down after a confirmation (readers no longer see it). Every change is audited
 * by the server and announced in a status region; keyboard only works throughout.
 *
 * @tag tc-admin-notices
 * @attr {number} [page-size=10] - Notices per page.
 * @attr {string} [query] - The search, status, order and page as an address's query, e.g. `?q=closure&status=published&order=asc&page=2` (`status` published or unpublished, `order` desc (newest first, the default) or asc; `?` alone: the first page of every notice; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a filter changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart form - The form of a new notice, or of a correction.
 * @csspart search - The list's search: title, filters and order (the server searches).
 * @csspart list - The list of notices.
 * @csspart item - One notice.
 * @csspart status - A notice's status (also `status-published`, `status-unpublished`).
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart not-found - In place of a notice's form or question, the server's words that the notice does not exist (also `error`), with Back to the list and no retry.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart empty - The empty list's text.
 * @csspart button - Each button (also `save`, `edit`, `unpublish`, `confirm-unpublish`, `back`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import { AdminNotices, type AdminNoticesProps } from './AdminNotices';

export const adminNoticesTag = 'tc-admin-notices';

export type TcAdminNoticesElement = HTMLElement & Omit<AdminNoticesProps, keyof WidgetProps>;

/** Registers `<tc-admin-notices>`; later calls are no-ops. */
export const defineAdminNotices = (): CustomElementConstructor =>
  defineWidget({
    tag: adminNoticesTag,
    component: AdminNotices,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, adminSectionCss],
  });

defineAdminNotices();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-notices': TcAdminNoticesElement;
  }
}
