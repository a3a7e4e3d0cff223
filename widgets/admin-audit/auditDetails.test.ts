import { beforeAll, describe, expect, it } from 'vitest';
import { adminTextsReady, i18n, setLanguage } from '../../src/i18n/i18n';
import { auditDetailText } from './auditDetails';

const text = (details: Record<string, unknown>) => auditDetailText(details, i18n.getFixedT(null, 'adminUsers'), i18n.language);

describe('auditDetailText', () => {
  beforeAll(adminTextsReady);

  it("names each detail in the reader's words, with yes/no, sizes and language names, and leaves out empty ones", () => {
    expect(text({ account: 'lena.learner', revokedSessions: 1, reason: '' })).toBe('Account: lena.learner · Sessions ended: 1');
    expect(text({ language: 'es', fileName: 'guide.pdf', fileSize: 2_500_000, replaced: true })).toBe('Language: Spanish · File: guide.pdf · Size: 2.4 MB · Replaced a file: yes');
  });

  it('writes a change as the record before and after, each in parentheses, and lists in a line', () => {
    expect(text({ before: { title: 'Safety', published: false }, after: { title: 'Safety first', published: true }, countries: ['US', 'MX'] })).toBe(
      'Before: (Title: Safety; Published: no) · After: (Title: Safety first; Published: yes) · Country versions: US, MX',
    );
  });

  it('keeps a detail the console has no name for under its own key, so nothing is hidden', () => {
    expect(text({ somethingNew: 3 })).toBe('somethingNew: 3');
  });

  it('speaks Spanish', async () => {
    await setLanguage('es');
    expect(text({ reason: 'Corte de luz', language: 'en', replaced: false })).toBe('Motivo: Corte de luz · Idioma: inglés · Reemplazó un archivo: no');
  });
});
