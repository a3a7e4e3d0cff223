// Defines <tc-admin-applications> before this page renders it.
import '../../widgets/admin-applications/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/applications: the partner application queue of the admin console (role admin: guard and
 * server). The queue's status and page are the address's query
 * (/admin/applications?status=all&page=2).
 */
export function AdminApplicationsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminApplications')}</h1>
      <tc-admin-applications ref={section} query={query} />
    </>
  );
}

export { AdminApplicationsPage as Component };
