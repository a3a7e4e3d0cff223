// Defines <tc-portal> before this page renders it.
import '../../widgets/portal/element';
import { useTranslation } from 'react-i18next';

/** /portal (public): the landing for visitors; "Get an account" leads to the partner application help. */
export function PortalPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.portal')}</h1>
      <tc-portal login-url="/login" apply-url="/apply" ticket-url="/account/contact" />
    </>
  );
}

export { PortalPage as Component };
