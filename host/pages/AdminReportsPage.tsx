// Defines <tc-admin-reports> before this page renders it.
import '../../widgets/admin-reports/element';
import { useTranslation } from 'react-i18next';

/** /admin/reports: progress, certificates, downloads and exam statistics, with charts and CSV (role admin: guard and server). */
export function AdminReportsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminReports')}</h1>
      <tc-admin-reports />
    </>
  );
}

export { AdminReportsPage as Component };
