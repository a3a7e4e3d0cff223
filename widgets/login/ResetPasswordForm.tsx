import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { resetForgottenPassword } from '../../src/api/auth';
import { verificationCodeLength, verificationCodeValidMinutes } from '../../src/contract/limits';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { forgotPasswordForm } from '../../src/validation/authForms';
import type { Cooldown } from './useCooldown';
import { useSendCode } from './useSendCode';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['account', 'code', 'password', 'confirmPassword'] as const;

export type ResetPasswordFormProps = {
  headingRef: Ref<HTMLHeadingElement>;
  /** Where the code was sent; part of the page address, so a reload keeps this step. */
  email: string;
  account: string;
  onAccountChange: (account: string) => void;
  /** 'Verification Code Successfully Sent' just after sending; null after a reload. */
  codeStatus: string | null;
  onCodeStatus: (status: string) => void;
  /** The password was reset: back to the log-in view with the account filled in. */
  onReset: () => void;
  /** Back to the e-mail step (another address). */
  onChangeEmail: () => void;
  onBack: () => void;
  cooldown: Cooldown;
};

/**
 * Forgot password, second step: the user name (the e-mail with the code names it; prefilled when
 * known), the numeric code, the new password and its confirmation; the code can be sent again.
 */
export function ResetPasswordForm(props: ResetPasswordFormProps) {
  const { headingRef, email, account, onAccountChange, codeStatus, onCodeStatus, onReset, onChangeEmail, onBack, cooldown } = props;
  const { t } = useTranslation('login');
  const titleId = useId();
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [resetting, setResetting] = useState(false);
  const errors = useFormErrors(fields);
  const { sending, send } = useSendCode(cooldown, errors.showFailure);

  const resend = async () => {
    const message = await send(email);
    if (message === null) return;
    onCodeStatus(message);
    // The resend button is disabled by the countdown: focus moves on to the next field to fill.
    errors.focus(account ? 'code' : 'account');
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

  return (
    <>
      <h2 className="tc-login__title" id={titleId} ref={headingRef} tabIndex={-1} part="title">
        {t('forgot.title')}
      </h2>
      <p className="tc-login__intro">{t('forgot.resetIntro', { email })}</p>
      <p className="tc-notice" role="status" part="notice">
        {codeStatus}
      </p>
      <FormAlert message={errors.alert} />
      <form className="tc-form" noValidate onSubmit={reset} aria-labelledby={titleId} part="form">
        <TextField
          {...errors.field('account')}
          label={t('forgot.account')}
          value={account}
          onChange={onAccountChange}
          autoComplete="username"
          hint={t('forgot.accountHint')}
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
        <ThrottledButton type="button" className="tc-link" busy={sending} disabled={cooldown.remaining > 0} onClick={() => void resend()}>
          {cooldown.remaining > 0 ? t('forgot.resendIn', { seconds: cooldown.remaining }) : t('forgot.resend')}
        </ThrottledButton>
        <button type="button" className="tc-link" onClick={onChangeEmail}>
          {t('forgot.changeEmail')}
        </button>
        <button type="button" className="tc-link" onClick={onBack}>
          {t('forgot.backToLogin')}
        </button>
      </p>
    </>
  );
}
