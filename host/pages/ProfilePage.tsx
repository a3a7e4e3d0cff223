// Defines <tc-profile> before this page renders it.
import '../../widgets/profile/element';
import { useTranslation } from 'react-i18next';
import { preferencesCall } from '../../src/api/home';
import { earlyCallsLoader, noEarlyCallsAgain } from '../earlyCalls';
import { useStoredUser } from '../useSession';

/** The page's loader: the e-mail preference's call leaves early. */
export const loader = earlyCallsLoader(() => preferencesCall.start({}));

export { noEarlyCallsAgain as shouldRevalidate };

/** /user: the profile widget (details and password change); generated credentials are changed here first. */
export function ProfilePage() {
  const { t } = useTranslation('host');
  const user = useStoredUser();
  return (
    <>
      {/* The widget shows the same title as its card heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.user')}</h1>
      {user?.mustChangePassword ? (
        <p className="page-notice" role="status">
          {t('mustChangePassword')}
        </p>
      ) : null}
      <tc-profile />
    </>
  );
}

export { ProfilePage as Component };
