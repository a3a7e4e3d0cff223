import type { Language } from '../../../src/contract/languages';
import { verificationCodeValidMinutes } from '../../../src/contract/limits';

const verificationCodeTexts: Record<Language, { subject: string; text: (code: string, account: string, minutes: number) => string }> = {
  en: {
    subject: 'Your Training Center verification code',
    text: (code, account, minutes) =>
      `Your verification code is ${code}\nYour user name is ${account}\n\nEnter both on the password reset page within ${minutes} minutes. The code works once.\n` +
      `If you did not ask to reset your password, ignore this message: your password stays unchanged.\n\n— Training Center`,
  },
  es: {
    subject: 'Su código de verificación de Training Center',
    text: (code, account, minutes) =>
      `Su código de verificación es ${code}\nSu nombre de usuario es ${account}\n\nIntrodúzcalos en la página de restablecimiento de contraseña antes de ${minutes} minutos. El código solo funciona una vez.\n` +
      `Si no pidió restablecer su contraseña, ignore este mensaje: su contraseña no cambia.\n\n— Training Center`,
  },
};

/** The password-reset mail, in the account's language: the code and the user name the reset form asks for. */
export const verificationCodeMail = (lang: Language, code: string, account: string) => ({
  subject: verificationCodeTexts[lang].subject,
  text: verificationCodeTexts[lang].text(code, account, verificationCodeValidMinutes),
});
