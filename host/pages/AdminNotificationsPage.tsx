// Defines <tc-admin-notifications> before this page renders it.
import '../../widgets/admin-notifications/element';
import { useTranslation } from 'react-i18next';

/** /admin/notifications: write to a group of learners and see what was sent (role admin: guard and server). */
export function AdminNotificationsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminNotifications')}</h1>
      <tc-admin-notifications />
    </>
  );
}

export { AdminNotificationsPage as Component };
