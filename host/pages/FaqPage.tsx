// Defines <tc-faq> before this page renders it.
import '../../widgets/faq/element';
import { useTranslation } from 'react-i18next';

/** /faq: the frequently asked questions. */
export function FaqPage() {
  const { t } = useTranslation('host');
  return (
    <>
      {/* The widget shows the same title as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.faq')}</h1>
      <tc-faq />
    </>
  );
}

export { FaqPage as Component };
