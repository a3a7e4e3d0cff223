// Defines <tc-admin-notices> before this page renders it.
import '../../widgets/admin-notices/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/notices: publish, correct and take down notices (role admin: guard and server). The list's
 * search, status, order and page are the address's query (/admin/notices?q=closure&page=2).
 */
export function AdminNoticesPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminNotices')}</h1>
      <tc-admin-notices ref={section} query={query} />
    </>
  );
}

export { AdminNoticesPage as Component };
