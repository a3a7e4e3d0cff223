// Defines <tc-notifications> and <tc-webinars> before this page renders them.
import '../../widgets/notifications/element';
import '../../widgets/webinars/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { notificationListCall, webinarListCall } from '../../src/api/home';
import { notificationListOfAddress } from '../../src/contract/notification';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';
import { useListAddress } from '../listAddress';

/** The page's loader: both widgets' first calls leave early, the list's for the page the address names (its answer also brings the header's unread count). */
export const loader = earlyCallsLoader((url) => {
  const listed = notificationListOfAddress(url.pathname, url.search);
  if (listed) notificationListCall.start(listed);
  webinarListCall.start({});
});

export { noEarlyCallsAgain as shouldRevalidate };

/** /notifications: the user's notifications (their page in the address: `?page=2`), and the webinars they announce. */
export function NotificationsPage() {
  const { t } = useTranslation('host');
  const section = useRef<HTMLElement>(null);
  const query = useListAddress(section);
  return (
    <>
      <h1 className="visually-hidden">{t('titles.notifications')}</h1>
      <tc-notifications ref={section} query={query} />
      <tc-webinars />
    </>
  );
}

export { NotificationsPage as Component };
