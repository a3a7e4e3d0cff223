// Defines <tc-documents> before this page renders it.
import '../../widgets/documents/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/** /documents: the flat document list with paging and search (`?q=inverter&page=2`); a title opens /document/detail. */
export function DocumentListPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.documentList')}</h1>
      <tc-documents ref={section} mode="list" index-url="/documents" query={query} />
    </>
  );
}

export { DocumentListPage as Component };
