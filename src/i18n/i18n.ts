import i18next, { type i18n as I18n } from 'i18next';
import { defaultLanguage, languages, toLanguage, type Language } from '../contract/languages';
import { namespaces, resources } from './resources';

const languageStorageKey = 'tc-lang';

const initialLanguage = (): Language => {
  if (typeof window === 'undefined') return defaultLanguage;
  const stored = localStorage.getItem(languageStorageKey);
  if (stored) return toLanguage(stored);
  return toLanguage(document.documentElement.lang || navigator.language);
};

/** The one i18next instance of the page, shared by every widget and the host. */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  resources,
  ns: namespaces,
  defaultNS: 'common',
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export const setLanguage = async (lang: string): Promise<void> => {
  const next = toLanguage(lang);
  localStorage.setItem(languageStorageKey, next);
  await i18n.changeLanguage(next);
};
