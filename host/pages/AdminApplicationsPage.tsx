// Defines <tc-admin-applications> before this page renders it.
import '../../widgets/admin-applications/element';
import { useTranslation } from 'react-i18next';

/** /admin/applications: the partner application queue of the admin console (role admin: guard and server). */
export function AdminApplicationsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminApplications')}</h1>
      <tc-admin-applications />
    </>
  );
}

export { AdminApplicationsPage as Component };
