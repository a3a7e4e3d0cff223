import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../useSession';

export function SiteFooter() {
  const { t } = useTranslation('host');
  // /contact-us needs a session; a visitor who cannot log in gets the same form under /account.
  const contactPath = useSessionToken() ? '/contact-us' : '/account/contact';
  return (
    <footer className="site-footer">
      <p>{t('footer.supportHours', { hours: t('common:supportHours') })}</p>
      <ul className="site-footer__links">
        <li>
          <Link to={contactPath}>{t('footer.contact')}</Link>
        </li>
        <li>
          <Link to="/account/help">{t('footer.help')}</Link>
        </li>
      </ul>
      <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
