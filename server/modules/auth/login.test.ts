import { describe, expect, it } from 'vitest';
import { loginResult, userInfo } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { hashToken } from '../../lib/tokens';
import { throttleRules } from './limits';
import { days, minutes } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { freshIp, useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('sign-in and sessions on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  describe('POST /loginSub', () => {
    it('answers token, pdfToken and the user, and stores only token hashes', async () => {
      const { user, password } = await ctx().newUser({ name: 'Ana Installer', company: 'Sol SA', companyNumber: 'MX-77', versionCode: 'MX' });
      const response = await ctx().api('POST', '/loginSub', { body: { account: user.account, password, rememberMe: false } });
      expect(response.status).toBe(200);
      expect(response.body.code).toBe(ResultCode.success);
      const result = loginResult.parse(response.body.result);
      expect(result.user).toEqual({ ...user, name: 'Ana Installer', company: 'Sol SA', companyNumber: 'MX-77', version_code: 'MX', lang: 'es' });
      expect(Object.keys(result.user).sort()).toEqual(Object.keys(userInfo.shape).sort());
      expect(Buffer.from(result.token, 'base64url')).toHaveLength(32);
      expect(Buffer.from(result.pdfToken, 'base64url')).toHaveLength(32);
      expect(result.pdfToken).not.toBe(result.token);

      const sessions = await ctx().db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
      expect(sessions).toHaveLength(1);
      expect(sessions[0]?.token_hash).toBe(hashToken(result.token));
      expect(sessions[0]?.pdf_token_hash).toBe(hashToken(result.pdfToken));
      expect(JSON.stringify(sessions)).not.toContain(result.token);
    });

    it('matches the account regardless of case', async () => {
      const { user, password } = await ctx().newUser();
      await expect(ctx().login(user.account.toUpperCase(), password)).resolves.toMatchObject({ user: { id: user.id } });
    });

    it('gives the same answer for a wrong password and an unknown account, in the request language', async () => {
      const { user } = await ctx().newUser();
      const wrongPassword = await ctx().api('POST', '/loginSub', { body: { account: user.account, password: 'nope123' }, ip: freshIp() });
      const unknownAccount = await ctx().api('POST', '/loginSub', { body: { account: 'nobody.here', password: 'nope123' }, ip: freshIp() });
      expect(wrongPassword.status).toBe(200);
      expect(wrongPassword.body).toEqual({ code: ResultCode.wrongCredentials, message: errorMessages.en.wrongCredentials, result: null });
      expect(unknownAccount.body).toEqual(wrongPassword.body);

      const spanish = await ctx().api('POST', '/loginSub', { body: { account: 'nobody.here', password: 'nope123' }, headers: { lang: 'es' }, ip: freshIp() });
      expect(spanish.body.message).toBe(errorMessages.es.wrongCredentials);
    });

    it('rejects a missing account with the translated field message', async () => {
      const english = await ctx().api('POST', '/loginSub', { body: { account: '  ', password: '' } });
      expect(english.body).toEqual({
        code: ResultCode.invalidInput,
        message: 'User Name is required',
        result: { fields: { account: 'User Name is required', password: 'Password is required' } },
      });
      const spanish = await ctx().api('POST', '/loginSub', { body: { account: '', password: 'x' }, headers: { lang: 'es-MX' } });
      expect(spanish.body.message).toBe('El nombre de usuario es obligatorio');
    });
  });

  describe('session lifetime', () => {
    it('expires a normal session after 1 day', async () => {
      const { token } = await ctx().signedInUser();
      ctx().clock.advance(days(1) - minutes(1));
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.success);
      ctx().clock.advance(minutes(2));
      const expired = await ctx().api('GET', '/getUserInfo', { token });
      expect(expired.status).toBe(200);
      expect(expired.body).toEqual({ code: ResultCode.sessionExpired, message: errorMessages.en.sessionExpired, result: null });
    });

    it('keeps a remember-me session for 30 days', async () => {
      const { user, password } = await ctx().newUser();
      const { token } = await ctx().login(user.account, password, { rememberMe: true });
      ctx().clock.advance(days(30) - minutes(1));
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.success);
      ctx().clock.advance(minutes(2));
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.code).toBe(ResultCode.sessionExpired);
    });

    it('refuses a missing, malformed or unknown token with 40001', async () => {
      expect((await ctx().api('GET', '/getUserInfo')).body.code).toBe(ResultCode.sessionExpired);
      expect((await ctx().api('GET', '/getUserInfo', { headers: { authorization: 'Bearer ' } })).body.code).toBe(ResultCode.sessionExpired);
      expect((await ctx().api('GET', '/getUserInfo', { token: 'x'.repeat(43) })).body.code).toBe(ResultCode.sessionExpired);
    });

    it('accepts the bare token form of the Authorization header', async () => {
      const { token, user } = await ctx().signedInUser();
      const response = await ctx().api<{ id: string }>('GET', '/getUserInfo', { headers: { authorization: token } });
      expect(response.body.result.id).toBe(user.id);
    });
  });

  describe('GET /loginOut', () => {
    it('revokes the token and its pdf token, and only that session', async () => {
      const { user, password } = await ctx().newUser();
      const first = await ctx().login(user.account, password);
      const second = await ctx().login(user.account, password);
      const out = await ctx().api('GET', '/loginOut', { token: first.token });
      expect(out.body).toMatchObject({ code: ResultCode.success, result: null });
      expect((await ctx().api('GET', '/getUserInfo', { token: first.token })).body.code).toBe(ResultCode.sessionExpired);
      expect((await ctx().api('GET', '/loginOut', { token: first.token })).body.code).toBe(ResultCode.sessionExpired);
      expect(await ctx().app.services.auth.authenticatePdfToken(first.pdfToken)).toBeUndefined();
      expect((await ctx().api('GET', '/getUserInfo', { token: second.token })).body.code).toBe(ResultCode.success);
      expect((await ctx().app.services.auth.authenticatePdfToken(second.pdfToken))?.user.id).toBe(user.id);
    });
  });

  describe('login throttling', () => {
    const failLogin = (account: string, ip: string) => ctx().api('POST', '/loginSub', { body: { account, password: 'wrong1pw' }, ip });

    it('locks an account after 10 failures from any addresses, for 15 minutes', async () => {
      const { user, password } = await ctx().newUser();
      for (let attempt = 0; attempt < 10; attempt += 1) {
        expect((await failLogin(user.account, freshIp())).body.code).toBe(ResultCode.wrongCredentials);
      }
      const locked = await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip: freshIp() });
      expect(locked.status).toBe(200);
      expect(locked.body).toEqual({ code: ResultCode.rateLimited, message: 'Too many attempts. Please wait 15 minutes and try again.', result: null });
      const spanish = await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip: freshIp(), headers: { lang: 'es' } });
      expect(spanish.body.message).toBe('Demasiados intentos. Espere 15 minutos e inténtelo de nuevo.');

      ctx().clock.advance(minutes(10));
      expect((await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip: freshIp() })).body.message).toContain('wait 5 minutes');
      ctx().clock.advance(minutes(5) + 1000);
      await expect(ctx().login(user.account, password)).resolves.toMatchObject({ user: { id: user.id } });
    });

    it('clears the account count after a successful login', async () => {
      const { user, password } = await ctx().newUser();
      for (let attempt = 0; attempt < 9; attempt += 1) await failLogin(user.account, freshIp());
      await ctx().login(user.account, password);
      for (let attempt = 0; attempt < 9; attempt += 1) {
        expect((await failLogin(user.account, freshIp())).body.code).toBe(ResultCode.wrongCredentials);
      }
      await expect(ctx().login(user.account, password)).resolves.toBeTruthy();
    });

    it('forgets failures once their window has passed them', async () => {
      const account = `ghost.prune.${kind}`;
      for (let attempt = 0; attempt < 3; attempt += 1) await failLogin(account, freshIp());
      const hitsOf = async () =>
        (await ctx().db.selectFrom('throttle_hits').select('id').where('key', '=', `login:account:${account}`).execute()).length;
      expect(await hitsOf()).toBe(3);
      // Past the account's window, though other rules (a company's daily invitation cap) keep theirs a day.
      ctx().clock.advance(throttleRules.loginPerAccount.windowMs + minutes(1));
      await failLogin(account, freshIp());
      expect(await hitsOf()).toBe(1);
    });

    it('locks a client address after 30 failures, whatever the accounts', async () => {
      const ip = freshIp();
      const { user, password } = await ctx().newUser();
      for (let attempt = 0; attempt < 30; attempt += 1) {
        expect((await failLogin(`ghost.${attempt}`, ip)).body.code).toBe(ResultCode.wrongCredentials);
      }
      const fromSameIp = await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip });
      expect(fromSameIp.body.code).toBe(ResultCode.rateLimited);
      await expect(ctx().login(user.account, password, { ip: freshIp() })).resolves.toMatchObject({ user: { id: user.id } });
    });
  });
});
