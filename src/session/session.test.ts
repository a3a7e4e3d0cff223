import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '../contract/auth';
import { cookieExpiryDays, rememberMeExpiryDays } from '../contract/limits';
import { storageKeys } from './keys';
import { session } from './session';

const user: UserInfo = {
  id: 'u1',
  account: 'ana',
  name: 'Ana Ruiz',
  email: 'ana@example.com',
  company: 'Solar SA',
  companyNumber: 'C-1',
  audience: 'installer',
  role: 'learner',
  version_code: 'US',
  lang: 'en',
  companyId: null,
  companyAdmin: false,
  mustChangePassword: false,
};

/** The `expires` option js-cookie was given for `cookie`. */
const expiresInDays = (setSpy: { mock: { calls: unknown[][] } }, cookie: string): unknown =>
  (setSpy.mock.calls.find((call) => call[0] === cookie)?.[2] as { expires?: unknown } | undefined)?.expires;

afterEach(() => vi.restoreAllMocks());

describe('session (spec 3, 4)', () => {
  it('signs in with token and pdf-token cookies of 1 day, the login name and the user', () => {
    const set = vi.spyOn(Cookies, 'set');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    expect(session.token()).toBe('t');
    expect(session.pdfToken()).toBe('p');
    expect(session.loginName()).toBe('ana');
    expect(session.user()).toEqual(user);
    expect(expiresInDays(set, storageKeys.tokenCookie)).toBe(cookieExpiryDays);
    expect(expiresInDays(set, storageKeys.pdfTokenCookie)).toBe(cookieExpiryDays);
  });

  it('writes the pdf-token cookie on path /, so a new tab opening /training-api/certificate/view sends it', () => {
    const set = vi.spyOn(Cookies, 'set');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    const options = set.mock.calls.find((call) => call[0] === storageKeys.pdfTokenCookie)?.[2] as { path?: string; sameSite?: string } | undefined;
    expect(options?.path).toBe('/');
    // Lax: a top-level navigation (the View link's new tab) carries it.
    expect(options?.sameSite).toBe('Lax');
  });

  it('marks both cookies SameSite=Lax, and Secure when the page is served over TLS', () => {
    const optionsOf = (set: { mock: { calls: unknown[][] } }) =>
      [storageKeys.tokenCookie, storageKeys.pdfTokenCookie].map((name) => set.mock.calls.find((call) => call[0] === name)?.[2] as { sameSite?: string; secure?: boolean });
    const plain = vi.spyOn(Cookies, 'set');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    expect(optionsOf(plain)).toEqual([expect.objectContaining({ sameSite: 'Lax', secure: false }), expect.objectContaining({ sameSite: 'Lax', secure: false })]);
    plain.mockRestore();
    vi.stubGlobal('location', { ...window.location, protocol: 'https:' });
    try {
      const tls = vi.spyOn(Cookies, 'set').mockImplementation(() => undefined);
      session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
      expect(optionsOf(tls)).toEqual([expect.objectContaining({ sameSite: 'Lax', secure: true }), expect.objectContaining({ sameSite: 'Lax', secure: true })]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the cookies 30 days with remember me', () => {
    const set = vi.spyOn(Cookies, 'set');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana', rememberMe: true });
    expect(expiresInDays(set, storageKeys.tokenCookie)).toBe(rememberMeExpiryDays);
    expect(expiresInDays(set, storageKeys.pdfTokenCookie)).toBe(rememberMeExpiryDays);
  });

  it('stores the version code under the login name only when absent', () => {
    localStorage.setItem('ana', 'MX');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    expect(session.versionCode()).toBe('MX');
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'bob' });
    expect(session.versionCode()).toBe('US');
    expect(localStorage.getItem('ana')).toBe('MX');
  });

  it('lets the user switch the version code of the current login name', () => {
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    session.setVersionCode('ES');
    expect(session.versionCode()).toBe('ES');
  });

  it('clears the user and both cookies but keeps the login name and its version', () => {
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    session.clear();
    expect(session.user()).toBeNull();
    expect(session.token()).toBeUndefined();
    expect(session.pdfToken()).toBeUndefined();
    expect(session.loginName()).toBe('ana');
    expect(session.versionCode()).toBe('US');
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.signIn({ token: 't', pdfToken: 'p', user, loginName: 'ana' });
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    session.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('reads the cookies as js-cookie does: the page asked once per stretch of code, parsed again only after they changed', async () => {
    const parse = vi.spyOn(Cookies, 'get');
    // The prototype that holds the getter (happy-dom's document class).
    let owner: object = document;
    while (!Object.prototype.hasOwnProperty.call(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
    const cookieGetter = vi.spyOn(owner as Document, 'cookie', 'get');
    session.signIn({ token: 't1', pdfToken: 'p1', user, loginName: 'ana' });
    expect(session.token()).toBe('t1');
    const reads = cookieGetter.mock.calls.length;
    // The next calls of the same stretch of code ask the page nothing.
    expect([session.token(), session.pdfToken()]).toEqual(['t1', 'p1']);
    expect(cookieGetter.mock.calls.length).toBe(reads);
    expect(parse).toHaveBeenCalledTimes(1);
    // Set by someone else (the server, another tab): seen once the current stretch of code is over.
    document.cookie = `${storageKeys.tokenCookie}=${encodeURIComponent('t2;=%')}; path=/`;
    await Promise.resolve();
    expect([session.token(), session.token()]).toEqual(['t2;=%', 't2;=%']);
    // Our own sign-out is seen at once.
    session.clear();
    expect([session.token(), session.pdfToken()]).toEqual([undefined, undefined]);
    expect(parse).toHaveBeenCalledTimes(3);
    cookieGetter.mockRestore();
  });

  it('reads a corrupt stored user as no user', () => {
    localStorage.setItem(storageKeys.user, '{not json');
    expect(session.user()).toBeNull();
  });
});
