// Defines <tc-notifications> and <tc-webinars> before this page renders them.
import '../../widgets/notifications/element';
import '../../widgets/webinars/element';
import { useTranslation } from 'react-i18next';

/** /notifications: the user's notifications, and the webinars they announce. */
export function NotificationsPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.notifications')}</h1>
      <tc-notifications />
      <tc-webinars />
    </>
  );
}

export { NotificationsPage as Component };
