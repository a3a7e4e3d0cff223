import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../../src/api/auth';
import type { Emit } from '../../src/elements/events';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { changePasswordForm } from '../../src/validation/authForms';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['oldPassword', 'newPassword', 'confirmPassword'] as const;

/** Profile password change (spec 5): original, new (password rule), matching confirmation. */
export function PasswordChangeForm({ account, emit }: { account: string; emit: Emit }) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const errors = useFormErrors(fields);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const parsed = changePasswordForm.safeParse({ oldPassword, newPassword, confirmPassword });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    setBusy(true);
    try {
      const message = await changePassword(parsed.data);
      setOldPassword('');
      setNewPassword('');
      setConfirmPassword('');
      setStatus(message || t('password.changed'));
      emit('tc-password-changed', {});
    } catch (error) {
      errors.showFailure(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="tc-profile__section" part="password">
      <h3 className="tc-profile__subtitle" id={titleId}>
        {t('password.title')}
      </h3>
      <p className="tc-hint">{t('password.intro')}</p>
      <form className="tc-form" noValidate onSubmit={submit} aria-labelledby={titleId} part="form">
        {/* Password managers file the new password under this account (Chrome asks for it). */}
        <input type="text" name="username" autoComplete="username" value={account} readOnly hidden aria-label={t('details.account')} />
        <FormAlert message={errors.alert} />
        <TextField
          {...errors.field('oldPassword')}
          label={t('password.oldPassword')}
          type="password"
          value={oldPassword}
          onChange={setOldPassword}
          autoComplete="current-password"
          required
        />
        <TextField
          {...errors.field('newPassword')}
          label={t('password.newPassword')}
          type="password"
          value={newPassword}
          onChange={setNewPassword}
          autoComplete="new-password"
          hint={t('password.newPasswordHint')}
          required
        />
        <TextField
          {...errors.field('confirmPassword')}
          label={t('password.confirmPassword')}
          type="password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          required
        />
        <ThrottledButton type="submit" busy={busy}>
          {t('password.submit')}
        </ThrottledButton>
        <p className="tc-notice" role="status" part="notice">
          {status}
        </p>
      </form>
    </div>
  );
}
