import { sessionCookies } from '../contract/cookies';

/** Names of the client-side storage of spec section 3. */
export const storageKeys = {
  user: 'user',
  loginName: 'loginName',
  tokenCookie: sessionCookies.token,
  pdfTokenCookie: sessionCookies.pdfToken,
} as const;
