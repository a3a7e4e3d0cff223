// Defines <tc-partner-application> before this page renders it.
import '../../widgets/partner-application/element';
import { useTranslation } from 'react-i18next';

/** /apply: "Get an account" of the login page; anonymous, under the single-header layout. */
export function ApplyPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.apply')}</h1>
      <tc-partner-application />
    </>
  );
}

export { ApplyPage as Component };
