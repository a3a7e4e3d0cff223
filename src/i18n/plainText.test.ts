import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import { describe, expect, it } from 'vitest';
import { plainTextLookup } from './plainText';

const english = {
  common: { hello: 'Hello', empty: '', absent: null, greet: 'Hello {{name}}', nest: 'See $t(hello)', only: 'Only English', group: { inner: 'Inner', deeper: { leaf: 'Leaf' } }, 'flat.key': 'Flat' },
  host: { title: 'Host title', hello: 'Host hello' },
};
const spanish = { common: { hello: 'Hola', empty: '', absent: 'Ausente', greet: 'Hola {{name}}', group: { inner: 'Interior' } }, host: { title: 'Título' } };

const instance = (options: InitOptions = {}): I18n => {
  const created = i18next.createInstance();
  void created.init({ resources: structuredClone({ en: english, es: spanish }), lng: 'en', fallbackLng: 'en', ns: ['common', 'host'], defaultNS: 'common', interpolation: { escapeValue: false }, initAsync: false, ...options });
  return created;
};

const keys = ['hello', 'empty', 'absent', 'greet', 'nest', 'only', 'group', 'group.inner', 'group.deeper.leaf', 'flat.key', 'missing', 'host:title', 'title', 'inner', 'deeper.leaf'];
const scopes: [unknown, unknown, unknown][] = [
  [null, undefined, undefined],
  ['en', 'common', undefined],
  ['es', 'common', undefined],
  ['es', 'host', undefined],
  ['es', ['host', 'common'], undefined],
  ['en', 'common', 'group'],
  ['es', 'common', 'group'],
  ['fr', 'common', undefined],
  [['es', 'en'], 'common', undefined],
  ['cimode', 'common', undefined],
];

describe('plainTextLookup', () => {
  it('answers what i18next answers for a call without values, or leaves the call to i18next', async () => {
    const created = instance();
    const lookup = plainTextLookup(created);
    if (!lookup) throw new Error('the default options read plain texts');
    let answered = 0;
    for (const language of ['en', 'es']) {
      await created.changeLanguage(language);
      for (const [lng, ns, keyPrefix] of scopes) {
        const t = created.getFixedT(lng as never, ns as never, keyPrefix as never);
        for (const key of keys) {
          const found = lookup(lng, ns, keyPrefix, key);
          if (found === undefined) continue;
          answered += 1;
          expect(found, `${String(lng)} ${String(ns)} ${String(keyPrefix)} ${key}`).toBe(t(key as never));
        }
      }
    }
    expect(answered).toBeGreaterThan(60);
  });

  it('leaves to i18next what it must work out: values, nesting, objects, missing keys, namespaces in the key, lists of languages', () => {
    const lookup = plainTextLookup(instance());
    expect(lookup?.('en', 'common', undefined, 'greet')).toBeUndefined();
    expect(lookup?.('en', 'common', undefined, 'nest')).toBeUndefined();
    expect(lookup?.('en', 'common', undefined, 'group')).toBeUndefined();
    expect(lookup?.('en', 'common', undefined, 'missing')).toBeUndefined();
    expect(lookup?.('en', 'common', undefined, 'host:title')).toBeUndefined();
    expect(lookup?.(['es', 'en'], 'common', undefined, 'hello')).toBeUndefined();
    expect(lookup?.('cimode', 'common', undefined, 'hello')).toBeUndefined();
    expect(lookup?.('en', 'common', () => 'group', 'inner')).toBeUndefined();
  });

  it('follows the fallbacks i18next follows: the language, then English, namespace by namespace', () => {
    const lookup = plainTextLookup(instance());
    expect(lookup?.('es', 'common', undefined, 'only')).toBe('Only English');
    expect(lookup?.('es', 'common', undefined, 'absent')).toBe('Ausente');
    expect(lookup?.('en', 'common', undefined, 'absent')).toBeUndefined();
    expect(lookup?.('es', ['host', 'common'], undefined, 'hello')).toBe('Host hello');
    expect(lookup?.('es', 'common', undefined, 'empty')).toBe('');
  });

  it('is off when the options change what a stored text becomes', () => {
    for (const options of [{ keySeparator: '/' }, { nsSeparator: '::' }, { postProcess: 'upper' }, { fallbackNS: 'host' }, { returnEmptyString: false }, { returnObjects: true }, { interpolation: { prefix: '[[' } }, { interpolation: { nestingPrefix: '@(' } }] as InitOptions[]) {
      expect(plainTextLookup(instance(options)), JSON.stringify(options)).toBeUndefined();
    }
  });
});
