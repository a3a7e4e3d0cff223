// Defines <tc-admin-companies> before this page renders it.
import '../../widgets/admin-companies/element';
import { useTranslation } from 'react-i18next';

/** /admin/companies: partner companies, their members and their progress (role admin: guard and server). */
export function AdminCompaniesPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminCompanies')}</h1>
      <tc-admin-companies />
    </>
  );
}

export { AdminCompaniesPage as Component };
