// Defines <tc-profile> before this page renders it.
import '../../widgets/profile/element';
import { useTranslation } from 'react-i18next';

/** /user: the profile widget (details and password change). */
export function ProfilePage() {
  const { t } = useTranslation('host');
  return (
    <>
      {/* The widget shows the same title as its card heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.user')}</h1>
      <tc-profile />
    </>
  );
}

export { ProfilePage as Component };
