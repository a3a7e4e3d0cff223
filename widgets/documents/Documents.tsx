import type { WidgetProps } from '../../src/elements/defineWidget';
import { DocumentBrowser } from './DocumentBrowser';
import { DocumentDetailView } from './DocumentDetailView';

export type DocumentsProps = WidgetProps & {
  /** `index` (categories, search, language), `list` (flat list with search) or `detail` (one document). */
  mode?: string;
  /** The document `detail` shows. */
  documentId?: string;
  /** The category the index opens with (its slug). */
  category?: string;
  /** Where a document's title links; `{documentId}` is replaced. */
  detailUrl?: string;
  /** Where the detail's Back link goes. */
  indexUrl?: string;
  /** Documents per page (1 to 50). */
  pageSize?: number;
  /** The index's or list's search, category, language and page as an address's query, set by a page that keeps them in its address. */
  query?: string;
};

export const defaultDetailUrl = '/document/detail?documentId={documentId}';
export const defaultIndexUrl = '/document/index';

/** Documents (spec 2 `/document`, `/documents`, issue 10): what the server answers for the user's country and language. */
export function Documents({ mode, documentId, category, detailUrl, indexUrl, pageSize, query, emit }: DocumentsProps) {
  if (mode === 'detail') return <DocumentDetailView documentId={documentId ?? ''} indexUrl={indexUrl || defaultIndexUrl} />;
  return (
    <DocumentBrowser
      mode={mode === 'list' ? 'list' : 'index'}
      initialCategory={category ?? ''}
      detailUrl={detailUrl || defaultDetailUrl}
      pageSize={pageSize && pageSize > 0 && pageSize <= 50 ? Math.floor(pageSize) : 0}
      address={query}
      emit={emit}
    />
  );
}
