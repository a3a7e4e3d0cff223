/**
 * `<tc-admin-webinars>`: the webinars section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Schedules a webinar (English and Spanish title and
 * description, start, duration, join link, recording link), lists every webinar (past and cancelled
 * too, latest start first, paged by the server) with the status the server states (scheduled, ended
 * once its start plus duration has passed, cancelled), corrects one in place (one that has ended
 * keeps its start, duration and join link), or cancels a scheduled one after a confirmation (learners
 * no longer see it). Every change is audited by the server and announced in a status region; a
 * refusal stays in its row, and the row's Edit takes the focus after each action; keyboard only
 * works throughout.
 *
 * @tag tc-admin-webinars
 * @attr {number} [page-size=10] - Webinars per page.
 * @attr {string} [query] - The search, status, order and page as an address's query, e.g. `?q=storage&status=scheduled&order=asc&page=2` (`status` scheduled, ended or cancelled, `order` desc (latest start first, the default) or asc; `?` alone: the first page of every webinar; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a filter changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart form - The form of a new webinar, or of a correction.
 * @csspart search - The list's search: title, filters and order (the server searches).
 * @csspart list - The list of webinars.
 * @csspart item - One webinar.
 * @csspart status - A webinar's status (also `status-scheduled`, `status-ended`, `status-cancelled`).
 * @csspart alert - The server's refusal of a row's action (e.g. cancelling a webinar that has ended meanwhile).
 * @csspart held-hint - In the correction of a webinar that has ended: why its start, duration and join link are read-only.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart empty - The empty list's text.
 * @csspart button - Each button (also `save`, `edit`, `cancel-webinar`, `confirm-cancel`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import { AdminWebinars, type AdminWebinarsProps } from './AdminWebinars';

export const adminWebinarsTag = 'tc-admin-webinars';

export type TcAdminWebinarsElement = HTMLElement & Omit<AdminWebinarsProps, keyof WidgetProps>;

/** Registers `<tc-admin-webinars>`; later calls are no-ops. */
export const defineAdminWebinars = (): CustomElementConstructor =>
  defineWidget({
    tag: adminWebinarsTag,
    component: AdminWebinars,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, adminSectionCss],
  });

defineAdminWebinars();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-webinars': TcAdminWebinarsElement;
  }
}
