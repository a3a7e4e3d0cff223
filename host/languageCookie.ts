import type { i18n as I18n } from 'i18next';
import Cookies from 'js-cookie';
import { languageCookie } from '../src/contract/cookies';
import { defaultLanguage, toLanguage } from '../src/contract/languages';

/** A year: the choice lasts as long as the browser keeps it; English (the default) needs no cookie. */
const keptDays = 365;

const write = (lng: string): void => {
  const language = toLanguage(lng);
  const stored = Cookies.get(languageCookie);
  if (language === defaultLanguage) {
    if (stored !== undefined) Cookies.remove(languageCookie, { path: '/' });
    return;
  }
  if (stored !== language) Cookies.set(languageCookie, language, { expires: keptDays, path: '/', sameSite: 'Lax', secure: location.protocol === 'https:' });
};

/**
 * Keeps the language cookie equal to the page's language, now and on every change, so that the server
 * makes a page's first answers in the learner's language. Only the host does this: a widget on a
 * partner's site sets no cookie there.
 */
export const keepLanguageCookie = (i18n: I18n): void => {
  write(i18n.language);
  i18n.on('languageChanged', write);
};
