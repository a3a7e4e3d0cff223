// Defines <tc-home> before this page renders it.
import '../../widgets/home/element';
import { useTranslation } from 'react-i18next';
import { certificateListCall } from '../../src/api/certificate';
import { homeSummaryCall, notificationListCall, webinarListCall } from '../../src/api/home';
import { notificationPages } from '../../src/contract/notification';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';
import { useStoredUser } from '../useSession';

/** The page's loader: the home blocks' calls leave early. */
export const loader = earlyCallsLoader(() => {
  homeSummaryCall.start({});
  certificateListCall.start({});
  notificationListCall.start(notificationPages.homeLatest);
  webinarListCall.start({});
});

export { noEarlyCallsAgain as shouldRevalidate };

/** /home: the home widget's blocks (progress, continue training, certificates, notifications, webinars, the next step). */
export function HomePage() {
  const { t } = useTranslation('host');
  const user = useStoredUser();
  return (
    <>
      {/* The widget shows the welcome as its heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('home.welcome', { name: user?.name || user?.account || '' })}</h1>
      <tc-home />
    </>
  );
}

export { HomePage as Component };
