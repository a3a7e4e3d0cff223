// Defines <tc-documents> before this page renders it.
import '../../widgets/documents/element';
import { useTranslation } from 'react-i18next';

/** /documents: the flat document list with paging and search; a title opens /document/detail. */
export function DocumentListPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.documentList')}</h1>
      <tc-documents mode="list" index-url="/documents" />
    </>
  );
}

export { DocumentListPage as Component };
