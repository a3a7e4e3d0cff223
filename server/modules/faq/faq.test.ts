import { beforeAll, describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { supportPaths, type FaqListResult } from '../../../src/contract/support';
import { faqCategories, faqEntries } from '../../db/seed/content/faq';
import { seedFaq } from '../../db/seed/faq';
import { databasesUnderTest } from '../../test/databases';
import { useTestContext } from '../../test/testApp';

const untranslated = faqEntries.filter((entry) => !entry.es);

describe.each(databasesUnderTest())('GET /faq/list on $name', ({ kind }) => {
  const ctx = useTestContext(kind);
  beforeAll(async () => {
    expect(await seedFaq(ctx().db, ctx().clock.now)).toBe(true);
    // Once per database: a second run adds nothing.
    expect(await seedFaq(ctx().db, ctx().clock.now)).toBe(false);
  });
  const list = async (query: Record<string, string> = {}, lang?: string) => {
    const response = await ctx().api<FaqListResult>('GET', supportPaths.faqList, { query, headers: lang ? { lang } : {} });
    expect(response.body.code).toBe(ResultCode.success);
    return response.body.result;
  };

  it('answers anonymous visitors with every entry in English, in category order', async () => {
    const faq = await list();
    expect(faq.list).toHaveLength(20);
    expect(faq.categories.map((category) => category.key)).toEqual(faqCategories.map((category) => category.key));
    expect(faq.categories[0]).toEqual({ key: 'account', label: 'Account and login' });
    expect(faq.list.every((entry) => entry.lang === 'en')).toBe(true);
    expect(faq.list[0]?.question).toBe('How do I get an account?');
  });

  it('answers in Spanish, and in English per entry where there is no translation', async () => {
    expect(untranslated.length).toBeGreaterThan(0);
    const faq = await list({}, 'es');
    expect(faq.list).toHaveLength(20);
    expect(faq.categories[0]).toEqual({ key: 'account', label: 'Cuenta e inicio de sesión' });
    expect(faq.list.filter((entry) => entry.lang === 'en').map((entry) => entry.question)).toEqual(untranslated.map((entry) => entry.en.question));
    expect(faq.list.find((entry) => entry.lang === 'es')?.question).toBe('¿Cómo obtengo una cuenta?');
  });

  it('searches the Spanish text ignoring accents and capitals, every word required', async () => {
    const questions = async (q: string, lang = 'es') => (await list({ q }, lang)).list.map((entry) => entry.question);
    const password = ['Olvidé mi contraseña. ¿Qué hago?', '¿Qué requisitos tiene la contraseña?', '¿Por qué se cerró mi sesión?'];
    expect(await questions('contraseña')).toEqual(password);
    expect(await questions('CONTRASENA')).toEqual(password);
    expect(await questions('  Contraseña   olvidé ')).toEqual(['Olvidé mi contraseña. ¿Qué hago?']);
    // A Spanish visitor searches what is shown: the English entries shown as fallback, not translated ones' English.
    expect(await questions('password')).toEqual([]);
    expect(await questions('wallet')).toEqual(['Can I add my certificate to a digital wallet?']);
    expect(await questions('password', 'en')).toHaveLength(3);
  });

  it('filters by category, and finds nothing for wildcards or an unknown category', async () => {
    const tools = await list({ category: 'tools' }, 'es');
    expect(tools.list.map((entry) => entry.category)).toEqual(['tools', 'tools', 'tools']);
    // The categories stay whole, so the filter can switch.
    expect(tools.categories).toHaveLength(faqCategories.length);
    expect((await list({ q: 'google', category: 'tools' })).list).toHaveLength(1);
    expect((await list({ q: 'google', category: 'account' })).list).toEqual([]);
    // A literal %: only the entry that holds one (70%), not every entry.
    expect((await list({ q: '%' })).list.map((entry) => entry.question)).toEqual(['What score do I need to pass a lesson test?']);
    expect((await list({ q: '_' })).list).toEqual([]);
    expect((await list({ category: 'nope' })).list).toEqual([]);
  });

  it('refuses a malformed category or an overlong search with 40000', async () => {
    const bad = await ctx().api('GET', supportPaths.faqList, { query: { category: "x' or 1=1" } });
    expect(bad.body.code).toBe(ResultCode.invalidInput);
    expect((await ctx().api('GET', supportPaths.faqList, { query: { q: 'x'.repeat(101) } })).body.code).toBe(ResultCode.invalidInput);
  });
});
