import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { sendCodeForm } from '../../src/validation/authForms';
import { loginStepAddress, type LoginStep } from './loginSteps';
import { ResetPasswordForm } from './ResetPasswordForm';
import { SendCodeForm } from './SendCodeForm';
import { SignInForm } from './SignInForm';
import { useCooldown } from './useCooldown';

/** Seconds before another code may be requested, so a double click or an impatient user does not flood the mailbox. */
export const resendCooldownSeconds = 60;

export type LoginProps = WidgetProps & {
  /** Where to go after login; else the page's `?redirect=`; only same-origin paths are accepted. */
  redirect?: string;
  /** The partner application ('Get an account'). */
  applyUrl?: string;
  /** The help page for login problems ('Trouble logging in?'). */
  helpUrl?: string;
  /** The step shown (`login` | `forgot` | `reset`); else the page's `?view=`. Followed when it changes. */
  view?: string;
  /** The e-mail the code went to (reset step); else the page's `?email=`. */
  email?: string;
  /** The user name, prefilled when known; else the page's `?account=`. */
  account?: string;
};

const pageQuery = (name: string): string => new URLSearchParams(window.location.search).get(name) ?? '';
const isEmail = (value: string) => sendCodeForm.safeParse({ email: value }).success;

/** The reset step needs the address the code went to; without a valid one it is the e-mail step. */
const toStep = (value: string, email: string): LoginStep => {
  if (value === 'reset') return isEmail(email) ? 'reset' : 'forgot';
  return value === 'forgot' ? 'forgot' : 'login';
};

/**
 * Log in and forgot password (spec 2 `/login`): three steps of one card, focus on the heading of the
 * step shown. Each move is reported with `tc-navigate` (the page's address: reload and Back keep the
 * step) and the `view` attribute is followed, so the page's Back and Forward move the card too.
 */
export function Login({ redirect, applyUrl = '/apply', helpUrl = '/account/help', view, email: emailProp, account: accountProp, emit }: LoginProps) {
  const { t } = useTranslation('login');
  const [email, setEmail] = useState(() => emailProp || pageQuery('email'));
  const [current, setCurrent] = useState<LoginStep>(() => toStep(view || pageQuery('view'), emailProp || pageQuery('email')));
  const [account, setAccount] = useState(() => accountProp || pageQuery('account'));
  const [passwordReset, setPasswordReset] = useState(false);
  const [codeStatus, setCodeStatus] = useState<string | null>(null);
  const resendCooldown = useCooldown(resendCooldownSeconds);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Counts the card's moves; the first render is none, so the page, not the widget, decides where focus starts.
  const [moves, setMoves] = useState(0);
  const moveTo = (next: LoginStep) => {
    setCurrent(next);
    setMoves((count) => count + 1);
  };

  useEffect(() => {
    if (moves > 0) headingRef.current?.focus();
  }, [moves]);

  // The page moved (Back, Forward, a link): the card follows its `view` and `email` when they change.
  const [followed, setFollowed] = useState({ view, emailProp });
  if (followed.view !== view || followed.emailProp !== emailProp) {
    setFollowed({ view, emailProp });
    if (emailProp) setEmail(emailProp);
    const next = view ? toStep(view, emailProp || email) : current;
    if (next !== current) moveTo(next);
  }

  const show = (next: LoginStep, stepEmail = email) => {
    moveTo(next);
    emit('tc-navigate', { to: loginStepAddress(window.location, next, { email: stepEmail, account }), view: next });
  };

  const step = {
    login: (
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
    ),
    forgot: (
      <SendCodeForm
        headingRef={headingRef}
        email={email}
        onEmailChange={setEmail}
        onSent={(sentTo, message) => {
          setEmail(sentTo);
          setCodeStatus(message);
          show('reset', sentTo);
        }}
        onBack={() => show('login')}
        cooldown={resendCooldown}
      />
    ),
    reset: (
      <ResetPasswordForm
        headingRef={headingRef}
        email={email}
        account={account}
        onAccountChange={setAccount}
        codeStatus={codeStatus}
        onCodeStatus={setCodeStatus}
        onReset={() => {
          setPasswordReset(true);
          setCodeStatus(null);
          show('login');
        }}
        onChangeEmail={() => show('forgot')}
        onBack={() => show('login')}
        cooldown={resendCooldown}
      />
    ),
  }[current];

  return (
    <section className="tc-card tc-login" part="base">
      {step}
    </section>
  );
}
