import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { loginPath } from '../guards';
import { useRouteTitle } from '../routeHandle';
import { useSessionToken } from '../useSession';

/** A route of the spec whose feature ships in a later release: says so, and offers the way home. */
export function UnavailableSectionPage() {
  const { t } = useTranslation('host');
  const title = useRouteTitle();
  const token = useSessionToken();
  return (
    <div className="unavailable">
      {title ? <h1>{t(`titles.${title}`)}</h1> : null}
      <p>{t('unavailable.body')}</p>
      {token ? <Link to="/home">{t('unavailable.home')}</Link> : <Link to={loginPath}>{t('unavailable.login')}</Link>}
    </div>
  );
}

export { UnavailableSectionPage as Component };
