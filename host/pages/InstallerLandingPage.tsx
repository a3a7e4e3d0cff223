// Defines <tc-materials> before this page renders it.
import '../../widgets/materials/element';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';

/**
 * /digitalmediapackage/installers/:website: the public landing page of an installer's website, with
 * the installer's name and the package for anonymous visitors (the widget shows the not-found state
 * for a website no installer has). `key` remounts the widget when the address names another website.
 */
export function InstallerLandingPage() {
  const { t } = useTranslation('host');
  const { website = '' } = useParams();
  return (
    <>
      <h1 className="visually-hidden">{t('titles.landing')}</h1>
      <tc-materials key={website} website={website} />
    </>
  );
}

export { InstallerLandingPage as Component };
