// Defines <tc-contact-form> before this page renders it.
import '../../widgets/contact-form/element';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSessionToken } from '../useSession';

/**
 * /contact-us (signed in, main layout) and /account/contact (anyone, single header: the way to
 * support for a person who cannot log in). The form works the same on both; signed in, it is prefilled.
 */
export function ContactPage() {
  const { t } = useTranslation('host');
  const token = useSessionToken();
  return (
    <div className="contact-page">
      <h1 className="visually-hidden">{t('titles.contactUs')}</h1>
      <tc-contact-form />
      <p className="muted">
        {t('contact.faqHint')} <Link to={token ? '/faq' : '/account/help'}>{token ? t('contact.faqLink') : t('contact.helpLink')}</Link>
      </p>
      {token ? null : (
        <p>
          <Link to="/login">{t('contact.backToLogin')}</Link>
        </p>
      )}
    </div>
  );
}

export { ContactPage as Component };
