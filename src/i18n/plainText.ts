import type { i18n as I18n } from 'i18next';

/** Where i18next would change a text (interpolation, nesting): such a text goes to i18next. */
const changingMarkers = /\{\{|\$t\(/;

type LanguageUtils = { toResolveHierarchy(code: string): string[] };

/**
 * Whether the instance's options leave a text without values exactly as it is stored: the default
 * separators and markers, no post-processors, no namespace fallbacks, empty texts returned as they are.
 */
const readsPlainTexts = (instance: I18n): boolean => {
  const options = instance.options;
  const interpolation = options.interpolation ?? {};
  return (
    (options.keySeparator ?? '.') === '.' &&
    (options.nsSeparator ?? ':') === ':' &&
    (interpolation.prefix ?? '{{') === '{{' &&
    (interpolation.nestingPrefix ?? '$t(') === '$t(' &&
    !options.postProcess &&
    !options.fallbackNS &&
    options.returnEmptyString !== false &&
    !options.returnObjects &&
    !options.appendNamespaceToCIMode
  );
};

export type PlainTextLookup = (lng: unknown, ns: unknown, keyPrefix: unknown, key: string) => string | undefined;

/**
 * A text asked for without values, read straight from the stored texts in the order i18next looks
 * (each namespace, then the language and its fallbacks): i18next's first answer for a key costs tens
 * of microseconds (a page asks a few hundred at its first render), the store lookup one. Undefined
 * whenever i18next has to decide: a missing key, an object, a text with values or nesting, a namespace
 * in the key, a list of languages, a selector as key prefix, the `cimode` language.
 */
export const plainTextLookup = (instance: I18n): PlainTextLookup | undefined => {
  if (!readsPlainTexts(instance)) return undefined;
  return (lng, ns, keyPrefix, key) => {
    if (key.includes(':')) return undefined;
    if (lng !== undefined && lng !== null && typeof lng !== 'string') return undefined;
    const language = lng ?? instance.language;
    if (!language || language === 'cimode') return undefined;
    const namespaces = ns === undefined || ns === null ? [instance.options.defaultNS] : Array.isArray(ns) ? (ns as unknown[]) : [ns];
    if (!namespaces.every((namespace) => typeof namespace === 'string')) return undefined;
    if (keyPrefix !== undefined && keyPrefix !== null && typeof keyPrefix !== 'string') return undefined;
    const path = keyPrefix ? `${keyPrefix}.${key}` : key;
    const codes = (instance.services.languageUtils as LanguageUtils).toResolveHierarchy(language);
    for (const namespace of namespaces as string[]) {
      for (const code of codes) {
        const found: unknown = instance.getResource(code, namespace, path);
        if (found === undefined || found === null) continue;
        return typeof found === 'string' && !changingMarkers.test(found) ? found : undefined;
      }
    }
    return undefined;
  };
};
