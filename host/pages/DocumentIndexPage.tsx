// Defines <tc-documents> before this page renders it.
import '../../widgets/documents/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /document/index: categories, search and language; `?category=` opens one category. */
export function DocumentIndexPage() {
  const { t } = useTranslation('host');
  const [search] = useSearchParams();
  return (
    <>
      {/* The widget shows the same title as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.documents')}</h1>
      <tc-documents mode="index" category={search.get('category') ?? ''} />
    </>
  );
}

export { DocumentIndexPage as Component };
