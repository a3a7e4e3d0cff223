/**
 * `<tc-admin-instructors>`: the instructors section of the admin console (issue 13), for role admin
 * (the server refuses everyone else with 40003). Lists instructors paged, searched (name, e-mail),
 * filtered (type, state) and sorted by the server; creates one (a taken e-mail is answered clearly);
 * opens one to correct name, e-mail or type, to show, download (PNG or SVG), print or regenerate the QR
 * code of the current session (the old code stops working), and to deactivate it (learners no longer
 * see it and its QR codes take no answers) or reactivate it. Every change is audited by the server and
 * announced in a status region; keyboard only works throughout.
 *
 * @tag tc-admin-instructors
 * @attr {number} [page-size=10] - Instructors per page.
 * @attr {string} [query] - The search, filters, sort and page as an address's query, e.g. `?q=ana&kind=external&status=active&sort=email&order=desc&page=2` (`kind` all (the default), internal or external, `status` all (the default), active or deactivated, `sort` name (the default), email, kind or createdAt, `order` asc or desc; `?` alone: the first page of every instructor; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a sort pressed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart search - The search form.
 * @csspart total - How many instructors match.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart table - The table's scrolling frame.
 * @csspart open - The button opening an instructor (their name).
 * @csspart status - An instructor's state (also `status-active`, `status-deactivated`).
 * @csspart detail - The opened instructor.
 * @csspart qr - The QR code of the current session with its caption.
 * @csspart link - The address the QR code holds.
 * @csspart no-session - The hint shown when the instructor has no training session yet.
 * @csspart form - The form of a new instructor, or of a correction.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart pager - The paging controls.
 * @csspart button - Each button (also `create`, `save`, `edit`, `download-png`, `download-svg`, `print`, `regenerate`, `confirm-regenerate`, `deactivate`, `confirm-deactivate`, `reactivate`, `close`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import adminInstructorsCss from './admin-instructors.css?inline';
import { AdminInstructors, type AdminInstructorsProps } from './AdminInstructors';

export const adminInstructorsTag = 'tc-admin-instructors';

export type TcAdminInstructorsElement = HTMLElement & Omit<AdminInstructorsProps, keyof WidgetProps>;

/** Registers `<tc-admin-instructors>`; later calls are no-ops. */
export const defineAdminInstructors = (): CustomElementConstructor =>
  defineWidget({
    tag: adminInstructorsTag,
    component: AdminInstructors,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, tableCss, adminInstructorsCss],
  });

defineAdminInstructors();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-instructors': TcAdminInstructorsElement;
  }
}
