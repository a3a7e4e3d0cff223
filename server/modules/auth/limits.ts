import type { ThrottleRule } from '../../lib/throttle/throttle';
import { cookieExpiryDays, rememberMeExpiryDays, verificationCodeLength, verificationCodeValidMinutes } from '../../../src/contract/limits';

/** Every server-side limit of sign-in and password recovery, in one place. */
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export const throttleRules = {
  /** Failed logins of one account (cleared by a successful login). */
  loginPerAccount: { scope: 'login:account', limit: 10, windowMs: 15 * minute },
  /** Failed logins from one client address, whatever the account. */
  loginPerIp: { scope: 'login:ip', limit: 30, windowMs: 15 * minute },
  /** Verification mails requested for one address. */
  sendEmailPerAddress: { scope: 'sendEmail:address', limit: 5, windowMs: hour },
  /** Verification mails requested from one client address. */
  sendEmailPerIp: { scope: 'sendEmail:ip', limit: 20, windowMs: hour },
  /** Wrong verification codes from one client address. */
  forgetPwdPerIp: { scope: 'forgetPwd:ip', limit: 30, windowMs: 15 * minute },
  /** Wrong original passwords on the profile's password change, per user. */
  updatePwdPerUser: { scope: 'updatePwd:user', limit: 10, windowMs: 15 * minute },
} as const satisfies Record<string, ThrottleRule>;

export const sessionLifetimeMs = cookieExpiryDays * day;
export const rememberMeSessionLifetimeMs = rememberMeExpiryDays * day;

export const verificationCodeDigits = verificationCodeLength;
export const verificationCodeLifetimeMs = verificationCodeValidMinutes * minute;
/** Wrong guesses that burn a verification code: 5 tries out of a million codes. */
export const verificationCodeMaxFailedAttempts = 5;
