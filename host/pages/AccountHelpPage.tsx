// Defines <tc-account-help> before this page renders it.
import '../../widgets/account-help/element';
import { useTranslation } from 'react-i18next';

/** /account/help: what to do when logging in fails; open to everyone. "Contact support" opens the ticket form without an account. */
export function AccountHelpPage() {
  const { t } = useTranslation('host');
  return (
    <>
      {/* The widget shows the same title as its card heading; the page still needs its one h1. */}
      <h1 className="visually-hidden">{t('titles.accountHelp')}</h1>
      <tc-account-help login-url="/login" apply-url="/portal" contact-url="/account/contact" />
    </>
  );
}

export { AccountHelpPage as Component };
