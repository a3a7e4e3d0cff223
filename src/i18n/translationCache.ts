import type { i18n as I18n, TFunction } from 'i18next';
import { plainTextLookup } from './plainText';

/** Past this many texts the cache starts again: texts with a learner's name or a count in them never repeat. */
export const translationCacheLimit = 5_000;

type Options = Record<string, unknown>;

/** The cache key of one call, or undefined when the call cannot be cached (a selector, several keys, an object among the values). */
const callKey = (scope: string, key: unknown, options: unknown, rest: readonly unknown[]): string | undefined => {
  if (typeof key !== 'string' || rest.length > 0) return undefined;
  if (options === undefined) return `${scope}${key}`;
  if (typeof options !== 'object' || options === null) return undefined;
  let text = `${scope}${key}`;
  for (const [name, value] of Object.entries(options as Options)) {
    if (value !== undefined && typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    // The value's length makes the key unambiguous whatever characters the value holds.
    const shown = String(value);
    text += `\u0001${name}\u0002${typeof value}${shown.length}\u0002${shown}`;
  }
  return text;
};

/**
 * Keeps each text the page's `t` functions answered, per language, namespace, key and values, until the
 * language or the texts change. i18next works a text out again on every call (15 µs in Node, about a
 * sixth of every render of the host's pages in a trace); a page asks for the same few hundred texts on
 * each render. The answer is the same string i18next gives: only a call whose key is a string and whose
 * values are strings, numbers or booleans is kept. A first call without values reads a plain stored
 * text directly (plainText.ts), so even a page's first render asks i18next only for texts it must work out.
 */
export const cacheTranslations = (instance: I18n): void => {
  let texts = new Map<string, string>();
  const forget = () => {
    texts = new Map();
  };
  instance.on('languageChanged', forget);
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const fixedT = instance.getFixedT.bind(instance);
  const plainText = plainTextLookup(instance);
  instance.getFixedT = ((...args: Parameters<I18n['getFixedT']>) => {
    const [lng, ns, keyPrefix] = args;
    const fixed = fixedT(...args) as TFunction & { lng?: unknown; lngs?: unknown; ns?: unknown; keyPrefix?: unknown };
    const translate = fixed as unknown as (...call: unknown[]) => unknown;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${String(keyPrefix)}\u0000`;
    const cached = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const id = callKey(scope, key, options, rest);
      const known = id === undefined ? undefined : texts.get(id);
      if (known !== undefined) return known;
      const stored = options === undefined && rest.length === 0 && typeof key === 'string' ? plainText?.(lng, ns, keyPrefix, key) : undefined;
      const text = stored ?? translate(key, options, ...rest);
      if (id !== undefined && typeof text === 'string') {
        if (texts.size >= translationCacheLimit) forget();
        texts.set(id, text);
      }
      return text;
    };
    // What callers read off a fixed t (react-i18next's Trans reads its namespace).
    return Object.assign(cached, { lng: fixed.lng, lngs: fixed.lngs, ns: fixed.ns, keyPrefix: fixed.keyPrefix });
  }) as unknown as I18n['getFixedT'];
};
