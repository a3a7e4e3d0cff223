// Defines <tc-support> and <tc-contact-form> before this page renders them.
import '../../widgets/support/element';
import '../../widgets/contact-form/element';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** /support: the desk's hours (open now, decided by the server), phone and e-mail, and the ticket form. */
export function SupportPage() {
  const { t } = useTranslation('host');
  return (
    <div className="support-page">
      <h1>{t('titles.support')}</h1>
      <p className="lead">
        {t('supportPage.intro')} <Link to="/faq">{t('supportPage.faqLink')}</Link>
      </p>
      <div className="support-page__grid">
        <tc-support />
        <tc-contact-form />
      </div>
      <p>
        <Link to="/tool">{t('supportPage.toolsLink')}</Link>
      </p>
    </div>
  );
}

export { SupportPage as Component };
