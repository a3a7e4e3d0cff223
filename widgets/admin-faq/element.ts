/**
 * `<tc-admin-faq>`: the FAQ section of the admin console (issue 13), for role admin (the server
 * refuses everyone else with 40003). Writes an entry (topic, English question and answer, optional
 * Spanish ones: without them Spanish readers see the English entry), lists every entry (drafts too;
 * search, topic, status, language and sort are applied and paged by the server), moves an entry up or
 * down inside its topic, publishes or unpublishes it (learners' `tc-faq` follows at once), corrects it
 * in place, or deletes it after a confirmation. Every change is audited by the server and announced in
 * a status region; keyboard only works throughout (focus stays on the move button that was pressed).
 *
 * @tag tc-admin-faq
 * @attr {number} [page-size=10] - Entries per page.
 * @attr {string} [query] - The search, filters, sort and page as an address's query, e.g. `?q=warranty&category=installation&status=draft&language=en&sort=updated&page=2` (`category` a topic's key, `status` all (the default), published or draft, `language` all (the default), es or en, `sort` order (the default), question or updated; `?` alone: the first page of every entry; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a filter or the sort changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart form - The form of a new entry, or of a correction.
 * @csspart filters - The search and filter form.
 * @csspart list - The list of entries.
 * @csspart item - One entry.
 * @csspart status - An entry's status (also `status-published`, `status-draft`).
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart input - Each select.
 * @csspart empty - The empty list's text.
 * @csspart button - Each button (also `save`, `search`, `move-up`, `move-down`, `edit`, `publish`, `unpublish`, `delete`, `confirm-delete`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import adminFaqCss from './admin-faq.css?inline';
import { AdminFaq, type AdminFaqProps } from './AdminFaq';

export const adminFaqTag = 'tc-admin-faq';

export type TcAdminFaqElement = HTMLElement & Omit<AdminFaqProps, keyof WidgetProps>;

/** Registers `<tc-admin-faq>`; later calls are no-ops. */
export const defineAdminFaq = (): CustomElementConstructor =>
  defineWidget({
    tag: adminFaqTag,
    component: AdminFaq,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, adminSectionCss, adminFaqCss],
  });

defineAdminFaq();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-faq': TcAdminFaqElement;
  }
}
