// Defines <tc-admin-reports> before this page renders it.
import '../../widgets/admin-reports/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/reports: progress, certificates, downloads and exam statistics, with charts and CSV (role
 * admin: guard and server). The report, its filters, sort and page are the address's query
 * (/admin/reports?report=certificates&page=2).
 */
export function AdminReportsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminReports')}</h1>
      <tc-admin-reports ref={section} query={query} />
    </>
  );
}

export { AdminReportsPage as Component };
