/**
 * `<tc-notices>`: notices written by admins (spec 2 `/notice`, issue 11): the paged index (title, date,
 * a plain-text excerpt) or, with `notice-id`, one notice with its rich text. The HTML is sanitised by
 * the server when it is stored (no script, event handler or javascript: URL survives). A notice has one
 * text; one in another language than the reader's (the server says which) is marked with its `lang`
 * and labelled 'Published in English only'.
 *
 * @tag tc-notices
 * @attr {string} notice-id - Show this notice instead of the index.
 * @attr {number} [page-size=10] - Notices per page of the index (at most 50).
 * @attr {string} [detail-url="/notice/detail?noticeId={noticeId}"] - Where a notice of the index opens; `{noticeId}` is replaced.
 * @attr {string} [list-url="/notice/index"] - Where "All notices" goes from a notice.
 * @attr {string} [query] - The index's page as an address's query, e.g. `?page=2` (`?` alone: the first page; an attribute set to '' is ignored); an invalid page opens the first. When it changes (Back, Forward), the index follows. Without it, the widget keeps the page itself.
 * @fires tc-navigate - `ListMove` (src/elements/events.ts), after a page of the index is turned: `{ to: 'list', view: 'list', params: { query } }`, `query` as the `query` attribute reads it, without `?`; a page may push it to its address or ignore it.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when it could not load, with its retry button.
 * @csspart not-found - The error of a notice that does not exist (also `error`), with "All notices" instead of retry.
 * @csspart empty - The empty index's text.
 * @csspart list - The index.
 * @csspart item - A notice of the index.
 * @csspart paging - The page buttons.
 * @csspart detail - One notice.
 * @csspart body - The notice's rich text.
 * @csspart language - The label of a notice in another language than the reader's ('Published in English only').
 * @csspart button - Each button (also `retry`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import blocksCss from '../../src/ui/blocks.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import noticesCss from './notices.css?inline';
import { Notices, type NoticesProps } from './Notices';

export const noticesTag = 'tc-notices';

export type TcNoticesElement = HTMLElement & Omit<NoticesProps, keyof WidgetProps>;

/** Registers `<tc-notices>`; later calls are no-ops. */
export const defineNotices = (): CustomElementConstructor =>
  defineWidget({ tag: noticesTag, component: Notices, props: { noticeId: 'string', pageSize: 'number', detailUrl: 'string', listUrl: 'string', query: 'string' }, styles: [formsCss, blocksCss, noticesCss] });

defineNotices();

declare global {
  interface HTMLElementTagNameMap {
    'tc-notices': TcNoticesElement;
  }
}
