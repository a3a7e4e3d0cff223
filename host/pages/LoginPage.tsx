// Defines <tc-login> before this page renders it (attributes set in JSX are then read).
import '../../widgets/login/element';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { loginSteps, type LoginStep } from '../../widgets/login/loginSteps';
import { useFollowedMoves } from '../useFollowedMoves';

/** The query parameters `<tc-login>` puts its step in (its element.ts header). */
const stepParameters = ['view', 'email', 'account'] as const;
const toStep = (value: string | null): LoginStep => loginSteps.find((step) => step === value) ?? 'login';

/**
 * /login/index: the login widget. Its step is in the address (`?view=forgot`, `?view=reset&email=…`):
 * the widget's moves (`tc-navigate`) become history entries, and the address sets its attributes, so
 * a reload keeps the reset step and Back returns to the previous one. It checks the redirect itself.
 */
export function LoginPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const { pathname, search } = useLocation();
  const login = useRef<HTMLElement>(null);
  useFollowedMoves(
    login,
    (detail) => {
      // The step lives in its query parameters; the page keeps its own path and the rest of its query (redirect).
      const step = new URL(detail.to, window.location.origin).searchParams;
      const query = new URLSearchParams(search);
      for (const name of stepParameters) {
        const value = step.get(name);
        if (value) query.set(name, value);
        else query.delete(name);
      }
      return { path: query.toString() ? `${pathname}?${query.toString()}` : pathname };
    },
    `${pathname}${search}`,
  );

  return (
    <div className="login-card">
      <h1>{t('loginPage.heading')}</h1>
      <p className="lead">{t('loginPage.intro')}</p>
      <tc-login
        ref={login}
        redirect={params.get('redirect') ?? undefined}
        view={toStep(params.get('view'))}
        email={params.get('email') ?? undefined}
        account={params.get('account') ?? undefined}
        help-url="/account/help"
        apply-url="/apply"
      />
    </div>
  );
}

export { LoginPage as Component };
