import type { Language } from '../../../src/contract/languages';
import { verificationCodeValidMinutes } from '../../../src/contract/limits';

const verificationCodeTexts: Record<Language, { subject: string; text: (code: string, minutes: number) => string }> = {
  en: {
    subject: 'Your Training Center verification code',
    text: (code, minutes) =>
      `Your verification code is ${code}\n\nEnter it on the password reset page within ${minutes} minutes. It works once.\n` +
      `If you did not ask to reset your password, ignore this message: your password stays unchanged.\n\n— Training Center`,
  },
  es: {
    subject: 'Su código de verificación de Training Center',
    text: (code, minutes) =>
      `Su código de verificación es ${code}\n\nIntrodúzcalo en la página de restablecimiento de contraseña antes de ${minutes} minutos. Solo funciona una vez.\n` +
      `Si no pidió restablecer su contraseña, ignore este mensaje: su contraseña no cambia.\n\n— Training Center`,
  },
};

/** The password-reset mail, in the account's language. */
export const verificationCodeMail = (lang: Language, code: string) => ({
  subject: verificationCodeTexts[lang].subject,
  text: verificationCodeTexts[lang].text(code, verificationCodeValidMinutes),
});
