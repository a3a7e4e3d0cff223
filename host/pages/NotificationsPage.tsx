// Defines <tc-notifications> and <tc-webinars> before this page renders them.
import '../../widgets/notifications/element';
import '../../widgets/webinars/element';
import { useTranslation } from 'react-i18next';
import { notificationListCall, webinarListCall } from '../../src/api/home';
import { notificationPages } from '../../src/contract/notification';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';

/** The page's loader: both widgets' first calls leave early (the list's answer also brings the header's unread count). */
export const loader = earlyCallsLoader(() => {
  notificationListCall.start(notificationPages.notificationsFirst);
  webinarListCall.start({});
});

export { noEarlyCallsAgain as shouldRevalidate };

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
