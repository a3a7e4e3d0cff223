import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import { groupNotificationForm, isPortalPath, textForLanguage } from './groupNotificationForms';

const valid = { titleEn: 'New course', bodyEn: 'Take it', titleEs: '', bodyEs: '', link: '' };

describe('group notification form', () => {
  it('accepts English only and trims', () => {
    const parsed = groupNotificationForm.safeParse({ ...valid, titleEn: '  New course ', link: ' /courses ' });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ titleEn: 'New course', link: '/courses', titleEs: '' });
  });

  it('requires the English title and body', () => {
    const parsed = groupNotificationForm.safeParse({ ...valid, titleEn: ' ', bodyEn: '' });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!)).toMatchObject({ titleEn: 'titleRequired', bodyEn: 'descriptionRequired' });
  });

  it('refuses links that leave the portal', () => {
    for (const link of ['https://evil.test', '//evil.test', '/\\evil.test', 'javascript:alert(1)', 'courses', '/a b']) {
      const parsed = groupNotificationForm.safeParse({ ...valid, link });
      expect(parsed.success, link).toBe(false);
      expect(fieldErrors(parsed.error!), link).toMatchObject({ link: 'portalLinkFormat' });
    }
  });

  it('shows a missing English text together with a wrong link', () => {
    const parsed = groupNotificationForm.safeParse({ ...valid, titleEn: '', link: 'https://evil.test' });
    expect(fieldErrors(parsed.error!)).toMatchObject({ titleEn: 'titleRequired', link: 'portalLinkFormat' });
  });

  it('written in Spanish: requires the Spanish title and text, keeps English whole and optional', () => {
    const spanish = { titleEn: '', bodyEn: '', titleEs: 'Curso nuevo', bodyEs: 'Hágalo', link: '', language: 'es' };
    expect(groupNotificationForm.parse(spanish)).toMatchObject({ language: 'es', titleEs: 'Curso nuevo', titleEn: '' });
    expect(fieldErrors(groupNotificationForm.safeParse({ ...spanish, titleEs: ' ', bodyEs: '' }).error!)).toEqual({ titleEs: 'titleRequired', bodyEs: 'descriptionRequired' });
    expect(fieldErrors(groupNotificationForm.safeParse({ ...spanish, titleEn: 'New course' }).error!)).toEqual({ bodyEn: 'englishIncomplete' });
    expect(groupNotificationForm.safeParse({ ...spanish, titleEn: 'New course', bodyEn: 'Take it' }).success).toBe(true);
  });

  it('is written in English unless named, and only in English or Spanish', () => {
    expect(groupNotificationForm.parse(valid).language).toBe('en');
    expect(fieldErrors(groupNotificationForm.safeParse({ ...valid, language: 'fr' }).error!)).toMatchObject({ language: 'writtenLanguageRequired' });
  });

  it('refuses a body that is not an object without reading its texts (a null body once threw, and the API answered 500)', () => {
    for (const body of [null, 'text', 42, []]) {
      const parsed = groupNotificationForm.safeParse(body);
      expect(parsed.success).toBe(false);
    }
  });

  it('keeps Spanish whole: a title without its text is refused on both fields', () => {
    const parsed = groupNotificationForm.safeParse({ ...valid, titleEs: 'Curso nuevo' });
    expect(fieldErrors(parsed.error!)).toMatchObject({ bodyEs: 'spanishIncomplete' });
    const other = groupNotificationForm.safeParse({ ...valid, bodyEs: 'Hágalo' });
    expect(fieldErrors(other.error!)).toMatchObject({ titleEs: 'spanishIncomplete' });
  });

  it('reads the group: every learner by default, country codes upper-cased, unknown audiences refused', () => {
    expect(groupNotificationForm.parse(valid)).toMatchObject({ audiences: [], versionCodes: [], companyId: '', companyAdminsOnly: false });
    expect(groupNotificationForm.parse({ ...valid, versionCodes: [' us '], audiences: ['sales'] })).toMatchObject({ versionCodes: ['US'], audiences: ['sales'] });
    expect(groupNotificationForm.safeParse({ ...valid, audiences: ['admin'] }).success).toBe(false);
    expect(groupNotificationForm.safeParse({ ...valid, versionCodes: ['U S'] }).success).toBe(false);
  });

  it('a portal path never names another host', () => {
    fc.assert(fc.property(fc.string(), (value) => !isPortalPath(value) || (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value))));
  });
});

describe('recipient language', () => {
  const form = { titleEn: 'T', bodyEn: 'B', titleEs: 'TE', bodyEs: 'BE' };
  it('gives Spanish readers Spanish and English readers English', () => {
    expect(textForLanguage(form, 'es')).toEqual({ title: 'TE', body: 'BE', language: 'es' });
    expect(textForLanguage(form, 'en')).toEqual({ title: 'T', body: 'B', language: 'en' });
  });
  it('falls back to English when the Spanish text is missing', () => {
    expect(textForLanguage({ ...form, bodyEs: '' }, 'es')).toEqual({ title: 'T', body: 'B', language: 'en' });
  });
  it('gives the original, with its language, to readers of a language it was not translated into', () => {
    const spanishOnly = { titleEn: '', bodyEn: '', titleEs: 'TE', bodyEs: 'BE', language: 'es' as const };
    expect(textForLanguage(spanishOnly, 'en')).toEqual({ title: 'TE', body: 'BE', language: 'es' });
    expect(textForLanguage({ ...spanishOnly, titleEn: 'T', bodyEn: 'B' }, 'en')).toEqual({ title: 'T', body: 'B', language: 'en' });
  });
});
