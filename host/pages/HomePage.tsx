// Defines <tc-home> before this page renders it.
import '../../widgets/home/element';
import { useTranslation } from 'react-i18next';
import { certificateListCall } from '../../src/api/certificate';
import { homeSummaryCall, notificationListCall, webinarListCall } from '../../src/api/home';
import { notificationPages } from '../../src/contract/notification';
import { session } from '../../src/session/session';
import { useStoredUser } from '../useSession';

/**
 * The page's loader: the home blocks' calls leave now, beside the session check, and each block takes
 * its answer (src/api/early.ts); one that came with the page renders in the widget's first render. Only
 * with a session whose last known user may see home: otherwise the guard sends the visitor elsewhere.
 */
export const loader = (): null => {
  if (!session.token() || session.user()?.mustChangePassword !== false) return null;
  homeSummaryCall.start({});
  certificateListCall.start({});
  notificationListCall.start(notificationPages.homeLatest);
  webinarListCall.start({});
  return null;
};

/** A revalidation of the page starts nothing: its widget has made its calls already, and would not take them. */
export const shouldRevalidate = (): boolean => false;

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
