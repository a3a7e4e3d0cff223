// Defines <tc-admin-notices> before this page renders it.
import '../../widgets/admin-notices/element';
import { useTranslation } from 'react-i18next';

/** /admin/notices: publish, correct and take down notices (role admin: guard and server). */
export function AdminNoticesPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminNotices')}</h1>
      <tc-admin-notices />
    </>
  );
}

export { AdminNoticesPage as Component };
