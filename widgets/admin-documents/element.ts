/**
 * `<tc-admin-documents>`: the documents section of the admin console (issue 13), for role admin (the
 * server refuses everyone else with 40003). Lists every document, unpublished too, with search,
 * category, language, published state and sort applied by the server, a page at a time; creates and
 * corrects a document (English and optional Spanish title and description, category, country
 * versions); uploads each language's PDF with its progress (the server checks the bytes are a PDF and
 * the size limit); publishes or unpublishes (learners follow at once); deletes after a confirmation;
 * creates, renames and deletes categories (one that still holds documents is refused). Every change is
 * audited by the server and announced in a status region; keyboard only works throughout.
 *
 * @tag tc-admin-documents
 * @attr {number} [page-size=10] - Documents per page.
 * @attr {string} [query] - The search, filters, sort and page as an address's query, e.g. `?q=inverter&categoryId=…&language=es&published=unpublished&sort=title&page=2` (`language` en or es, `published` all (the default), published or unpublished, `sort` title, category or updated, each ascending or with `-` descending, default -updated; `?` alone: the first page of every document; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a filter or the sort changed or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart forbidden - What a signed-in learner sees instead of the section: it is for administrators.
 * @csspart heading - The heading.
 * @csspart notice - The announcement of the last change.
 * @csspart alert - A form's or an action's refusal, announced.
 * @csspart form - The form of a new document, or of a correction.
 * @csspart countries - The country versions of the form.
 * @csspart list - The list of documents.
 * @csspart filters - The search and filters of the list (the text applies on Search or Enter, a select at once).
 * @csspart item - One document.
 * @csspart file - One language's PDF of a document, with its upload button.
 * @csspart progress - The progress of an upload.
 * @csspart status - A document's state (also `status-published`, `status-unpublished`).
 * @csspart categories - The categories panel.
 * @csspart category - One category.
 * @csspart category-form - The form of a new category, or of a rename.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the section could not load, with its retry button.
 * @csspart not-found - In place of a document's or a category's form or question, the server's words that it no longer exists (also `error`), with Back to the list and no retry.
 * @csspart pager - The paging controls.
 * @csspart field - Each form field.
 * @csspart label - Each field's label.
 * @csspart empty - The empty list's text.
 * @csspart button - Each button (also `search`, `save`, `edit`, `upload`, `publish`, `delete`, `confirm-delete`, `rename`, `delete-category`, `confirm-delete-category`, `save-category`, `back`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import adminSectionCss from '../../src/ui/adminSection.css?inline';
import adminDocumentsCss from './admin-documents.css?inline';
import { AdminDocuments, type AdminDocumentsProps } from './AdminDocuments';

export const adminDocumentsTag = 'tc-admin-documents';

export type TcAdminDocumentsElement = HTMLElement & Omit<AdminDocumentsProps, keyof WidgetProps>;

/** Registers `<tc-admin-documents>`; later calls are no-ops. */
export const defineAdminDocuments = (): CustomElementConstructor =>
  defineWidget({
    tag: adminDocumentsTag,
    component: AdminDocuments,
    props: { pageSize: 'number', query: 'string' },
    adminTexts: true,
    styles: [formsCss, adminSectionCss, adminDocumentsCss],
  });

defineAdminDocuments();

declare global {
  interface HTMLElementTagNameMap {
    'tc-admin-documents': TcAdminDocumentsElement;
  }
}
