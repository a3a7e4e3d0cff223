import Cookies from 'js-cookie';
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../contract/auth';
import { ResultCode } from '../contract/codes';
import { session } from '../session/session';
import { deferred, fakeApi } from '../testing/fakeApi';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { ApiError } from './apiError';
import {
  changePassword,
  getUserInfo,
  listCountries,
  login,
  logout,
  resetForgottenPassword,
  sendVerificationCode,
  switchCountry,
} from './auth';

const user: UserInfo = {
  id: 'u1',
  account: 'ana.installer',
  name: 'Ana Installer',
  email: 'ana@example.com',
  company: 'Sunny Roofs LLC',
  companyNumber: 'SR-1001',
  audience: 'installer',
  role: 'learner',
  version_code: 'US',
  lang: 'en',
  companyId: null,
  companyAdmin: false,
  mustChangePassword: false,
};

describe('account endpoints', () => {
  it('login posts the form to /loginSub and resolves token, pdf token and user', async () => {
    const api = fakeApi({ '/loginSub': () => ({ code: 200, message: 'OK', result: { token: 't1', pdfToken: 'p1', user } }) });
    await expect(login({ account: 'ana.installer', password: 'secret1', rememberMe: true })).resolves.toEqual({ token: 't1', pdfToken: 'p1', user });
    const [request] = api.to('/loginSub');
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/training-api/loginSub');
    expect(request?.body).toEqual({ account: 'ana.installer', password: 'secret1', rememberMe: true });
    expect(request?.headers.lang).toBe('en');
  });

  it('login rejects wrong credentials with the server code and message', async () => {
    fakeApi({ '/loginSub': () => ({ code: ResultCode.wrongCredentials, message: 'The account or password is incorrect.' }) });
    const failure = login({ account: 'ana', password: 'nope', rememberMe: false });
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ code: 40002, message: 'The account or password is incorrect.' });
  });

  it('getUserInfo sends the token and country and shows no loading indicator', async () => {
    session.signIn({ token: 'tok', pdfToken: 'pdf', user, loginName: 'ana.installer' });
    const answer = deferred<{ code: number; result: UserInfo }>();
    const api = fakeApi({ '/getUserInfo': () => answer.promise });
    const pending = getUserInfo();
    await Promise.resolve();
    expect(loadingStore.pending()).toBe(0);
    answer.resolve({ code: 200, result: user });
    await expect(pending).resolves.toEqual(user);
    expect(api.to('/getUserInfo')[0]?.headers).toMatchObject({ authorization: 'Bearer tok', country: 'US', lang: 'en' });
  });

  it('switchCountry sends the upper-cased version code as a query', async () => {
    const api = fakeApi({ '/switchCountry': () => ({ code: 200, result: { ...user, version_code: 'MX' } }) });
    await expect(switchCountry('mx')).resolves.toMatchObject({ version_code: 'MX' });
    expect(api.to('/switchCountry')[0]?.url.searchParams.get('versionCode')).toBe('MX');
  });

  it('listCountries resolves the country/versions', async () => {
    const countries = [
      { versionCode: 'US', name: 'United States', lang: 'en' },
      { versionCode: 'MX', name: 'México', lang: 'es' },
    ];
    fakeApi({ '/country/list': () => ({ code: 200, result: countries }) });
    await expect(listCountries()).resolves.toEqual(countries);
  });

  it('sendVerificationCode resolves the server message', async () => {
    const api = fakeApi({ '/sendEmail': () => ({ code: 200, message: 'Verification Code Successfully Sent', result: null }) });
    await expect(sendVerificationCode({ email: 'ana@example.com' })).resolves.toBe('Verification Code Successfully Sent');
    expect(api.to('/sendEmail')[0]?.body).toEqual({ email: 'ana@example.com' });
  });

  it('resetForgottenPassword posts every field to /forgetPwd', async () => {
    const api = fakeApi({ '/forgetPwd': () => ({ code: 200, result: null }) });
    const form = { account: 'ana', email: 'ana@example.com', code: '123456', password: 'newpass1', confirmPassword: 'newpass1' };
    await expect(resetForgottenPassword(form)).resolves.toBeUndefined();
    expect(api.to('/forgetPwd')[0]?.body).toEqual(form);
  });

  it('changePassword resolves the server message; a failure rejects and raises an error toast', async () => {
    fakeApi({ '/updatePwd': () => ({ code: 200, message: 'Your password has been changed.', result: null }) });
    await expect(changePassword({ oldPassword: 'old1pass', newPassword: 'new1pass', confirmPassword: 'new1pass' })).resolves.toBe(
      'Your password has been changed.',
    );
    fakeApi({ '/updatePwd': () => ({ code: ResultCode.invalidInput, message: 'The original password is incorrect.', result: null }) });
    await expect(changePassword({ oldPassword: 'bad1pass', newPassword: 'new1pass', confirmPassword: 'new1pass' })).rejects.toMatchObject({
      code: 40000,
    });
    expect(toastStore.list().map((toast) => [toast.kind, toast.message])).toEqual([['error', 'The original password is incorrect.']]);
  });

  it('logout calls /loginOut and clears the session, even when the call fails', async () => {
    session.signIn({ token: 'tok', pdfToken: 'pdf', user, loginName: 'ana.installer' });
    const api = fakeApi({ '/loginOut': () => ({ code: 200, result: null }) });
    await logout();
    expect(api.to('/loginOut')[0]?.headers.authorization).toBe('Bearer tok');
    expect(Cookies.get('token')).toBeUndefined();
    expect(session.user()).toBeNull();

    session.signIn({ token: 'tok2', pdfToken: 'pdf', user, loginName: 'ana.installer' });
    fakeApi({ '/loginOut': () => new Response('down', { status: 500 }) });
    await expect(logout()).rejects.toBeInstanceOf(ApiError);
    expect(Cookies.get('token')).toBeUndefined();
  });
});
