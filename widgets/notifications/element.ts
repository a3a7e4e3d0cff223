/**
 * `<tc-notifications>`: the signed-in user's notifications (spec 2 `/notifications`, issue 11), newest
 * first with paging: lesson passed, test failed twice, certificate issued or expiring, new notice,
 * webinar tomorrow, each in the reader's language as the server writes it, unread ones marked. Mark
 * one or all read; the page hears the unread count of every answer and after every change. Empty: 'There are no notifications here.'
 *
 * @tag tc-notifications
 * @attr {number} [page-size=10] - Notifications per page (at most 50).
 * @attr {string} [query] - The page as an address's query, e.g. `?page=2` (`?` alone: the first page; an attribute set to '' is ignored); an invalid page opens the first. When it changes (Back, Forward), the list follows. Without it, the widget keeps the page itself.
 * @fires tc-notifications-changed - `{ unread }` when a page of the list arrives, and after notifications were marked read.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a page is turned: `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - 'There are no notifications here.'
 * @csspart unread-count - The unread count.
 * @csspart list - The list.
 * @csspart item - A notification (also `unread`).
 * @csspart paging - The page buttons.
 * @csspart button - Each button (also `mark-read`, `mark-all`, `retry`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import blocksCss from '../../src/ui/blocks.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import notificationsCss from './notifications.css?inline';
import { Notifications, type NotificationsProps } from './Notifications';

export const notificationsTag = 'tc-notifications';

export type TcNotificationsElement = HTMLElement & Omit<NotificationsProps, keyof WidgetProps>;

/** Registers `<tc-notifications>`; later calls are no-ops. */
export const defineNotifications = (): CustomElementConstructor =>
  defineWidget({ tag: notificationsTag, component: Notifications, props: { pageSize: 'number', query: 'string' }, styles: [formsCss, blocksCss, notificationsCss] });

defineNotifications();

declare global {
  interface HTMLElementTagNameMap {
    'tc-notifications': TcNotificationsElement;
  }
}
