// Defines <tc-login> before this page renders it (attributes set in JSX are then read).
import '../../widgets/login/element';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** /login/index: the login widget; it checks the redirect and moves there after signing in. */
export function LoginPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? undefined;
  return (
    <div className="login-card">
      <h1>{t('loginPage.heading')}</h1>
      <p className="lead">{t('loginPage.intro')}</p>
      <tc-login redirect={redirect} help-url="/account/help" apply-url="/portal" />
    </div>
  );
}

export { LoginPage as Component };
