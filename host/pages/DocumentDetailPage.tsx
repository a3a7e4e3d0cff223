// Defines <tc-documents> before this page renders it.
import '../../widgets/documents/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCameFrom } from '../navigation';

/** /document/detail?documentId=: one document with its inline preview and download. */
export function DocumentDetailPage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  const documentId = search.get('documentId') ?? '';
  // Back to documents returns to the list, search and page the reader opened the document from.
  const list = useCameFrom(['/document/index', '/documents']) ?? '/document/index';
  return (
    <>
      <h1 className="visually-hidden">{t('titles.documentDetail')}</h1>
      {/* A new document is a new widget: attributes are initial config. */}
      <tc-documents key={documentId} mode="detail" document-id={documentId} index-url={list} />
    </>
  );
}

export { DocumentDetailPage as Component };
