// Defines <tc-documents> before this page renders it.
import '../../widgets/documents/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /document/index: categories, search and language. The category, search, language and page are the
 * address's query (`?category=datasheets` opens one category; `?q=inverter&language=es&page=2`).
 */
export function DocumentIndexPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      {/* The widget shows the same title as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.documents')}</h1>
      <tc-documents ref={section} mode="index" query={query} />
    </>
  );
}

export { DocumentIndexPage as Component };
