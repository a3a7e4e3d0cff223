// Defines <tc-admin-notifications> before this page renders it.
import '../../widgets/admin-notifications/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useListAddress } from '../listAddress';

/**
 * /admin/notifications: write to a group of learners and see what was sent (role admin: guard and
 * server). The sends' search, order and page are the address's query (/admin/notifications?q=recall&page=2).
 */
export function AdminNotificationsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.adminNotifications')}</h1>
      <tc-admin-notifications ref={section} query={query} />
    </>
  );
}

export { AdminNotificationsPage as Component };
