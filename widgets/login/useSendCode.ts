import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendVerificationCode } from '../../src/api/auth';
import type { Cooldown } from './useCooldown';

/**
 * Sending the verification code, from the e-mail step and again from the reset step: one request at
 * a time, none while the resend countdown runs. Resolves the text to show, or null when nothing went out.
 */
export function useSendCode(cooldown: Cooldown, onFailure: (error: unknown) => void) {
  const { t } = useTranslation('login');
  const [sending, setSending] = useState(false);
  const send = async (email: string): Promise<string | null> => {
    if (sending || cooldown.remaining > 0) return null;
    setSending(true);
    try {
      const message = await sendVerificationCode({ email });
      cooldown.start();
      return message || t('forgot.codeSent');
    } catch (error) {
      onFailure(error);
      return null;
    } finally {
      setSending(false);
    }
  };
  return { sending, send };
}
