import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import { deferred, fakeApi, type FakeAnswer } from '../../src/testing/fakeApi';
import { documentFixture } from '../../src/testing/fixtures/documents';
import { setLanguage } from '../../src/i18n/i18n';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import type { TcEventMap } from '../../src/elements/events';
import { defineDocuments, documentsTag } from './element';
import { find, mountDocuments, ok } from './test/harness';

const page1 = documentFixture('list.us');
const page2 = documentFixture('list.us.page2');
const search = documentFixture('list.us.search');
const datasheets = documentFixture('list.us.datasheets');
const none = documentFixture('list.none');
const categories = documentFixture('categories.us');
const detail = documentFixture('detail.us');
const detailEs = documentFixture('detail.us.es');

/** The list answers by the query the widget sent, as the server would. */
const listHandler = () => (request: { url: URL }) => {
  const params = request.url.searchParams;
  if (params.get('q')?.includes('zzqx')) return { code: 200, result: none };
  if (params.get('q')) return { code: 200, result: search };
  if (params.get('category') === 'datasheets') return { code: 200, result: datasheets };
  return { code: 200, result: params.get('page') === '2' ? page2 : page1 };
};
const titles = (root: ShadowRoot) => Array.from(root.querySelectorAll('tbody th a'), (link) => link.textContent);

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/support/documentList': listHandler(), '/document/categories': ok(categories) });
  });

  runWidgetSuite({ tag: documentsTag, define: defineDocuments, attributes: { 'page-size': '5' }, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Buscar documentos/ });
});

describe('<tc-documents> index and list', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the categories with their counts and the first page of documents, and pages on the server', async () => {
    const { api, root, screen, user } = await mountDocuments({ 'page-size': '5' }, { '/support/documentList': listHandler(), '/document/categories': ok(categories) });
    await find(() => expect(titles(root)).toEqual(page1.list.map((document) => document.title)));
    const nav = screen.getByRole('navigation', { name: 'Categories' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual(['All documents', ...categories.list.map((item) => `${item.title} (${item.documentCount})`)]);
    expect(screen.getByText(`${page1.total} documents`)).toBeTruthy();
    expect(api.to('/support/documentList')[0]?.url.searchParams.get('pageSize')).toBe('5');
    expect(api.to('/support/documentList')[0]?.url.searchParams.get('language')).toBe('en');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await find(() => expect(titles(root)).toEqual(page2.list.map((document) => document.title)));
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(api.to('/support/documentList').at(-1)?.url.searchParams.get('page')).toBe('2');
  });

  it('filters by category, searches, and says when nothing matches', async () => {
    const { api, root, screen, user } = await mountDocuments({}, { '/support/documentList': listHandler(), '/document/categories': ok(categories) });
    await find(() => expect(titles(root).length).toBeGreaterThan(0));
    await user.click(await find(() => screen.getByRole('button', { name: /^Datasheets/ })));
    await find(() => expect(titles(root)).toEqual(datasheets.list.map((document) => document.title)));
    expect(screen.getByRole('button', { name: /^Datasheets/ }).getAttribute('aria-pressed')).toBe('true');
    expect(api.to('/support/documentList').at(-1)?.url.searchParams.get('category')).toBe('datasheets');
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'datasheet');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(titles(root)).toEqual(search.list.map((document) => document.title)));
    expect(api.to('/support/documentList').at(-1)?.url.searchParams.get('q')).toBe('datasheet');
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), ' zzqx{Enter}');
    expect(await find(() => screen.getByText('No documents match your search.'))).toBeTruthy();
  });

  it('asks for another document language and marks English fallbacks', async () => {
    const mexico = documentFixture('list.mx.es');
    const { api, screen, user } = await mountDocuments({}, { '/support/documentList': ok(mexico), '/document/categories': ok(categories) });
    await find(() => screen.getAllByRole('rowheader'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document language' }), 'es');
    await find(() => expect(api.to('/support/documentList').at(-1)?.url.searchParams.get('language')).toBe('es'));
    const english = mexico.list.filter((document) => document.language === 'en');
    expect(english.length).toBeGreaterThan(0);
    // Only the English fallbacks are marked, not the Spanish documents asked for.
    await find(() => expect(screen.getAllByText('Not yet translated: shown in English')).toHaveLength(english.length));
  });

  it("names each document's language in the reader's language", async () => {
    const mexico = documentFixture('list.mx.es');
    const { root, screen } = await mountDocuments({}, { '/support/documentList': ok(mexico), '/document/categories': ok(categories) });
    await find(() => screen.getAllByRole('rowheader'));
    const english = mexico.list.filter((document) => document.language === 'en').length;
    // The language cell's own text, before any fallback note.
    const cells = (text: string) => Array.from(root.querySelectorAll('tbody td'), (cell) => cell.firstChild?.textContent).filter((content) => content === text);
    await find(() => expect(cells('English')).toHaveLength(english));
    await setLanguage('es');
    // The language switch's own labels ("English", "Español") once named them on Spanish pages too.
    await find(() => expect(cells('Inglés')).toHaveLength(english));
  });

  it('links each title to the detail page and downloads with the helper', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/document');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const [first] = page1.list;
    const { api, screen, user } = await mountDocuments({ mode: 'list' }, {
      '/support/documentList': ok(page1),
      'POST /document/download': () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${first!.fileName}"` } }),
    });
    const link = await find(() => screen.getByRole('link', { name: first!.title }));
    expect(link.getAttribute('href')).toBe(`/document/detail?documentId=${first!.documentId}`);
    expect(screen.queryByRole('navigation', { name: 'Categories' })).toBeNull();
    expect(api.to('/support/documentList')[0]?.url.searchParams.has('language')).toBe(false);
    await user.click(screen.getByRole('button', { name: `Download ${first!.title}` }));
    await find(() => screen.getByText(`Saved as ${first!.fileName}.`));
    expect(api.to('/document/download')[0]?.body).toEqual({ documentId: first!.documentId, language: first!.language });
    expect(saved).toEqual([first!.fileName]);
  });

  it('holds the layout until the categories arrive, so the list below them never moves', async () => {
    const held = deferred<FakeAnswer>();
    const { root, screen } = await mountDocuments({}, { '/support/documentList': listHandler(), '/document/categories': () => held.promise });
    await find(() => screen.getByText('Loading…', { selector: '[part~="loading"]' }));
    // The list has answered, yet nothing of the layout is drawn while the categories are on their way.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('searchbox')).toBeNull();
    expect(root.querySelector('tbody')).toBeNull();
    held.resolve({ code: 200, result: categories });
    await find(() => expect(titles(root)).toEqual(page1.list.map((document) => document.title)));
    expect(screen.getByRole('button', { name: /^Datasheets/ })).toBeTruthy();
  });

  it('says when the categories cannot load, keeps the list, and asks again on Try again', async () => {
    let calls = 0;
    const { root, screen, user } = await mountDocuments({}, {
      '/support/documentList': listHandler(),
      '/document/categories': () => (++calls === 1 ? { code: ResultCode.internal, message: errorMessages.en.internal } : { code: 200, result: categories }),
    });
    await find(() => screen.getByText('The categories could not be loaded.'));
    await find(() => expect(titles(root)).toEqual(page1.list.map((document) => document.title)));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('button', { name: /^Datasheets/ }));
    expect(screen.queryByText('The categories could not be loaded.')).toBeNull();
    expect(root.activeElement?.textContent).toBe('All documents');
    expect(titles(root)).toEqual(page1.list.map((document) => document.title));
  });

  it('shows the loading state, then an error with Try again', async () => {
    const answer = deferred<FakeAnswer>();
    let calls = 0;
    const { screen, user } = await mountDocuments({ mode: 'list' }, {
      '/support/documentList': () => (++calls === 1 ? answer.promise : { code: 200, result: page1 }),
    });
    await find(() => screen.getByText('Loading…', { selector: '[part~="loading"]' }));
    answer.resolve({ code: ResultCode.internal, message: errorMessages.en.internal });
    expect(await find(() => screen.getByText(errorMessages.en.internal))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getAllByRole('rowheader'));
  });
});

describe('<tc-documents mode="detail">', () => {
  it('shows the facts, the inline preview from the signed address, and switches language', async () => {
    const { api, root, screen, user } = await mountDocuments({ mode: 'detail', 'document-id': detail.documentId }, {
      '/document/detail': (request) => ({ code: 200, result: request.url.searchParams.get('language') === 'es' ? detailEs : detail }),
    });
    await find(() => screen.getByRole('heading', { name: detail.title }));
    const preview = root.querySelector('iframe');
    expect(preview?.getAttribute('title')).toBe(`Preview of ${detail.title}`);
    expect(preview?.getAttribute('src')).toBe(new URL(detail.previewUrl, window.location.origin).href);
    expect(screen.getByText('If the preview does not show, download the file to open it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to documents' }).getAttribute('href')).toBe('/document/index');
    const show = screen.getByRole('button', { name: 'Show in Spanish' });
    // The name is the visible text, in the page's language (WCAG 2.5.3, label in name).
    expect(show.textContent).toBe('Show in Spanish');
    expect(show.hasAttribute('lang')).toBe(false);
    await user.click(show);
    await find(() => screen.getByRole('heading', { name: detailEs.title }));
    expect(api.to('/document/detail').at(-1)?.url.searchParams.get('language')).toBe('es');
  });

  it('names the other language in the Spanish page\'s words ("Mostrar en inglés"), its visible text', async () => {
    await setLanguage('es');
    const { api, screen, user } = await mountDocuments({ mode: 'detail', 'document-id': detail.documentId }, {
      '/document/detail': (request) => ({ code: 200, result: request.url.searchParams.get('language') === 'en' ? detail : detailEs }),
    });
    await find(() => screen.getByRole('heading', { name: detailEs.title }));
    const show = screen.getByRole('button', { name: 'Mostrar en inglés' });
    expect(show.textContent).toBe('Mostrar en inglés');
    expect(show.hasAttribute('lang')).toBe(false);
    expect(show.querySelector('[lang]')).toBeNull();
    await user.click(show);
    await find(() => screen.getByRole('heading', { name: detail.title }));
    expect(api.to('/document/detail').at(-1)?.url.searchParams.get('language')).toBe('en');
  });

  it('says why a document of another country cannot open', async () => {
    const notFound = documentFixture('detail.notFound');
    const { screen } = await mountDocuments({ mode: 'detail', 'document-id': detail.documentId }, { '/document/detail': () => notFound });
    expect(await find(() => screen.getByText(notFound.message))).toBeTruthy();
    // Asking again cannot help: the way back to the documents instead.
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to documents' }).getAttribute('href')).toBe('/document/index');
  });

  it('asks for a document when none is named', async () => {
    const { screen } = await mountDocuments({ mode: 'detail' }, {});
    expect(await find(() => screen.getByText('No document was chosen. Open one from the document list.'))).toBeTruthy();
  });
});

describe('<tc-documents> in an address', () => {
  const handlers = { '/support/documentList': listHandler(), '/document/categories': ok(categories) };
  /** Mounts the widget with `attributes` and records the moves it reports. */
  const mountInAddress = async (attributes: Record<string, string>) => {
    const mounted = await mountDocuments(attributes, handlers);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountInAddress>>['api']) => Object.fromEntries(api.to('/support/documentList').at(-1)?.url.searchParams ?? []);

  it('opens the category, search, language and page its query attribute names, the controls showing them', async () => {
    const { api, screen } = await mountInAddress({ 'page-size': '5', query: '?q=datasheet&category=datasheets&language=es&page=2' });
    await find(() => expect(asked(api)).toEqual({ q: 'datasheet', category: 'datasheets', language: 'es', page: '2', pageSize: '5' }));
    expect((screen.getByRole('searchbox', { name: 'Search documents' }) as HTMLInputElement).value).toBe('datasheet');
    await find(() => expect(screen.getByRole('button', { name: /^Datasheets/ }).getAttribute('aria-pressed')).toBe('true'));
    expect((screen.getByRole('combobox', { name: 'Document language' }) as HTMLSelectElement).value).toBe('es');
    expect(api.to('/support/documentList')).toHaveLength(1);
  });

  it('falls back for what it cannot read, and to the category attribute in the index', async () => {
    const { api } = await mountInAddress({ category: 'datasheets', query: '?page=abc&language=fr&category=Not%20A%20Slug' });
    await find(() => expect(asked(api)).toEqual({ category: 'datasheets', language: 'en', page: '1', pageSize: '10' }));
    const list = await mountInAddress({ mode: 'list', query: '?category=datasheets&page=2' });
    // The flat list has no categories or language: only the search and the page.
    await find(() => expect(asked(list.api)).toEqual({ page: '2', pageSize: '10' }));
  });

  it('reports a submitted search, a chosen category or language and a turned page; typing is not a move', async () => {
    const { root, screen, user, moves } = await mountInAddress({ 'page-size': '5', query: '?' });
    await find(() => expect(titles(root).length).toBeGreaterThan(0));
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.click(screen.getByRole('button', { name: /^Datasheets/ }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'category=datasheets' } });
    await user.type(screen.getByRole('searchbox', { name: 'Search documents' }), 'manual');
    expect(moves).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=manual&category=datasheets' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Document language' }), 'es');
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=manual&category=datasheets&language=es' } });
  });

  it('follows a new query attribute (Back) without reporting it: the list and the search box', async () => {
    const { api, element, screen, moves } = await mountInAddress({ query: '?q=datasheet&page=2' });
    await find(() => expect(asked(api)).toMatchObject({ q: 'datasheet', page: '2' }));
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ language: 'en', page: '1', pageSize: '10' }));
    await find(() => expect((screen.getByRole('searchbox', { name: 'Search documents' }) as HTMLInputElement).value).toBe(''));
    expect(moves).toEqual([]);
  });
});
