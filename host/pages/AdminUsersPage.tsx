// Defines <tc-admin-users> before this page renders it.
import '../../widgets/admin-users/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/users: search, create and manage users, reset a learner's attempts (role admin: guard and
 * server). The list's search, filters, sort and page are the address's query (/admin/users?q=ana&page=2).
 */
export function AdminUsersPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminUsers')}</h1>
      {/* Always set, '' included: r2wc ignores a removed attribute. */}
      <tc-admin-users ref={section} query={query} />
    </>
  );
}

export { AdminUsersPage as Component };
