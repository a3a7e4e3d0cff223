import { useId, type FormEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../src/ui/TextField';
import { ThrottledButton } from '../../src/ui/ThrottledButton';
import { useFormErrors } from '../../src/ui/useFormErrors';
import { sendCodeForm } from '../../src/validation/authForms';
import type { Cooldown } from './useCooldown';
import { useSendCode } from './useSendCode';
import { FormAlert } from '../../src/ui/FormAlert';

const fields = ['email'] as const;

export type SendCodeFormProps = {
  headingRef: Ref<HTMLHeadingElement>;
  email: string;
  onEmailChange: (email: string) => void;
  /** The code went out: on to the reset step with the server's message. */
  onSent: (email: string, message: string) => void;
  onBack: () => void;
  /** The resend countdown; owned by the card so leaving and reopening this step does not reset it. */
  cooldown: Cooldown;
};

/** Forgot password, first step (spec 2, 5): the account's e-mail and 'Send code' (Enter sends it). */
export function SendCodeForm({ headingRef, email, onEmailChange, onSent, onBack, cooldown }: SendCodeFormProps) {
  const { t } = useTranslation('login');
  const titleId = useId();
  const errors = useFormErrors(fields);
  const { sending, send } = useSendCode(cooldown, errors.showFailure);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = sendCodeForm.safeParse({ email });
    if (!parsed.success) {
      errors.showInvalid(parsed.error);
      return;
    }
    errors.clear();
    const message = await send(parsed.data.email);
    if (message !== null) onSent(parsed.data.email, message);
  };

  return (
    <>
      <h2 className="tc-login__title" id={titleId} ref={headingRef} tabIndex={-1} part="title">
        {t('forgot.title')}
      </h2>
      <p className="tc-login__intro">{t('forgot.intro')}</p>
      <FormAlert message={errors.alert} />
      <form className="tc-form tc-login__send" noValidate onSubmit={sendCode} aria-labelledby={titleId} part="form">
        <TextField
          {...errors.field('email')}
          label={t('forgot.email')}
          type="email"
          inputMode="email"
          value={email}
          onChange={onEmailChange}
          autoComplete="email"
          required
        />
        <ThrottledButton type="submit" busy={sending} disabled={cooldown.remaining > 0}>
          {cooldown.remaining > 0 ? t('forgot.resendIn', { seconds: cooldown.remaining }) : t('forgot.sendCode')}
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
