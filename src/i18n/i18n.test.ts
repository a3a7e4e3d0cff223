import { describe, expect, it } from 'vitest';
import { firstLanguageOf, i18n, setLanguage } from './i18n';

describe('setLanguage', () => {
  it('switches the shared instance and remembers the choice', async () => {
    await setLanguage('es');
    expect(i18n.language).toBe('es');
    expect(localStorage.getItem('tc-lang')).toBe('es');
    expect(i18n.t('common:actions.close')).toBe('Cerrar');
  });

  it('takes regional variants by their language and falls back to English otherwise', async () => {
    await setLanguage('es-MX');
    expect(i18n.language).toBe('es');
    await setLanguage('fr');
    expect(i18n.language).toBe('en');
  });
});

describe('firstLanguageOf', () => {
  const none = { stored: null, search: '', pageLanguage: 'en', browserLanguage: 'en-US' };
  it("opens a link that names its language (an invitation e-mail's) in it while the visitor has chosen none", () => {
    expect(firstLanguageOf({ ...none, search: '?token=abc&lang=es' })).toBe('es');
    expect(firstLanguageOf({ ...none, pageLanguage: 'es', search: '?token=abc&lang=en' })).toBe('en');
  });

  it("keeps the visitor's own choice over the link's, and ignores a language the portal does not have", () => {
    expect(firstLanguageOf({ ...none, stored: 'en', search: '?lang=es' })).toBe('en');
    expect(firstLanguageOf({ ...none, stored: 'es', search: '?lang=en' })).toBe('es');
    expect(firstLanguageOf({ ...none, search: '?lang=fr', pageLanguage: '', browserLanguage: 'es-MX' })).toBe('es');
    expect(firstLanguageOf({ ...none, search: '?lang=ES' })).toBe('en');
  });
});
