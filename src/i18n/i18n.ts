import i18next, { type i18n as I18n } from 'i18next';
import { defaultLanguage, languages, toLanguage, type Language } from '../contract/languages';
import { adminNamespaces, englishResources, namespaces } from './resources';
import { cacheTranslations } from './translationCache';

const languageStorageKey = 'tc-lang';

/** What the page's first language is chosen from: the visitor's stored choice, the address, the page and the browser. */
export type LanguageSources = { stored: string | null; search: string; pageLanguage: string; browserLanguage: string };

/**
 * The page's first language: the visitor's own choice when they made one; else the language the link
 * names (`?lang=es`: an invitation e-mail opens its page in the language it is written in), not kept
 * as a choice; else the page's or the browser's.
 */
export const firstLanguageOf = ({ stored, search, pageLanguage, browserLanguage }: LanguageSources): Language => {
  if (stored) return toLanguage(stored);
  const named = new URLSearchParams(search).get('lang');
  if (named !== null && (languages as readonly string[]).includes(named)) return named as Language;
  return toLanguage(pageLanguage || browserLanguage);
};

const initialLanguage = (): Language => {
  if (typeof window === 'undefined') return defaultLanguage;
  return firstLanguageOf({ stored: localStorage.getItem(languageStorageKey), search: location.search, pageLanguage: document.documentElement.lang, browserLanguage: navigator.language });
};

/** The one i18next instance of the page, shared by every widget and the host. */
export const i18n: I18n = i18next.createInstance();
void i18n.init({
  resources: { [defaultLanguage]: englishResources },
  // Other languages arrive later (addResourceBundle): i18next must not treat them as missing for good.
  partialBundledLanguages: true,
  ns: namespaces,
  defaultNS: 'common',
  // The language is known at once (API calls send it); its texts may follow (languageReady).
  lng: initialLanguage(),
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  // Widgets already on screen render again when a language's texts arrive.
  react: { bindI18nStore: 'added' },
});
cacheTranslations(i18n);

/** Fetches a language's texts the first time it is used (English ships with the shell). */
const loadLanguage = async (lang: Language): Promise<void> => {
  if (lang === defaultLanguage || i18n.hasResourceBundle(lang, 'common')) return;
  const { spanishResources } = await import('./spanish');
  for (const [namespace, texts] of Object.entries(spanishResources)) i18n.addResourceBundle(lang, namespace, texts, true, true);
};

export const setLanguage = async (lang: string): Promise<void> => {
  const next = toLanguage(lang);
  localStorage.setItem(languageStorageKey, next);
  await loadLanguage(next);
  await i18n.changeLanguage(next);
};

let adminTexts: Promise<void> | undefined;

/** Whether the admin console's English texts are in (a `tc-admin-*` widget renders once they are). */
export const hasAdminTexts = (): boolean => i18n.hasResourceBundle(defaultLanguage, adminNamespaces[0]);

/** Fetches the admin console's English texts once (the fallback of every language); a failure may be retried. */
export const adminTextsReady = (): Promise<void> => {
  adminTexts ??= import('./adminEnglish').then(
    ({ adminEnglishResources }) => {
      for (const [namespace, texts] of Object.entries(adminEnglishResources)) i18n.addResourceBundle(defaultLanguage, namespace, texts, true, true);
    },
    (error: unknown) => {
      adminTexts = undefined;
      throw error;
    },
  );
  return adminTexts;
};

/**
 * Settles once the page's first language (the stored choice, else the page's or the browser's) is
 * loaded and in use; until then widgets show English. The host renders its first page after it.
 */
export const languageReady: Promise<void> = (async () => {
  const first = initialLanguage();
  if (first === defaultLanguage) return;
  try {
    await loadLanguage(first);
    await i18n.changeLanguage(first);
  } catch {
    // The texts could not be fetched (offline): the page stays in English, the fallback.
  }
})();
