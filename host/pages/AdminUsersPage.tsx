// Defines <tc-admin-users> before this page renders it.
import '../../widgets/admin-users/element';
import { useTranslation } from 'react-i18next';

/** /admin/users: search, create and manage users, reset a learner's attempts (role admin: guard and server). */
export function AdminUsersPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminUsers')}</h1>
      <tc-admin-users />
    </>
  );
}

export { AdminUsersPage as Component };
