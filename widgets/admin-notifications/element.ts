/**
 * `<tc-admin-notifications>`: notifications to a group in the admin console (issue 13), for role admin
 * (the server refuses everyone else with 40003). Writes one message (English title and text required,
 * Spanish optional, an optional page of the portal to open), chooses who receives it (audiences,
 * countries, one company, company administrators only; nothing chosen means every active learner),
 * shows how many learners it reaches and how many of them by e-mail, and sends it once after a
 * confirmation. Lists every send, newest first, paged by the server. Keyboard only works throughout.
 *
 * @tag tc-admin-notifications
 * @attr {number} [page-size=10] - Sent notifications per page.
 * @attr {string} [query] - The search, order and page as an address's query, e.g. `?q=recall&order=asc&page=2` (`order` desc (newest first, the default) or asc; `?` alone: the first page of every send; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, the order changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last send.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart form - The form of a new notification.
 * @csspart group - The fieldset that chooses who receives it.
 * @csspart reach - How many learners the group reaches now.
 * @csspart search - The list's search: title, filters and order (the server searches).
 * @csspart list - The list of sent notifications.
 * @csspart item - One sent notification.
 * @csspart reached - Who sent it, when, and how many it reached.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when a list could not load, with its retry button.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart checkbox - Each checkbox.
 * @csspart empty - The empty list's text.
 * @csspart button - Each button (also `send`, `confirm-send`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import { AdminNotifications, type AdminNotificationsProps } from './AdminNotifications';

export const adminNotificationsTag = 'tc-admin-notifications';

export type TcAdminNotificationsElement = HTMLElement & Omit<AdminNotificationsProps, keyof WidgetProps>;

/** Registers `<tc-admin-notifications>`; later calls are no-ops. */
export const defineAdminNotifications = (): CustomElementConstructor =>
  defineWidget({
    tag: adminNotificationsTag,
    component: AdminNotifications,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, adminSectionCss],
  });

defineAdminNotifications();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-notifications': TcAdminNotificationsElement;
  }
}
