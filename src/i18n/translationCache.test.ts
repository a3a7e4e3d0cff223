import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { cacheTranslations, translationCacheLimit } from './translationCache';

const english = { common: { hello: 'Hello', greet: 'Hello {{name}}', item_one: '{{count}} item', item_other: '{{count}} items', nested: { deep: 'Deep' } } };
const spanish = { common: { hello: 'Hola', greet: 'Hola {{name}}', item_one: '{{count}} elemento', item_other: '{{count}} elementos', nested: { deep: 'Hondo' } } };

const instance = (cached: boolean): I18n => {
  const created = i18next.createInstance();
  void created.init({ resources: { en: structuredClone(english) }, partialBundledLanguages: true, lng: 'en', fallbackLng: 'en', ns: ['common'], defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false });
  if (cached) cacheTranslations(created);
  return created;
};

const calls: [string, unknown?][] = [
  ['hello'],
  ['greet', { name: 'Ana' }],
  ['greet', { name: 'Luis' }],
  ['item', { count: 1 }],
  ['item', { count: 5 }],
  ['nested.deep'],
  ['missing.key'],
  ['hello', { lng: 'es' }],
  ['greet', { name: 'a\u0001b\u0002string3\u0002c' }],
];

describe('cacheTranslations', () => {
  it('answers every call as i18next does, asked twice, in both languages, before and after the Spanish texts arrive', async () => {
    const plain = instance(false);
    const cached = instance(true);
    const compare = () => {
      for (const lng of ['en', 'es']) {
        const [expected, actual] = [plain.getFixedT(lng, 'common'), cached.getFixedT(lng, 'common')];
        for (const [key, options] of [...calls, ...calls]) expect(actual(key, options as never), `${lng} ${key}`).toBe(expected(key, options as never));
      }
    };
    compare();
    for (const created of [plain, cached]) created.addResourceBundle('es', 'common', spanish.common, true, true);
    compare();
    expect(cached.getFixedT('es', 'common')('hello')).toBe('Hola');
    for (const created of [plain, cached]) await created.changeLanguage('es');
    compare();
  });

  it('asks i18next once for a repeated call, and again once the language or the texts change', async () => {
    const cached = instance(true);
    const translate = vi.spyOn(cached, 't');
    const t = cached.getFixedT('en', 'common');
    expect([t('greet', { name: 'Ana' }), t('greet', { name: 'Ana' }), t('missing.key'), t('missing.key')]).toEqual(['Hello Ana', 'Hello Ana', 'missing.key', 'missing.key']);
    expect(translate).toHaveBeenCalledTimes(2);
    cached.addResource('en', 'common', 'greet', 'Hi {{name}}');
    expect(t('greet', { name: 'Ana' })).toBe('Hi Ana');
    await cached.changeLanguage('es');
    expect(t('greet', { name: 'Ana' })).toBe('Hi Ana');
    expect(translate).toHaveBeenCalledTimes(4);
  });

  it('reads a plain text without values from the stored texts, never asking i18next, and sees a changed text', () => {
    const cached = instance(true);
    const translate = vi.spyOn(cached, 't');
    const t = cached.getFixedT('en', 'common');
    expect([t('hello'), t('hello'), t('nested.deep')]).toEqual(['Hello', 'Hello', 'Deep']);
    cached.addResource('en', 'common', 'hello', 'Hi');
    expect(t('hello')).toBe('Hi');
    expect(translate).not.toHaveBeenCalled();
  });

  it('passes through what it cannot keep: objects among the values, several keys, a default value as the second argument', () => {
    const cached = instance(true);
    const translate = vi.spyOn(cached, 't');
    const t = cached.getFixedT('en', 'common');
    const when = new Date(0);
    expect(t('greet', { name: when } as never)).toBe(`Hello ${String(when)}`);
    t('greet', { name: when } as never);
    t(['missing', 'hello']);
    t(['missing', 'hello']);
    t('missing', 'Fallback');
    expect(t('missing', 'Fallback')).toBe('Fallback');
    expect(translate).toHaveBeenCalledTimes(6);
  });

  it('starts again past its limit and still answers right', () => {
    const cached = instance(true);
    const translate = vi.spyOn(cached, 't');
    const t = cached.getFixedT('en', 'common');
    for (let n = 0; n <= translationCacheLimit; n += 1) t('greet', { name: `n${n}` });
    expect(t('greet', { name: 'n0' })).toBe('Hello n0');
    expect(translate).toHaveBeenCalledTimes(translationCacheLimit + 2);
  });

  it('keeps what callers read off a fixed t', () => {
    const t = instance(true).getFixedT('es', 'common', 'nested');
    expect(t('deep')).toBe('Deep');
    const read = t as unknown as Record<string, unknown>;
    expect({ lng: read.lng, ns: read.ns, keyPrefix: read.keyPrefix }).toEqual({ lng: 'es', ns: 'common', keyPrefix: 'nested' });
  });
});
