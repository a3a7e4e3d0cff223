/**
 * `<tc-documents>`: documents of the signed-in user's country (spec 2 `/document`, `/documents`,
 * issue 10), in the chosen language, in English when a document has no translation (it says so).
 * Mode `index`: categories with their counts, search (every word as a prefix), document language and
 * server paging. Mode `list`: the flat list with search and paging. Mode `detail`: one document's
 * facts, its PDF previewed inline (a signed address, no header needed) and Download (the server's
 * file name). The user comes from the page's session.
 *
 * @tag tc-documents
 * @attr {"index" | "list" | "detail"} [mode="index"] - Which view to show.
 * @attr {string} document-id - The document `detail` shows.
 * @attr {string} category - The category slug the index opens with (e.g. `datasheets`).
 * @attr {string} [detail-url="/document/detail?documentId={documentId}"] - Where a title links; `{documentId}` is replaced. Same-origin paths go through `configure({ navigate })`.
 * @attr {string} [index-url="/document/index"] - Where the detail's Back link goes.
 * @attr {number} [page-size=10] - Documents per page (1 to 50).
 * @attr {string} [query] - The index's or list's search, category, language and page as an address's query, e.g. `?q=inverter&category=datasheets&language=es&page=2` (`category` and `language` in mode `index` only; `language` en or es, the reader's own by default; `?` alone: the first page of everything, the `category` attribute's category in the index; an attribute set to '' is ignored); invalid values fall back to the defaults. When it changes (Back, Forward), the list follows. Without it, the widget keeps them itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a search is submitted, a category or language chosen or a page turned (not while typing): `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart categories - The category navigation (index).
 * @csspart search - The row of the search, its button and (index) the language select.
 * @csspart field - Each field of that row (also `label`, `input`).
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the documents could not load, with its retry button.
 * @csspart not-found - The detail's error of a document that does not exist (also `error`): no retry, the Back link stays.
 * @csspart empty - The text of an empty result.
 * @csspart table - The table's scrolling frame.
 * @csspart row - A document's row.
 * @csspart pager - Previous and next page.
 * @csspart preview - The inline PDF (detail).
 * @csspart back - The detail's Back link.
 * @csspart button - Each button (also `download`, `search`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import galleryCss from '../../src/ui/gallery.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import documentsCss from './documents.css?inline';
import { Documents, type DocumentsProps } from './Documents';

export const documentsTag = 'tc-documents';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcDocumentsElement = HTMLElement & Omit<DocumentsProps, keyof WidgetProps>;

/** Registers `<tc-documents>`; later calls are no-ops. */
export const defineDocuments = (): CustomElementConstructor =>
  defineWidget({
    tag: documentsTag,
    component: Documents,
    props: { mode: 'string', documentId: 'string', category: 'string', detailUrl: 'string', indexUrl: 'string', pageSize: 'number', query: 'string' },
    styles: [formsCss, tableCss, galleryCss, documentsCss],
  });

defineDocuments();

declare global {
  interface HTMLElementTagNameMap {
    'tc-documents': TcDocumentsElement;
  }
}
