// Defines <tc-company-team> before this page renders it.
import '../../widgets/company-team/element';
import { useTranslation } from 'react-i18next';

/** /company: a partner company's administrator invites technicians and follows their training. */
export function CompanyPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.company')}</h1>
      <tc-company-team />
    </>
  );
}

export { CompanyPage as Component };
