import { describe, expect, it } from 'vitest';
import { i18n, setLanguage } from './i18n';

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
