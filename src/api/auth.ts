import { z } from 'zod';
import {
  countryListResult,
  endOtherSessionsResult,
  loginResult,
  switchCountryQuery,
  userInfo,
  userSessionPaths,
  type CountryVersion,
  type EndOtherSessionsResult,
  type LoginResult,
  type UserInfo,
} from '../contract/auth';
import { apiPaths } from '../contract/paths';
import { session } from '../session/session';
import type { ChangePasswordForm, ForgotPasswordForm, LoginForm, SendCodeForm } from '../validation/authForms';
import { apiRequest, apiRequestWithMessage } from './client';

/**
 * The account endpoints of spec 7. Each takes the parsed form (the widget validated it) and
 * resolves the typed result; rejections are the client's `ApiError`, already toasted.
 */

const noResult = z.null();

/** `POST /loginSub`: token, pdf token and the user. Wrong credentials reject with code 40002. */
export const login = (form: LoginForm): Promise<LoginResult> =>
  apiRequest(apiPaths.login, { method: 'POST', body: form, schema: import.meta.env.DEV ? loginResult : undefined });

/** `GET /loginOut`, then the local session is cleared whatever the answer: signing out never leaves a token behind. */
export const logout = async (): Promise<void> => {
  try {
    await apiRequest(apiPaths.logout, { method: 'GET', schema: import.meta.env.DEV ? noResult : undefined });
  } finally {
    session.clear();
  }
};

export { getUserInfo } from './userInfo';

/** `GET /switchCountry?versionCode=`: the user as seen in the new country/version. */
export const switchCountry = (versionCode: string): Promise<UserInfo> =>
  apiRequest(apiPaths.switchCountry, { method: 'GET', query: import.meta.env.DEV ? switchCountryQuery.parse({ versionCode }) : { versionCode }, schema: import.meta.env.DEV ? userInfo : undefined });

/** `GET /country/list`: the country/versions offered. */
export const listCountries = (): Promise<CountryVersion[]> =>
  apiRequest(apiPaths.countryList, { method: 'GET', schema: import.meta.env.DEV ? countryListResult : undefined });

/** `POST /sendEmail`: resolves the server's confirmation text ('Verification Code Successfully Sent'). */
export const sendVerificationCode = async (form: SendCodeForm): Promise<string> =>
  (await apiRequestWithMessage(apiPaths.sendEmail, { method: 'POST', body: form, schema: import.meta.env.DEV ? noResult : undefined })).message;

/** `POST /forgetPwd`: sets the new password and revokes every session of the account. */
export const resetForgottenPassword = async (form: ForgotPasswordForm): Promise<void> => {
  await apiRequest(apiPaths.forgetPwd, { method: 'POST', body: form, schema: import.meta.env.DEV ? noResult : undefined });
};

/** `POST /updatePwd`: revokes the account's other sessions; resolves the server's text ('Your password has been changed.'). */
export const changePassword = async (form: ChangePasswordForm): Promise<string> =>
  (await apiRequestWithMessage(apiPaths.updatePwd, { method: 'POST', body: form, schema: import.meta.env.DEV ? noResult : undefined })).message;

/** `POST /user/endOtherSessions`: signs out every other device and browser of the user; this session stays. */
export const endOtherSessions = (): Promise<EndOtherSessionsResult> =>
  apiRequest(userSessionPaths.endOtherSessions, { method: 'POST', schema: import.meta.env.DEV ? endOtherSessionsResult : undefined });
