import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { resetForgottenPassword, sendVerificationCode } from '../../src/api/auth';
import { verificationCodeLength, verificationCodeValidMinutes } from '../../src/contract/limits';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { forgotPasswordForm, sendCodeForm } from '../../src/validation/authForms';
import type { Cooldown } from './useCooldown';

const fields = ['email', 'account', 'code', 'password', 'confirmPassword'] as const;

export type ForgotPasswordFormProps = {
  headingRef: Ref<HTMLHeadingElement>;
  account: string;
  onAccountChange: (account: string) => void;
  /** The password was reset: back to the log-in view with the account filled in. */
  onReset: () => void;
  onBack: () => void;
  /** The resend countdown; owned by the card so leaving and reopening this view does not reset it. */
  cooldown: Cooldown;
};

/**
 * The forgot-password view (spec 2, 5): e-mail and 'Send code' (its own form, so Enter there sends
 * the code), then account, numeric code, new password and its confirmation.
 */
export function ForgotPasswordForm({ headingRef, account, onAccountChange, onReset, onBack, cooldown }: ForgotPasswordFormProps) {
  const { t } = useTranslation('login');
  const titleId = useId();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [codeStatus, setCodeStatus] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [resetting, setResetting] = useState(false);
  const errors = useFormErrors(fields);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending || cooldown.remaining > 0) return;
    const parsed = sendCodeForm.safeParse({ email });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setSending(true);
    try {
      const message = await sendVerificationCode(parsed.data);
      setCodeStatus(message || t('forgot.codeSent'));
      cooldown.start();
      // The send button is disabled by the cooldown: focus moves on to the next empty field instead of being lost.
      errors.focus(account ? 'code' : 'account');
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setSending(false);
    }
  };

  const reset = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetting) return;
    const parsed = forgotPasswordForm.safeParse({ account, email, code, password, confirmPassword });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setResetting(true);
    try {
      await resetForgottenPassword(parsed.data);
      onAccountChange(parsed.data.account);
      onReset();
    } catch (error) {
      errors.showFailure(error);
      setResetting(false);
    }
  };

  const sendLabel = cooldown.remaining > 0 ? t('forgot.resendIn', { seconds: cooldown.remaining }) : t('forgot.sendCode');

  return (
    <>
      <h2 className="tc-login__title" id={titleId} ref={headingRef} tabIndex={-1} part="title">
        {t('forgot.title')}
      </h2>
      <p className="tc-login__intro">{t('forgot.intro')}</p>
      {errors.alert ? (
        <p className="tc-alert" role="alert" part="alert">
          {errors.alert}
        </p>
      ) : null}
      <form className="tc-form tc-login__send" noValidate onSubmit={sendCode} aria-labelledby={titleId} part="form">
        <TextField
          {...errors.field('email')}
          label={t('forgot.email')}
          type="email"
          inputMode="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <ThrottledButton type="submit" className="tc-button tc-button--secondary" busy={sending} disabled={cooldown.remaining > 0}>
          {sendLabel}
        </ThrottledButton>
        <p className="tc-notice" role="status" part="notice">
          {codeStatus}
        </p>
      </form>
      <form className="tc-form" noValidate onSubmit={reset} aria-label={t('forgot.submit')} part="form">
        <TextField
          {...errors.field('account')}
          label={t('forgot.account')}
          value={account}
          onChange={onAccountChange}
          autoComplete="username"
          required
        />
        <TextField
          {...errors.field('code')}
          label={t('forgot.code')}
          value={code}
          onChange={setCode}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={verificationCodeLength}
          hint={t('forgot.codeHint', { length: verificationCodeLength, minutes: verificationCodeValidMinutes })}
          required
        />
        <TextField
          {...errors.field('password')}
          label={t('forgot.newPassword')}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          hint={t('forgot.passwordHint')}
          required
        />
        <TextField
          {...errors.field('confirmPassword')}
          label={t('forgot.confirmPassword')}
          type="password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          required
        />
        <ThrottledButton type="submit" busy={resetting}>
          {t('forgot.submit')}
        </ThrottledButton>
      </form>
      <p className="tc-login__links">
        <button type="button" className="tc-link" onClick={onBack}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </>
  );
}
