import { useId, useState, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '../../src/api/auth';
import { getConfig } from '../../src/api/config';
import type { Emit } from '../../src/elements/events';
import { session } from '../../src/session/session';
import { AppLink } from '../../src/ui/AppLink';
import { Checkbox } from '../../src/ui/Checkbox';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { loginForm } from '../../src/validation/authForms';
import { requestedRedirect } from './redirect';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['account', 'password'] as const;

export type SignInFormProps = {
  headingRef: Ref<HTMLHeadingElement>;
  account: string;
  onAccountChange: (account: string) => void;
  /** A success text carried over from the other view (password reset). */
  notice: string | null;
  redirect: string | undefined;
  applyUrl: string;
  helpUrl: string;
  onForgotPassword: () => void;
  emit: Emit;
};

/** The log-in view: account, password, remember me; on success the session is stored and the page moves on. */
export function SignInForm({ headingRef, account, onAccountChange, notice, redirect, applyUrl, helpUrl, onForgotPassword, emit }: SignInFormProps) {
  const { t } = useTranslation('login');
  const titleId = useId();
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [busy, setBusy] = useState(false);
  const errors = useFormErrors(fields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const parsed = loginForm.safeParse({ account, password, rememberMe });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      const { token, pdfToken, user } = await login(parsed.data);
      session.signIn({ token, pdfToken, user, loginName: parsed.data.account, rememberMe: parsed.data.rememberMe });
      const target = requestedRedirect(redirect);
      emit('tc-login', { account: parsed.data.account, redirect: target });
      getConfig().navigate(target ?? '/');
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <h2 className="tc-login__title" id={titleId} ref={headingRef} tabIndex={-1} part="title">
        {t('login.title')}
      </h2>
      <p className="tc-login__intro">{t('login.intro')}</p>
      {notice ? (
        <p className="tc-notice" role="status" part="notice">
          {notice}
        </p>
      ) : null}
      <form className="tc-form" noValidate onSubmit={submit} aria-labelledby={titleId} part="form">
        <FormAlert message={errors.alert} />
        <TextField
          {...errors.field('account')}
          label={t('login.account')}
          value={account}
          onChange={onAccountChange}
          autoComplete="username"
          required
        />
        <TextField
          {...errors.field('password')}
          label={t('login.password')}
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
        <Checkbox label={t('login.rememberMe')} name="rememberMe" checked={rememberMe} onChange={setRememberMe} />
        <ThrottledButton type="submit" busy={busy}>
          {t('login.submit')}
        </ThrottledButton>
      </form>
      <ul className="tc-login__links">
        <li>
          <button type="button" className="tc-link" onClick={onForgotPassword}>
            {t('login.forgotPassword')}
          </button>
        </li>
        <li>
          <AppLink href={helpUrl}>{t('login.trouble')}</AppLink>
        </li>
        <li>
          {t('login.noAccount')} <AppLink href={applyUrl}>{t('login.getAccount')}</AppLink>
        </li>
      </ul>
    </>
  );
}
