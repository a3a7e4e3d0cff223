import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SignInForm } from './SignInForm';
import { useCooldown } from './useCooldown';

/** Seconds before another code may be requested, so a double click or an impatient user does not flood the mailbox. */
export const resendCooldownSeconds = 60;

export const loginViews = ['login', 'forgot'] as const;
export type LoginView = (typeof loginViews)[number];

export type LoginProps = WidgetProps & {
  /** Where to go after login; else the page's `?redirect=`; only same-origin paths are accepted. */
  redirect?: string;
  /** The partner application ('Get an account'). */
  applyUrl?: string;
  /** The help page for login problems ('Trouble logging in?'). */
  helpUrl?: string;
  /** Initial view; else the page's `?view=`. */
  view?: string;
};

const toView = (value: string | null | undefined): LoginView => (value === 'forgot' ? 'forgot' : 'login');

/** Log in and forgot password (spec 2 `/login`): two views of one card, focus on the heading of the view shown. */
export function Login({ redirect, applyUrl = '/portal', helpUrl = '/account/help', view, emit }: LoginProps) {
  const { t } = useTranslation('login');
  const [current, setCurrent] = useState<LoginView>(() => toView(view || new URLSearchParams(window.location.search).get('view')));
  const [account, setAccount] = useState('');
  const [passwordReset, setPasswordReset] = useState(false);
  const resendCooldown = useCooldown(resendCooldownSeconds);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const switched = useRef(false);

  // Only a switch moves focus: on first render the page, not the widget, decides where focus is.
  useEffect(() => {
    if (switched.current) headingRef.current?.focus();
  }, [current]);

  const show = (next: LoginView) => {
    switched.current = true;
    setCurrent(next);
  };

  return (
    <section className="tc-card tc-login" part="base">
      {current === 'login' ? (
        <SignInForm
          headingRef={headingRef}
          account={account}
          onAccountChange={setAccount}
          notice={passwordReset ? t('login.passwordReset') : null}
          redirect={redirect}
          applyUrl={applyUrl}
          helpUrl={helpUrl}
          onForgotPassword={() => {
            setPasswordReset(false);
            show('forgot');
          }}
          emit={emit}
        />
      ) : (
        <ForgotPasswordForm
          headingRef={headingRef}
          account={account}
          onAccountChange={setAccount}
          onReset={() => {
            setPasswordReset(true);
            show('login');
          }}
          onBack={() => show('login')}
          cooldown={resendCooldown}
        />
      )}
    </section>
  );
}
