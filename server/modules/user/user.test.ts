import { describe, expect, it } from 'vitest';
import { userInfo } from '../../../src/contract/auth';
import { ResultCode } from '../../../src/contract/codes';
import { errorMessages } from '../../../src/contract/messages';
import { databasesUnderTest } from '../../test/databases';
import { freshIp, useTestContext } from '../../test/testApp';

describe.each(databasesUnderTest())('the signed-in user on $name', ({ kind }) => {
  const ctx = useTestContext(kind);

  describe('GET /getUserInfo', () => {
    it('answers the profile fields of the spec, never the password hash', async () => {
      const { user, token } = await ctx().signedInUser({ name: 'Iris Installer', company: 'Volt Co', companyNumber: 'VC-9', audience: 'designer' });
      const response = await ctx().api('GET', '/getUserInfo', { token });
      expect(response.body.code).toBe(ResultCode.success);
      expect(userInfo.strict().parse(response.body.result)).toEqual({
        id: user.id,
        account: user.account,
        name: 'Iris Installer',
        email: user.email,
        company: 'Volt Co',
        companyNumber: 'VC-9',
        audience: 'designer',
        role: 'learner',
        version_code: 'US',
        lang: 'en',
        companyId: null,
        companyAdmin: false,
        mustChangePassword: false,
      });
      expect(JSON.stringify(response.body)).not.toContain('scrypt');
    });

    it("shows each user only their own profile", async () => {
      const alice = await ctx().signedInUser();
      const bob = await ctx().signedInUser();
      expect((await ctx().api<{ id: string }>('GET', '/getUserInfo', { token: alice.token })).body.result.id).toBe(alice.user.id);
      expect((await ctx().api<{ id: string }>('GET', '/getUserInfo', { token: bob.token })).body.result.id).toBe(bob.user.id);
    });
  });

  describe('GET /switchCountry', () => {
    it('moves the user to an offered country/version and answers the user', async () => {
      const { token, user } = await ctx().signedInUser();
      const response = await ctx().api('GET', '/switchCountry', { token, query: { versionCode: 'mx' } });
      expect(response.body).toMatchObject({ code: ResultCode.success, result: { id: user.id, version_code: 'MX' } });
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.result).toMatchObject({ version_code: 'MX' });
    });

    it('refuses a country/version the portal does not offer', async () => {
      const { token } = await ctx().signedInUser();
      const unknown = await ctx().api('GET', '/switchCountry', { token, query: { versionCode: 'ZZ' }, headers: { lang: 'es' } });
      expect(unknown.body).toEqual({
        code: ResultCode.invalidInput,
        message: errorMessages.es.unknownCountry,
        result: { fields: { versionCode: errorMessages.es.unknownCountry } },
      });
      const malformed = await ctx().api('GET', '/switchCountry', { token, query: { versionCode: '1' } });
      expect(malformed.body).toEqual({ code: ResultCode.invalidInput, message: 'Country/version is required', result: { fields: { versionCode: 'Country/version is required' } } });
      const missing = await ctx().api('GET', '/switchCountry', { token });
      expect(missing.body).toEqual({ code: ResultCode.invalidInput, message: 'Country/version is required', result: { fields: { versionCode: 'Country/version is required' } } });
      expect((await ctx().api('GET', '/getUserInfo', { token })).body.result).toMatchObject({ version_code: 'US' });
    });

    it('needs a session', async () => {
      expect((await ctx().api('GET', '/switchCountry', { query: { versionCode: 'MX' } })).body.code).toBe(ResultCode.sessionExpired);
    });
  });

  describe('POST /updatePwd', () => {
    const change = (token: string, oldPassword: string, newPassword = 'changed7pw', confirmPassword = newPassword, lang = 'en') =>
      ctx().api('POST', '/updatePwd', { token, body: { oldPassword, newPassword, confirmPassword }, headers: { lang } });

    it('sets the new password and signs out the other sessions, keeping this one', async () => {
      const { user, password } = await ctx().newUser();
      const current = await ctx().login(user.account, password);
      const other = await ctx().login(user.account, password, { rememberMe: true });
      const response = await change(current.token, password);
      expect(response.body).toEqual({ code: ResultCode.success, message: errorMessages.en.passwordChanged, result: null });
      expect((await ctx().api('GET', '/getUserInfo', { token: current.token })).body.code).toBe(ResultCode.success);
      expect((await ctx().api('GET', '/getUserInfo', { token: other.token })).body.code).toBe(ResultCode.sessionExpired);
      expect((await ctx().api('POST', '/loginSub', { body: { account: user.account, password }, ip: freshIp() })).body.code).toBe(ResultCode.wrongCredentials);
      await expect(ctx().login(user.account, 'changed7pw')).resolves.toBeTruthy();
    });

    it('refuses a wrong original password with its own message', async () => {
      const { token, password, user } = await ctx().signedInUser();
      const response = await change(token, 'wrong0pw', 'changed7pw', 'changed7pw', 'es');
      expect(response.body).toEqual({
        code: ResultCode.invalidInput,
        message: errorMessages.es.wrongOldPassword,
        result: { fields: { oldPassword: errorMessages.es.wrongOldPassword } },
      });
      await expect(ctx().login(user.account, password)).resolves.toBeTruthy();
    });

    it('refuses a new password equal to the current one, in English and Spanish, and changes nothing', async () => {
      const { user, password } = await ctx().newUser();
      const current = await ctx().login(user.account, password);
      const other = await ctx().login(user.account, password);
      const english = await change(current.token, password, password);
      expect(english.body).toEqual({ code: ResultCode.invalidInput, message: errorMessages.en.samePassword, result: { fields: { newPassword: errorMessages.en.samePassword } } });
      const spanish = await change(current.token, password, password, password, 'es');
      expect(spanish.body.message).toBe('La nueva contraseña debe ser distinta de su contraseña actual.');
      expect((await ctx().api('GET', '/getUserInfo', { token: other.token })).body.code).toBe(ResultCode.success);
      await expect(ctx().login(user.account, password)).resolves.toBeTruthy();
    });

    it('limits wrong original passwords to 10 per 15 minutes', async () => {
      const { token, password } = await ctx().signedInUser();
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await change(token, 'wrong0pw')).body.code).toBe(ResultCode.invalidInput);
      expect((await change(token, password)).body.code).toBe(ResultCode.rateLimited);
    });

    it('applies the password rule and the confirmation', async () => {
      const { token, password } = await ctx().signedInUser();
      expect((await change(token, password, 'lettersonly')).body).toMatchObject({
        code: ResultCode.invalidInput,
        result: { fields: { newPassword: 'Password must be at least 6-40 characters and include at least one number and one letter!' } },
      });
      expect((await change(token, password, 'changed7pw', 'changed8pw')).body).toEqual({
        code: ResultCode.invalidInput,
        message: 'The entered passwords do not match.',
        result: { fields: { confirmPassword: 'The entered passwords do not match.' } },
      });
    });

    it('needs a session', async () => {
      expect((await ctx().api('POST', '/updatePwd', { body: { oldPassword: 'a', newPassword: 'b', confirmPassword: 'b' } })).body.code).toBe(
        ResultCode.sessionExpired,
      );
    });
  });
});
