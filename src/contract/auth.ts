import { z } from 'zod';
import { languages } from './languages';
import { changePasswordForm, forgotPasswordForm, loginForm, sendCodeForm } from '../validation/authForms';
import { userInfo } from './user';

export { audience, audiences, role, roles, userInfo, type Audience, type Role, type UserInfo } from './user';

/** Country/version code, e.g. `US`; content is scoped by it (spec 6). */
export const versionCode = z.string({ error: 'versionCodeRequired' }).trim().regex(/^[A-Za-z]{2,8}$/, { error: 'versionCodeRequired' }).transform((v) => v.toUpperCase());

/** `POST /loginSub` */
export const loginRequest = loginForm;
export type LoginRequest = z.input<typeof loginRequest>;
export const loginResult = z.object({ token: z.string(), pdfToken: z.string(), user: userInfo });
export type LoginResult = z.infer<typeof loginResult>;

/** `GET /switchCountry?versionCode=` → the user */
export const switchCountryQuery = z.object({ versionCode });

/** `POST /sendEmail` → null, message 'Verification Code Successfully Sent' */
export const sendEmailRequest = sendCodeForm;
export type SendEmailRequest = z.input<typeof sendEmailRequest>;

/** `POST /forgetPwd` → null */
export const forgetPwdRequest = forgotPasswordForm;
export type ForgetPwdRequest = z.input<typeof forgetPwdRequest>;

/** `POST /updatePwd` → null */
export const updatePwdRequest = changePasswordForm;
export type UpdatePwdRequest = z.input<typeof updatePwdRequest>;

/** `GET /health` */
export const healthResult = z.object({ database: z.literal('up') });

/** Country/versions offered by the portal; `name` is in the language of the request (the stored name for a version that is no country). */
export const countryVersion = z.object({ versionCode: z.string(), name: z.string(), lang: z.string() });
export type CountryVersion = z.infer<typeof countryVersion>;

/** `GET /country/list` → the country/versions a user may switch to. */
export const countryListResult = z.array(countryVersion);

/**
 * `GET /user/preferences`, `POST /user/preferences` (issue 11): notifications are also e-mailed when
 * `notifyByEmail`; `language` is the account's: its e-mails and certificate PDFs are written in it.
 */
export const userPreferencePaths = { preferences: '/user/preferences' } as const;

/** "Sign out everywhere else": ends every session of the user but the caller's. */
export const userSessionPaths = { endOtherSessions: '/user/endOtherSessions' } as const;
export const endOtherSessionsResult = z.object({ sessionsEnded: z.number().int().nonnegative() });
export type EndOtherSessionsResult = z.infer<typeof endOtherSessionsResult>;
export const userPreferences = z.object({ notifyByEmail: z.boolean(), language: z.enum(languages) }).strict();
export type UserPreferences = z.infer<typeof userPreferences>;
/** `POST /user/preferences`: the preferences to change (those left out stay); the answer holds them all. */
export const userPreferencesChange = userPreferences.partial();
export type UserPreferencesChange = z.infer<typeof userPreferencesChange>;
