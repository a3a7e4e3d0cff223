import type { i18n as I18n } from 'i18next';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { languageCookie } from '../src/contract/cookies';
import { i18n, setLanguage } from '../src/i18n/i18n';
import { keepLanguageCookie } from './languageCookie';

afterEach(async () => {
  await setLanguage('en');
  Cookies.remove(languageCookie, { path: '/' });
});

describe('the language cookie the host keeps for the server', () => {
  it('follows the page: Spanish is written, English (the default) leaves no cookie', async () => {
    keepLanguageCookie(i18n);
    expect(Cookies.get(languageCookie)).toBeUndefined();
    await setLanguage('es');
    expect(Cookies.get(languageCookie)).toBe('es');
    await setLanguage('en');
    expect(Cookies.get(languageCookie)).toBeUndefined();
  });

  it('is put right at start: a Spanish page writes it, an English page removes a stale one', () => {
    const pageIn = (language: string) => ({ language, on: () => undefined }) as unknown as I18n;
    keepLanguageCookie(pageIn('es'));
    expect(Cookies.get(languageCookie)).toBe('es');
    keepLanguageCookie(pageIn('en'));
    expect(Cookies.get(languageCookie)).toBeUndefined();
  });
});
