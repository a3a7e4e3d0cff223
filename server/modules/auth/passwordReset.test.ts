import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { hours, minutes, seconds } from '../../test/clock';
import { countRows, databasesUnderTest } from '../../test/databases';
import { freshIp, useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('password recovery on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  const requestCode = (email: string, options: { ip?: string; lang?: string } = {}) =>
    ctx().api('POST', '/sendEmail', { body: { email }, ip: options.ip ?? freshIp(), headers: options.lang ? { lang: options.lang } : {} });

  /** The code of the newest mail to `email` (delivery runs in the background). */
  const mailedCode = async (email: string): Promise<string> => {
    await ctx().app.mailer.flush();
    const mail = ctx().sent.filter((message) => message.to === email).at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code mailed to ${email}`);
    return code;
  };

  const resetPassword = (fields: { account: string; email: string; code: string; password?: string; confirmPassword?: string }, ip = freshIp()) =>
    ctx().api('POST', '/forgetPwd', {
      body: { password: 'renewed9pw', confirmPassword: fields.password ?? 'renewed9pw', ...fields },
      ip,
    });

  describe('POST /sendEmail', () => {
    it('mails a 6-digit code to a known address and stores only its hash', async () => {
      const { user } = await ctx().newUser();
      const response = await requestCode(user.email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ code: ResultCode.success, message: 'Verification Code Successfully Sent', result: null });
      const code = await mailedCode(user.email);
      expect(code).toMatch(/^\d{6}$/);
      const mail = ctx().sent.filter((message) => message.to === user.email).at(-1);
      expect(mail).toMatchObject({ from: ctx().config.mailFrom, subject: 'Your Training Center verification code' });
      expect(mail?.text).toContain('15 minutes');
      const rows = await ctx().db.selectFrom('verification_codes').selectAll().where('email', '=', user.email).execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain(code);
    });

    it('answers exactly the same for an unknown address and sends nothing', async () => {
      const { user } = await ctx().newUser();
      const known = await requestCode(user.email);
      const sentBefore = ctx().sent.length;
      const codesBefore = await countRows(ctx().db, 'verification_codes');
      const unknown = await requestCode('nobody@example.test');
      expect(unknown.status).toBe(known.status);
      expect(unknown.body).toEqual(known.body);
      await ctx().app.mailer.flush();
      expect(ctx().sent.length).toBe(sentBefore);
      expect(await countRows(ctx().db, 'verification_codes')).toBe(codesBefore);
    });

    it("translates the answer and writes the mail in the account's language", async () => {
      const { user } = await ctx().newUser({ versionCode: 'MX' });
      const response = await requestCode(user.email, { lang: 'es' });
      expect(response.body.message).toBe(errorMessages.es.verificationCodeSent);
      await ctx().app.mailer.flush();
      const mail = ctx().sent.filter((message) => message.to === user.email).at(-1);
      expect(mail?.subject).toBe('Su código de verificación de Training Center');
      expect(mail?.text).toContain('15 minutos');
      expect(mail?.text).toContain(`Su nombre de usuario es ${user.account}\n`);
    });

    it('gives the user name next to the code, which the reset form asks for', async () => {
      const { user } = await ctx().newUser({ account: `Ana.Resets.${kind}` });
      await requestCode(user.email);
      const code = await mailedCode(user.email);
      const mail = ctx().sent.filter((message) => message.to === user.email).at(-1);
      expect(mail?.text).toContain(`Your verification code is ${code}\nYour user name is Ana.Resets.${kind}\n`);
      expect((await resetPassword({ account: user.account, email: user.email, code })).body.code).toBe(ResultCode.success);
    });

    it('rejects a malformed address', async () => {
      const response = await ctx().api('POST', '/sendEmail', { body: { email: 'not-an-address' } });
      expect(response.body).toEqual({ code: ResultCode.invalidInput, message: 'Email format error', result: { fields: { email: 'Email format error' } } });
    });

    it('allows 5 mails per address per hour', async () => {
      const { user } = await ctx().newUser();
      for (let request = 0; request < 5; request += 1) expect((await requestCode(user.email)).body.code).toBe(ResultCode.success);
      const sixth = await requestCode(user.email);
      expect(sixth.body).toEqual({ code: ResultCode.rateLimited, message: 'Too many attempts. Please wait 60 minutes and try again.', result: null });
      expect((await requestCode('someone.else@example.test')).body.code).toBe(ResultCode.success);
      ctx().clock.advance(hours(1) + seconds(1));
      expect((await requestCode(user.email)).body.code).toBe(ResultCode.success);
    });

    it('allows 20 mails per client address per hour', async () => {
      const ip = freshIp();
      for (let request = 0; request < 20; request += 1) {
        expect((await requestCode(`visitor${request}@example.test`, { ip })).body.code).toBe(ResultCode.success);
      }
      expect((await requestCode('visitor21@example.test', { ip })).body.code).toBe(ResultCode.rateLimited);
      expect((await requestCode('visitor21@example.test')).body.code).toBe(ResultCode.success);
    });
  });

  describe('POST /forgetPwd', () => {
    it('sets the new password, uses the code up and signs out every session', async () => {
      const { user, password } = await ctx().newUser();
      const first = await ctx().login(user.account, password);
      const second = await ctx().login(user.account, password, { rememberMe: true });
      await requestCode(user.email);
      const code = await mailedCode(user.email);

      const response = await resetPassword({ account: user.account, email: user.email, code });
      expect(response.body).toMatchObject({ code: ResultCode.success, result: null });
      for (const token of [first.token, second.token]) {
        expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.sessionExpired);
      }
      expect((await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip: freshIp() })).body.code).toBe(ResultCode.wrongCredentials);
      await expect(ctx().login(user.account, 'renewed9pw')).resolves.toMatchObject({ user: { id: user.id } });

      const again = await resetPassword({ account: user.account, email: user.email, code, password: 'another9pw' });
      expect(again.body).toEqual({ code: ResultCode.invalidVerificationCode, message: errorMessages.en.invalidVerificationCode, result: null });
    });

    it('refuses the current password as the new one, in English and Spanish, and keeps the code usable', async () => {
      const { user, password } = await ctx().newUser();
      const { token } = await ctx().login(user.account, password);
      await requestCode(user.email);
      const code = await mailedCode(user.email);
      const english = await resetPassword({ account: user.account, email: user.email, code, password });
      expect(english.body).toEqual({ code: ResultCode.invalidInput, message: errorMessages.en.samePassword, result: { fields: { password: errorMessages.en.samePassword } } });
      const spanish = await ctx().api('POST', '/forgetPwd', {
        body: { account: user.account, email: user.email, code, password, confirmPassword: password },
        headers: { lang: 'es' },
        ip: freshIp(),
      });
      expect(spanish.body.message).toBe('La nueva contraseña debe ser distinta de su contraseña actual.');
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.success);
      expect((await resetPassword({ account: user.account, email: user.email, code })).body.code).toBe(ResultCode.success);
    });

    it('accepts a code for 15 minutes only', async () => {
      const { user } = await ctx().newUser();
      await requestCode(user.email);
      const code = await mailedCode(user.email);
      ctx().clock.advance(minutes(15) + seconds(1));
      expect((await resetPassword({ account: user.account, email: user.email, code })).body.code).toBe(ResultCode.invalidVerificationCode);

      await requestCode(user.email);
      const fresh = await mailedCode(user.email);
      ctx().clock.advance(minutes(14));
      expect((await resetPassword({ account: user.account, email: user.email, code: fresh })).body.code).toBe(ResultCode.success);
    });

    it('invalidates an older unused code when a new one is sent', async () => {
      const { user } = await ctx().newUser();
      await requestCode(user.email);
      const older = await mailedCode(user.email);
      await requestCode(user.email);
      const newer = await mailedCode(user.email);
      if (older !== newer) {
        expect((await resetPassword({ account: user.account, email: user.email, code: older })).body.code).toBe(ResultCode.invalidVerificationCode);
      }
      expect(await ctx().db.selectFrom('verification_codes').select('id').where('email', '=', user.email).execute()).toHaveLength(1);
      expect((await resetPassword({ account: user.account, email: user.email, code: newer })).body.code).toBe(ResultCode.success);
    });

    it("refuses a code sent to another address than the account's", async () => {
      const { user } = await ctx().newUser();
      const { user: other } = await ctx().newUser();
      await requestCode(other.email);
      const code = await mailedCode(other.email);
      expect((await resetPassword({ account: user.account, email: other.email, code })).body.code).toBe(ResultCode.invalidVerificationCode);
      expect((await resetPassword({ account: user.account, email: user.email, code })).body.code).toBe(ResultCode.invalidVerificationCode);
    });

    it('burns the code after 5 wrong guesses', async () => {
      const { user } = await ctx().newUser();
      await requestCode(user.email);
      const code = await mailedCode(user.email);
      const wrong = code === '000000' ? '000001' : '000000';
      for (let guess = 0; guess < 5; guess += 1) {
        expect((await resetPassword({ account: user.account, email: user.email, code: wrong })).body.code).toBe(ResultCode.invalidVerificationCode);
      }
      expect((await resetPassword({ account: user.account, email: user.email, code })).body.code).toBe(ResultCode.invalidVerificationCode);
    });

    it('locks a client address after 30 wrong codes', async () => {
      const ip = freshIp();
      for (let guess = 0; guess < 30; guess += 1) {
        expect((await resetPassword({ account: 'ghost', email: 'ghost@example.test', code: '123456' }, ip)).body.code).toBe(ResultCode.invalidVerificationCode);
      }
      expect((await resetPassword({ account: 'ghost', email: 'ghost@example.test', code: '123456' }, ip)).body.code).toBe(ResultCode.rateLimited);
    });

    it('checks the password rule and the confirmation with the shared schema', async () => {
      const weak = await resetPassword({ account: 'a', email: 'a@example.test', code: '123456', password: 'short', confirmPassword: 'short' });
      expect(weak.body).toMatchObject({ code: ResultCode.invalidInput, message: 'Password must be at least 6-40 characters and include at least one number and one letter!' });
      const mismatch = await resetPassword({ account: 'a', email: 'a@example.test', code: '123456', password: 'renewed9pw', confirmPassword: 'renewed8pw' });
      expect(mismatch.body).toEqual({ code: ResultCode.invalidInput, message: 'Passwords do not match', result: { fields: { confirmPassword: 'Passwords do not match' } } });
      const letters = await ctx().api('POST', '/forgetPwd', {
        body: { account: 'a', email: 'a@example.test', code: '12ab', password: 'renewed9pw', confirmPassword: 'renewed9pw' },
        headers: { lang: 'es' },
      });
      expect(letters.body.result).toEqual({ fields: { code: 'El código de verificación debe ser numérico' } });
    });
  });
});
