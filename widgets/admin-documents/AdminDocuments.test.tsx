import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi, type FakeRequest } from '../../src/testing/fakeApi';
import { adminDocumentFixture } from '../../src/testing/fixtures/adminDocuments';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminDocumentsTag, defineAdminDocuments } from './element';

const list = adminDocumentFixture('list');
const options = adminDocumentFixture('options');
const draft = list.list.find((item) => item.publishedAt === null)!;
const live = list.list.find((item) => item.publishedAt !== null)!;
const filled = { '/admin/document/list': ok(list), '/admin/document/options': ok(options) };

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(filled);
  });
  runWidgetSuite({ tag: adminDocumentsTag, define: defineAdminDocuments, ready: (root) => root.querySelector('li') !== null, spanishText: /Nuevo documento/ });
});

describe('<tc-admin-documents>', () => {
  it('checks a new document\'s fields, then shows the server\'s refusal in its words', { timeout: 20_000 }, async () => {
    const invalid = adminDocumentFixture('create.invalid');
    const { api, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/create': answer(invalid) });
    const form = within(await find(() => screen.getByRole('form', { name: 'New document' }) as HTMLElement));
    await user.click(form.getByRole('button', { name: 'Create document' }));
    await find(() => form.getByText('Choose at least one country version'));
    expect(form.getByText('Choose a category')).toBeTruthy();
    expect(api.to('/admin/document/create')).toHaveLength(0);
    await user.selectOptions(form.getByRole('combobox', { name: /Category/ }), options.categories[0]!.categoryId);
    await user.type(form.getByRole('textbox', { name: /Title \(English\)/ }), 'Roof guide');
    await user.type(form.getByRole('textbox', { name: /Description \(English\)/ }), 'How to.');
    await user.click(form.getByRole('checkbox', { name: /US/ }));
    // The save button ignores a second press within its throttle window.
    await new Promise((resolve) => setTimeout(resolve, 600));
    await user.click(form.getByRole('button', { name: 'Create document' }));
    await find(() => expect(api.to('/admin/document/create')).toHaveLength(1));
    expect(api.to('/admin/document/create')[0]?.body).toMatchObject({ categoryId: options.categories[0]!.categoryId, titleEn: 'Roof guide', titleEs: '', versionCodes: ['US'] });
    await find(() => form.getByText(Object.values(invalid.result.fields)[0]!));
  });

  it('names categories, country versions and languages in Spanish for a Spanish reader', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const spanishOptions = adminDocumentFixture('options.es');
    const category = spanishOptions.categories.find((item) => item.titleEs !== '')!;
    const { screen } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/options': ok(spanishOptions) });
    const filters = within(await find(() => screen.getByRole('search') as HTMLElement));
    const filterNames = Array.from((filters.getByRole('combobox', { name: /Categoría/ }) as HTMLSelectElement).options).map((option) => option.textContent);
    expect(filterNames).toContain(category.titleEs);
    expect(filterNames).not.toContain(category.titleEn);
    const form = within(screen.getByRole('form', { name: 'Nuevo documento' }) as HTMLElement);
    expect(form.getByRole('checkbox', { name: 'Estados Unidos (US)' })).toBeTruthy();
    expect(form.getByRole('checkbox', { name: 'México (MX)' })).toBeTruthy();
    // A language name inside a sentence is lower case in Spanish.
    expect(screen.getAllByText(/^(Subir|Reemplazar) PDF en (inglés|español)$/).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/PDF en (Inglés|Español)/)).toHaveLength(0);
  });

  it("names each language's file with its pages and its size in the reader's units", async () => {
    const { screen } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, filled);
    const english = live.files.en!;
    // 1,264 bytes read as 1.2 kB: the size was once shown as "0.0 MB" for every demo file.
    await find(() => screen.getByText(`${english.fileName}, ${english.pageCount} pages, 1.2 kB`));
  });

  it('publishes, shows a refusal, and deletes only after the confirmation', { timeout: 20_000 }, async () => {
    const refused = adminDocumentFixture('publish.refused');
    const { api, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, {
      ...filled,
      '/admin/document/publish': answer(refused),
      '/admin/document/delete': ok(adminDocumentFixture('deleted')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Publish ${draft.titleEn}` })));
    await find(() => screen.getByText(refused.message));
    expect(api.to('/admin/document/publish')[0]?.body).toEqual({ documentId: draft.documentId, published: true });
    expect(screen.getByRole('button', { name: `Unpublish ${live.titleEn}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: `Delete ${live.titleEn}` }));
    expect(api.to('/admin/document/delete')).toHaveLength(0);
    const confirm = within(screen.getByRole('group', { name: /cannot be undone/ }) as HTMLElement);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByText(`“${live.titleEn}” deleted.`));
    expect(api.to('/admin/document/delete')[0]?.body).toEqual({ documentId: live.documentId });
  });

  it('keeps the documents and a half-written new one when the reload after a delete fails, with the error and Try again', { timeout: 20_000 }, async () => {
    let calls = 0;
    const failSecond = () => (++calls === 2 ? new Response('down', { status: 502 }) : { code: 200, message: 'OK', result: list });
    const { api, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/list': failSecond, '/admin/document/delete': ok(adminDocumentFixture('deleted')) });
    const form = within(await find(() => screen.getByRole('form', { name: 'New document' }) as HTMLElement));
    const [title] = form.getAllByRole('textbox', { name: /Title/ });
    await user.type(title!, 'Wall mount template');
    await user.click(screen.getByRole('button', { name: `Delete ${live.titleEn}` }));
    await user.click(within(screen.getByRole('group', { name: /cannot be undone/ }) as HTMLElement).getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByText(`“${live.titleEn}” deleted.`));
    await find(() => expect(screen.getByRole('alert').textContent).toContain('The documents could not be loaded.'));
    expect((title as HTMLInputElement).value).toBe('Wall mount template');
    expect(screen.getByRole('button', { name: `Publish ${draft.titleEn}` })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(api.to('/admin/document/list')).toHaveLength(3);
  });

  it('keeps a half-written new document, the categories and the search typed when another search fails; Try again asks for that search', { timeout: 20_000 }, async () => {
    let searches = 0;
    const failSearch = (request: FakeRequest) => (request.url.searchParams.get('q') === 'inverter' && ++searches === 1 ? new Response('down', { status: 502 }) : { code: 200, message: 'OK', result: list });
    const { api, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/list': failSearch });
    const form = within(await find(() => screen.getByRole('form', { name: 'New document' }) as HTMLElement));
    const title = form.getByRole('textbox', { name: /Title \(English\)/ }) as HTMLInputElement;
    await user.type(title, 'Wall mount template');
    await user.selectOptions(form.getByRole('combobox', { name: /Category/ }), options.categories[0]!.categoryId);
    await user.type(screen.getByRole('searchbox', { name: 'Search title, description or file name' }), 'inverter{Enter}');
    await find(() => expect(screen.getByRole('alert').textContent).toContain('The documents could not be loaded.'));
    // Only the list gave way to the error: the form, the search and the categories stay as they were.
    expect(title.value).toBe('Wall mount template');
    expect((form.getByRole('combobox', { name: /Category/ }) as HTMLSelectElement).value).toBe(options.categories[0]!.categoryId);
    expect((screen.getByRole('searchbox', { name: 'Search title, description or file name' }) as HTMLInputElement).value).toBe('inverter');
    expect(screen.getByRole('heading', { name: 'Categories' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: `Publish ${draft.titleEn}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('button', { name: `Publish ${draft.titleEn}` }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.to('/admin/document/list').map((call) => call.url.searchParams.get('q') ?? '')).toEqual(['', 'inverter', 'inverter']);
    // The categories were asked once: a search asks only for the list.
    expect(api.to('/admin/document/options')).toHaveLength(1);
    expect(title.value).toBe('Wall mount template');
  });

  it('says a document that does not exist in place of its correction, publish or delete, with the way back to the list and no Try again', { timeout: 20_000 }, async () => {
    const gone = adminDocumentFixture('update.gone');
    const { api, screen, user, root } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, {
      ...filled,
      '/admin/document/update': answer(gone),
      '/admin/document/delete': answer(adminDocumentFixture('delete.gone')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${draft.titleEn}` })));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const back = await find(() => screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('alert').textContent).toBe('This document was deleted or does not exist.');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(root.activeElement).toBe(back);
    const listed = api.to('/admin/document/list').length;
    await user.click(back);
    await find(() => expect(api.to('/admin/document/list').length).toBe(listed + 1));

    await user.click(await find(() => screen.getByRole('button', { name: `Delete ${live.titleEn}` })));
    const confirm = within(screen.getByRole('group', { name: /cannot be undone/ }) as HTMLElement);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    await find(() => screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.queryByRole('group', { name: /cannot be undone/ })).toBeNull();
  });

  it('marks an English title quoted in the Spanish delete question with lang="en", and a Spanish one with lang="es"', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const { screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { '/admin/document/list': ok(list), '/admin/document/options': ok(adminDocumentFixture('options.es')) });
    for (const [document, title, lang] of [[draft, draft.titleEn, 'en'], [live, live.titleEs, 'es']] as const) {
      await user.click(await find(() => screen.getByRole('button', { name: `Eliminar ${title}` })));
      const group = screen.getByRole('group', { name: `¿Eliminar «${title}» y sus PDF? No se puede deshacer.` });
      expect(group.querySelector('[lang]')?.getAttribute('lang'), document.documentId).toBe(lang);
      expect(group.querySelector('[lang]')?.textContent).toBe(title);
      await user.click(within(group).getByRole('button', { name: 'Conservarlo' }));
    }
  });

  it('says the Spanish message of a document that does not exist in a Spanish console', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const { screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, {
      '/admin/document/list': ok(list),
      '/admin/document/options': ok(adminDocumentFixture('options.es')),
      '/admin/document/publish': answer(adminDocumentFixture('publish.gone.es')),
    });
    const publish = await find(() => screen.getAllByRole('button', { name: /^Publicar / })[0]!);
    await user.click(publish);
    await find(() => screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('alert').textContent).toBe('Este documento fue eliminado o no existe.');
  });

  it('says a category another admin deleted no longer exists in place of its rename form, with Back to the list and no Try again', { timeout: 20_000 }, async () => {
    const gone = adminDocumentFixture('category.rename.gone');
    const category = options.categories[0]!;
    const { api, root, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/category/rename': answer(gone) });
    await user.click(await find(() => screen.getByRole('button', { name: `Rename ${category.titleEn}` })));
    const form = within(screen.getByRole('form', { name: new RegExp(category.titleEn) }) as HTMLElement);
    await user.click(form.getByRole('button', { name: 'Save' }));
    const back = await find(() => screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('alert').textContent).toBe('This category no longer exists.');
    expect(screen.queryByRole('form', { name: new RegExp(category.titleEn) })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(root.activeElement).toBe(back);
    const listed = api.to('/admin/document/list').length;
    await user.click(back);
    await find(() => expect(api.to('/admin/document/list').length).toBe(listed + 1));
    await find(() => expect(screen.queryByRole('button', { name: 'Back to the list' })).toBeNull());
  });

  it('says in Spanish that a category deleted meanwhile no longer exists, in place of the delete question', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const spanishOptions = adminDocumentFixture('options.es');
    const category = spanishOptions.categories.find((item) => item.documentCount === 0) ?? spanishOptions.categories[0]!;
    const { root, screen, user } = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, {
      '/admin/document/list': ok(list),
      '/admin/document/options': ok(spanishOptions),
      '/admin/document/category/delete': answer(adminDocumentFixture('category.delete.gone.es')),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Eliminar la categoría ${category.titleEn}` })));
    const question = within(screen.getByRole('group', { name: `¿Eliminar la categoría «${category.titleEn}»? No se puede deshacer.` }) as HTMLElement);
    await user.click(question.getByRole('button', { name: 'Eliminar' }));
    const back = await find(() => screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('alert').textContent).toBe('Esta categoría ya no existe.');
    expect(screen.queryByRole('group', { name: /No se puede deshacer/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).toBeNull();
    expect(root.activeElement).toBe(back);
  });

  it('refuses deleting a category that holds documents, and shows the empty list and the forbidden answer', { timeout: 20_000 }, async () => {
    const inUse = adminDocumentFixture('category.inUse');
    const category = options.categories.find((item) => item.documentCount > 0)!;
    const used = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/category/delete': answer(inUse) });
    const deleteButton = await find(() => used.screen.getByRole('button', { name: `Delete category ${category.titleEn}` }));
    await used.user.click(deleteButton);
    expect(used.api.to('/admin/document/category/delete')).toHaveLength(0);
    const confirm = within(used.screen.getByRole('group', { name: `Delete the category “${category.titleEn}”? This cannot be undone.` }) as HTMLElement);
    await used.user.click(confirm.getByRole('button', { name: 'Delete' }));
    await find(() => used.screen.getByText(inUse.message));
    expect(used.api.to('/admin/document/category/delete')[0]?.body).toEqual({ categoryId: category.categoryId });
    // Refused: the buttons are back and the focus with them.
    expect(used.screen.getByRole('button', { name: `Delete category ${category.titleEn}` })).toBeTruthy();
    const empty = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/list': ok(adminDocumentFixture('list.empty')) });
    await find(() => empty.screen.getByText(/No document matches/));
    const forbidden = adminDocumentFixture('forbidden');
    const refused = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, { ...filled, '/admin/document/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-documents> in an address', () => {
  const category = options.categories[0]!;
  /** Mounts the list with `attributes` and records the moves it reports. */
  const mountList = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminDocumentsTag, defineAdminDocuments, filled, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    const filters = async () => within(await find(() => mounted.screen.getByRole('search') as HTMLElement));
    return { ...mounted, moves, filters };
  };
  const asked = (api: Awaited<ReturnType<typeof mountList>>['api']) => Object.fromEntries(api.to('/admin/document/list').at(-1)?.url.searchParams ?? []);
  const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;

  it('opens on the search, filters, sort and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, filters } = await mountList({ 'page-size': '1', query: `?q=inverter&categoryId=${category.categoryId}&language=es&published=unpublished&sort=title&page=2` });
    const search = await filters();
    expect(asked(api)).toEqual({ q: 'inverter', categoryId: category.categoryId, language: 'es', published: 'unpublished', sort: 'title', page: '2', pageSize: '1' });
    expect(value(search.getByRole('searchbox', { name: 'Search title, description or file name' }))).toBe('inverter');
    expect(value(search.getByRole('combobox', { name: 'Category' }))).toBe(category.categoryId);
    expect(value(search.getByRole('combobox', { name: 'PDF language' }))).toBe('es');
    expect(value(search.getByRole('combobox', { name: 'State' }))).toBe('unpublished');
    expect(value(search.getByRole('combobox', { name: 'Sort by' }))).toBe('title');
  });

  it('falls back to the defaults for a query it cannot read, and names a category that does not exist as unknown', { timeout: 20_000 }, async () => {
    const bad = await mountList({ query: `page=abc&language=fr&published=maybe&sort=size&categoryId=${'x'.repeat(65)}` });
    await bad.filters();
    expect(asked(bad.api)).toEqual({ published: 'all', sort: '-updated', page: '1', pageSize: '10' });
    const unknown = await mountList({ query: '?categoryId=gone-category' });
    const search = await unknown.filters();
    expect(asked(unknown.api)).toMatchObject({ categoryId: 'gone-category' });
    const select = search.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    expect(value(select)).toBe('gone-category');
    expect(select.selectedOptions[0]?.textContent).toBe('Unknown category');
  });

  it('searches on Search, not while typing, and applies a select at once with the text typed; each from page 1', { timeout: 20_000 }, async () => {
    const { api, user, moves, filters, screen } = await mountList({ 'page-size': '1', query: '?' });
    const search = await filters();
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await find(() => expect(asked(api)).toMatchObject({ page: '2' }));
    const listed = api.to('/admin/document/list').length;
    await user.type(search.getByRole('searchbox', { name: 'Search title, description or file name' }), ' roof');
    expect(moves).toHaveLength(1);
    expect(api.to('/admin/document/list')).toHaveLength(listed);
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=roof' } });
    await find(() => expect(asked(api)).toMatchObject({ q: 'roof', page: '1' }));
    await user.type(search.getByRole('searchbox', { name: 'Search title, description or file name' }), ' guide');
    await user.selectOptions(search.getByRole('combobox', { name: 'Sort by' }), 'Title, A to Z');
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=roof+guide&sort=title' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, moves, filters } = await mountList({ query: '?q=roof&language=en&page=2' });
    const search = await filters();
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ published: 'all', sort: '-updated', page: '1', pageSize: '10' }));
    await find(() => expect(value(search.getByRole('searchbox', { name: 'Search title, description or file name' }))).toBe(''));
    expect(value(search.getByRole('combobox', { name: 'PDF language' }))).toBe('');
    expect(moves).toEqual([]);
  });
});
