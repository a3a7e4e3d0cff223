import { beforeEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { setLanguage } from '../../src/i18n/i18n';
import { blurWhenDisabled } from '../../src/testing/blurWhenDisabled';
import { fakeApi, holdAfterFirst } from '../../src/testing/fakeApi';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { runPageAddressSuite } from '../../src/testing/pageAddressSuite';
import { toastStore } from '../../src/ui/toastStore';
import { defineNotices, noticesTag } from './element';

const list = homeFixture('notices.list');
const detail = homeFixture('notice.detail');
const spanishList = homeFixture('notices.list.es');
const spanishDetail = homeFixture('notice.detail.es');
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/notice/list': ok(list) });
  });
  runWidgetSuite({ tag: noticesTag, define: defineNotices, ready: (root) => root.querySelector('li') !== null, spanishText: /Avisos/ });
});

describe('<tc-notices>', () => {
  it('lists the notices with their dates and excerpts, each linking to its page', async () => {
    const { screen, root } = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(list) }, ready);
    // The seed writes notices in both languages.
    expect(new Set(list.list.map((notice) => notice.language))).toEqual(new Set(['en', 'es']));
    for (const notice of list.list) {
      const link = await find(() => screen.getByRole('link', { name: notice.title }));
      expect(link.getAttribute('href')).toBe(`/notice/detail?noticeId=${notice.noticeId}`);
      // The reader's own language: nothing to mark; the Spanish one is marked so.
      const marked = notice.language === 'en' ? null : notice.language;
      expect(link.closest('h3')?.getAttribute('lang') ?? null).toBe(marked);
      expect(screen.getByText(notice.excerpt).getAttribute('lang')).toBe(marked);
    }
    const labels = [...root.querySelectorAll('[part="language"]')].map((label) => label.textContent);
    expect(labels).toEqual(list.list.filter((notice) => notice.language === 'es').map(() => ' · Published in Spanish only'));
  });

  it('marks an English notice lang="en" for a reader of Spanish, and says it is published in English only; a Spanish one is the reader\'s own', async () => {
    await setLanguage('es');
    const { screen, root } = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(spanishList) }, ready);
    expect(new Set(spanishList.list.map((notice) => notice.language))).toEqual(new Set(['en', 'es']));
    for (const notice of spanishList.list) {
      const link = await find(() => screen.getByRole('link', { name: notice.title }));
      const marked = notice.language === 'es' ? null : notice.language;
      expect(link.closest('h3')?.getAttribute('lang') ?? null).toBe(marked);
      expect(screen.getByText(notice.excerpt).getAttribute('lang')).toBe(marked);
    }
    const labels = [...root.querySelectorAll('[part="language"]')];
    expect(labels.map((label) => label.textContent)).toEqual(spanishList.list.filter((notice) => notice.language === 'en').map(() => ' · Publicado solo en inglés'));
    // The label and the date are the reader's Spanish, outside the English parts.
    expect(labels.every((label) => label.closest('[lang]') === null)).toBe(true);
  });

  it('marks the title and body of an English notice lang="en" for a reader of Spanish', async () => {
    await setLanguage('es');
    const { screen, root } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': spanishDetail.noticeId }, { '/notice/detail': ok(spanishDetail) }, ready);
    const title = await find(() => screen.getByRole('heading', { name: spanishDetail.title }));
    expect(spanishDetail.language).toBe('en');
    expect(title.getAttribute('lang')).toBe('en');
    expect(root.querySelector('[part="body"]')?.getAttribute('lang')).toBe('en');
    expect(root.querySelector('[part="language"]')?.textContent).toBe(' · Publicado solo en inglés');
    expect(screen.getByRole('link', { name: 'Todos los avisos' }).closest('[lang]')).toBeNull();
  });

  it('marks a Spanish notice lang="es" for a reader of English and says it is published in Spanish only, in the list and on its page', async () => {
    const withSpanish = homeFixture('notices.list.spanish');
    const spanishDetail = homeFixture('notice.detail.spanish');
    const list = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(withSpanish) }, ready);
    const spanish = withSpanish.list.filter((notice) => notice.language === 'es');
    expect(spanish.map((notice) => notice.noticeId)).toContain(spanishDetail.noticeId);
    const headings: (Element | null)[] = [];
    for (const notice of spanish) {
      const link = await find(() => list.screen.getByRole('link', { name: notice.title }));
      expect(link.closest('h3')?.getAttribute('lang')).toBe('es');
      expect(list.screen.getByText(notice.excerpt).getAttribute('lang')).toBe('es');
      headings.push(link.closest('h3'));
    }
    // Only the Spanish ones are labelled; the English ones are the reader's own.
    expect([...list.root.querySelectorAll('[part="language"]')].map((label) => label.textContent)).toEqual(spanish.map(() => ' · Published in Spanish only'));
    expect([...list.root.querySelectorAll('h3[lang]')]).toEqual(headings);

    const page = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': spanishDetail.noticeId }, { '/notice/detail': ok(spanishDetail) }, ready);
    const title = await find(() => page.screen.getByRole('heading', { name: spanishDetail.title }));
    expect([title.getAttribute('lang'), page.root.querySelector('[part="body"]')?.getAttribute('lang')]).toEqual(['es', 'es']);
    expect(page.root.querySelector('[part="language"]')?.textContent).toBe(' · Published in Spanish only');
    expect(page.root.querySelector('[part="language"]')?.closest('[lang]')).toBeNull();
  });

  it('shows one notice with the sanitised rich text the server stored', async () => {
    const { screen, root, api } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': detail.noticeId }, { '/notice/detail': ok(detail) }, ready);
    await find(() => screen.getByRole('heading', { name: detail.title }));
    expect(api.to('/notice/detail')[0]?.url.searchParams.get('noticeId')).toBe(detail.noticeId);
    expect(root.querySelector('[part="body"]')?.innerHTML).toBe(detail.bodyHtml);
    expect(screen.getByRole('link', { name: 'All notices' }).getAttribute('href')).toBe('/notice/index');
    expect(root.querySelector('[lang]')).toBeNull();
  });

  it('pages through the index with Previous page and Next page (part paging), asking the server for each page', async () => {
    const pages = { '1': homeFixture('notices.page.first'), '2': homeFixture('notices.page.second') };
    const { api, root, screen, user } = await mountBlockWidget(
      noticesTag,
      defineNotices,
      { 'page-size': '2' },
      { '/notice/list': (request) => ok(pages[request.url.searchParams.get('page') === '2' ? '2' : '1'])(request) },
      (shadow) => shadow.querySelector('li') !== null,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.getAttribute('part')).toBe('paging');
    expect(nav.textContent).toContain('Page 1 of 2');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    for (const notice of pages['1'].list) screen.getByRole('link', { name: notice.title });
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    for (const notice of pages['2'].list) await find(() => screen.getByRole('link', { name: notice.title }));
    expect(root.querySelector('[part="paging"]')?.textContent).toContain('Page 2 of 2');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('/notice/list').map((request) => [request.url.searchParams.get('page'), request.url.searchParams.get('pageSize')])).toEqual([
      ['1', '2'],
      ['2', '2'],
    ]);
  });

  it('keeps the page shown, marked busy, while the next one loads, and gives the focus to Previous page when Next page reaches the last page', async () => {
    const pages = { '1': homeFixture('notices.page.first'), '2': homeFixture('notices.page.second') };
    const held = holdAfterFirst((request) => ok(pages[request.url.searchParams.get('page') === '2' ? '2' : '1'])(request));
    const { root, screen, user } = await mountBlockWidget(noticesTag, defineNotices, { 'page-size': '2' }, { '/notice/list': held.handler }, (shadow) => shadow.querySelector('li') !== null);
    blurWhenDisabled(root);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    // The first page's notices stay in place, busy, and nothing says Loading over them.
    await find(() => expect(held.calls()).toBe(2));
    expect(root.querySelector('[part="list"]')?.getAttribute('aria-busy')).toBe('true');
    for (const notice of pages['1'].list) screen.getByRole('link', { name: notice.title });
    expect(root.querySelector('[part~="loading"]')).toBeNull();
    held.release();
    for (const notice of pages['2'].list) await find(() => screen.getByRole('link', { name: notice.title }));
    expect(root.querySelector('[part="list"]')?.hasAttribute('aria-busy')).toBe(false);
    expect(root.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });

  it('says when there are none', async () => {
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, {}, { '/notice/list': ok(homeFixture('notices.empty')) }, ready);
    await find(() => screen.getByText('There are no notices here.'));
  });

  it('says a notice does not exist with the way to every notice instead of Try again (the client also toasts it, spec 8)', async () => {
    const notFound = homeFixture('notice.notFound');
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': 'no-such-notice', 'list-url': '/news' }, { '/notice/detail': () => notFound }, ready);
    await find(() => screen.getByText(notFound.message));
    expect(screen.getByRole('link', { name: 'All notices' }).getAttribute('href')).toBe('/news');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says it in Spanish', async () => {
    await setLanguage('es');
    const notFound = homeFixture('notice.notFound.es');
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': 'no-such-notice' }, { '/notice/detail': () => notFound }, ready);
    await find(() => screen.getByText(notFound.message));
    expect(screen.getByRole('link', { name: 'Todos los avisos' }).getAttribute('href')).toBe('/notice/index');
  });

  it('keeps Try again when a notice could not load for another reason', async () => {
    const { screen } = await mountBlockWidget(noticesTag, defineNotices, { 'notice-id': detail.noticeId }, { '/notice/detail': () => ({ code: ResultCode.internal, message: 'The server failed.' }) }, ready);
    await find(() => screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('link', { name: 'All notices' })).toBeNull();
    expect(toastStore.list().map((toast) => toast.message)).toEqual(['The server failed.']);
  });
});

const noticePages = { 1: homeFixture('notices.page.first'), 2: homeFixture('notices.page.second') };
runPageAddressSuite({
  tag: noticesTag,
  define: defineNotices,
  pageSize: '2',
  listPath: '/notice/list',
  list: (request) => ok(noticePages[request.url.searchParams.get('page') === '2' ? 2 : 1])(request),
  shows: (root, page) => noticePages[page].list.every((notice) => [...root.querySelectorAll('a')].some((link) => link.textContent === notice.title)),
});
