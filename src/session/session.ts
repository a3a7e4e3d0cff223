import Cookies from 'js-cookie';
import type { UserInfo } from '../contract/auth';
import { cookieExpiryDays, rememberMeExpiryDays } from '../contract/limits';
import { storageKeys } from './keys';

type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => listeners.forEach((listener) => listener());

const readJson = <T>(key: string): T | null => {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
};

let cookieText: string | undefined;
let cookieValues: Record<string, string> = {};
let cookieTextCurrent = false;

/**
 * One cookie of the page. `document.cookie` is read once per stretch of synchronous code: each read
 * is a call from the page to the browser's cookie store (in CPU profiles of the host's home page,
 * 5 to 7 ms of every load, inside the renders, where every widget reads the token). A render reads it
 * once; after the next microtask it is read again, so a cookie the server or another tab set is seen
 * as before, and our own writes forget it at once. The cookies are parsed again only when the text
 * changed (js-cookie parses them all on each call).
 */
const readCookie = (name: string): string | undefined => {
  if (typeof document === 'undefined') return undefined;
  if (!cookieTextCurrent) {
    cookieTextCurrent = true;
    queueMicrotask(() => {
      cookieTextCurrent = false;
    });
    const text = document.cookie;
    if (text !== cookieText) {
      cookieValues = Cookies.get();
      cookieText = text;
    }
  }
  return cookieValues[name];
};

/** After our own cookie writes: the next read asks the browser. */
const forgetCookieText = () => {
  cookieTextCurrent = false;
};

const cookieOptions = (days: number) => ({
  expires: days,
  path: '/',
  sameSite: 'Lax' as const,
  secure: typeof location !== 'undefined' && location.protocol === 'https:',
});

export type SignIn = { token: string; pdfToken: string; user: UserInfo; loginName: string; rememberMe?: boolean };

/**
 * The one session of the page (spec 3, 4): token and pdf-token cookies, the user in local storage,
 * the login name, and the version code stored per login name. Every widget reads it from here.
 */
export const session = {
  token: (): string | undefined => readCookie(storageKeys.tokenCookie),
  pdfToken: (): string | undefined => readCookie(storageKeys.pdfTokenCookie),
  user: (): UserInfo | null => readJson<UserInfo>(storageKeys.user),
  loginName: (): string | null => localStorage.getItem(storageKeys.loginName),
  /** Version code stored under the login name key (spec 2 guard). */
  versionCode: (loginName: string | null = session.loginName()): string | null =>
    loginName ? localStorage.getItem(loginName) : null,

  signIn({ token, pdfToken, user, loginName, rememberMe = false }: SignIn): void {
    const days = rememberMe ? rememberMeExpiryDays : cookieExpiryDays;
    Cookies.set(storageKeys.tokenCookie, token, cookieOptions(days));
    Cookies.set(storageKeys.pdfTokenCookie, pdfToken, cookieOptions(days));
    forgetCookieText();
    localStorage.setItem(storageKeys.loginName, loginName);
    session.saveUser(user);
  },

  /** Saves the user and, if absent, its version code under the login name key. */
  saveUser(user: UserInfo): void {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    const loginName = session.loginName() ?? user.account;
    if (!session.loginName()) localStorage.setItem(storageKeys.loginName, loginName);
    if (!localStorage.getItem(loginName)) localStorage.setItem(loginName, user.version_code);
    notify();
  },

  setVersionCode(versionCode: string): void {
    const loginName = session.loginName();
    if (loginName) localStorage.setItem(loginName, versionCode);
    notify();
  },

  /** Spec 4, code 40001: the stored user is cleared and both cookies removed. */
  clear(): void {
    localStorage.removeItem(storageKeys.user);
    Cookies.remove(storageKeys.tokenCookie, { path: '/' });
    Cookies.remove(storageKeys.pdfTokenCookie, { path: '/' });
    forgetCookieText();
    notify();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
