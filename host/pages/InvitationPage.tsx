// Defines <tc-invitation-accept> before this page renders it.
import '../../widgets/invitation-accept/element';
import { useTranslation } from 'react-i18next';

/** /invitation?token=: the link of a technician's invitation e-mail; anonymous, single header. */
export function InvitationPage() {
  const { t } = useTranslation('host');
  return (
    <>
      <h1 className="visually-hidden">{t('titles.invitation')}</h1>
      <tc-invitation-accept login-url="/login" />
    </>
  );
}

export { InvitationPage as Component };
