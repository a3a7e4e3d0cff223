import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countryName } from '../../src/ui/countryName';
import { useStoredUser } from '../useSession';

/** The sections a signed-in user can use in this release, each with what it is for. */
const availableSections = [
  { to: '/course/index', title: 'home.courses', description: 'home.coursesDescription' },
  { to: '/library/index', title: 'home.library', description: 'home.libraryDescription' },
  { to: '/certificate', title: 'home.certificates', description: 'home.certificatesDescription' },
  { to: '/user', title: 'home.profile', description: 'home.profileDescription' },
  { to: '/account/help', title: 'home.accountHelp', description: 'home.accountHelpDescription' },
] as const;

/** /home: a welcome built from the user the guard stored. */
export function HomePage() {
  const { t, i18n } = useTranslation('host');
  const user = useStoredUser();
  return (
    <div className="home">
      <h1>{t('home.welcome', { name: user?.name || user?.account || '' })}</h1>
      <p className="lead">{t('home.intro')}</p>
      {user ? (
        <section aria-labelledby="home-account" className="panel">
          <h2 id="home-account">{t('home.detailsHeading')}</h2>
          <dl className="details">
            {user.company ? (
              <div>
                <dt>{t('home.company')}</dt>
                <dd>{user.company}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('home.audience')}</dt>
              <dd>{t(`audience.${user.audience}`)}</dd>
            </div>
            <div>
              <dt>{t('home.country')}</dt>
              <dd>{countryName(user.version_code, i18n.language)}</dd>
            </div>
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="home-next">
        <h2 id="home-next">{t('home.sectionsHeading')}</h2>
        <ul className="cards">
          {availableSections.map((section) => (
            <li key={section.to} className="card">
              <Link to={section.to}>{t(section.title)}</Link>
              <p>{t(section.description)}</p>
            </li>
          ))}
        </ul>
      </section>
      <p className="muted">{t('home.supportHours', { hours: t('common:supportHours') })}</p>
    </div>
  );
}

export { HomePage as Component };
