import { beforeEach, describe, expect, it } from 'vitest';
import { blurWhenDisabled } from '../../src/testing/blurWhenDisabled';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi, holdAfterFirst } from '../../src/testing/fakeApi';
import { homeFixture } from '../../src/testing/fixtures/home';
import { find, hearUnreadCounts, mountBlockWidget, ok } from '../../src/testing/homeHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { runPageAddressSuite } from '../../src/testing/pageAddressSuite';
import { defineNotifications, notificationsTag } from './element';

const some = homeFixture('notifications.some');
const empty = homeFixture('notifications.empty');
const ready = (root: ShadowRoot) => root.querySelector('h2') !== null;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/notification/list': ok(some), '/notification/read': ok(homeFixture('notifications.readAll')) });
  });
  runWidgetSuite({
    tag: notificationsTag,
    define: defineNotifications,
    ready: (root) => root.querySelector('li') !== null,
    spanishText: /Mis notificaciones/,
    interact: async (root) => {
      (root.querySelector('[part~="mark-all"]') as HTMLButtonElement).click();
      await new Promise((resolve) => setTimeout(resolve, 50));
    },
    expectedEvents: ['tc-notifications-changed'],
  });
});

describe('<tc-notifications>', () => {
  it('shows the server\'s titles and bodies, unread ones marked, and the unread count', async () => {
    const { screen, root, api } = await mountBlockWidget(notificationsTag, defineNotifications, { 'page-size': '5' }, { '/notification/list': ok(some) }, ready);
    await find(() => screen.getByText(some.list[0]!.title));
    expect(api.to('/notification/list')[0]?.url.searchParams.get('pageSize')).toBe('5');
    expect(root.querySelectorAll('[part~="unread"]')).toHaveLength(some.list.filter((item) => !item.read).length);
    expect(screen.getByText(`${some.unread} unread`)).toBeTruthy();
    for (const item of some.list) expect(screen.getAllByText(item.body).length).toBeGreaterThan(0);
  });

  it('marks the English title of a notice inside a Spanish title lang="en", as the server says', async () => {
    await setLanguage('es');
    const spanish = homeFixture('notifications.some.es');
    const { screen } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(spanish) }, ready);
    const notices = spanish.list.filter((item) => item.titleQuote);
    expect(notices.length).toBeGreaterThan(0);
    for (const item of notices) {
      const link = await find(() => screen.getByRole('link', { name: item.title }));
      const english = link.querySelector('[lang]');
      expect([english?.getAttribute('lang'), english?.textContent]).toEqual(['en', item.titleQuote?.text]);
      expect(link.textContent).toBe(item.title);
      expect(item.title.startsWith('Nuevo aviso: ')).toBe(true);
    }
    // Titles wholly in Spanish carry no quote and no lang.
    const own = spanish.list.find((item) => !item.titleQuote)!;
    expect((await find(() => screen.getByRole('link', { name: own.title }))).querySelector('[lang]')).toBeNull();
  });

  it('marks a group message written in another language lang on its title and body, as the server says; the reader\'s own carry none', async () => {
    const english = homeFixture('notifications.languages');
    const { screen, root } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(english) }, ready);
    const spanishMessage = english.list.find((item) => item.kind === 'groupMessage' && item.bodyLanguage === 'es')!;
    const title = await find(() => screen.getByRole('heading', { name: new RegExp(spanishMessage.title) }));
    expect(title.querySelector('[lang]')?.getAttribute('lang')).toBe('es');
    expect(title.querySelector('[lang]')?.textContent).toBe(spanishMessage.title);
    expect(screen.getByText(spanishMessage.body).getAttribute('lang')).toBe('es');
    const englishMessage = english.list.find((item) => item.kind === 'groupMessage' && item.bodyLanguage === null)!;
    expect(screen.getByText(englishMessage.body).hasAttribute('lang')).toBe(false);
    expect(screen.getByRole('heading', { name: new RegExp(englishMessage.title) }).querySelector('[lang]')).toBeNull();
    expect([...root.querySelectorAll('p[lang]')].map((body) => body.textContent)).toEqual(english.list.filter((item) => item.bodyLanguage).map((item) => item.body));
  });

  it('names a mark-read button by its own words and the title element, so a title in another language keeps its lang (no mixed-language aria-label)', async () => {
    await setLanguage('es');
    const spanish = homeFixture('notifications.languages.es');
    const { screen, root } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(spanish) }, ready);
    const english = spanish.list.find((item) => !item.read && item.titleQuote?.language === 'en' && item.kind === 'groupMessage')!;
    const button = await find(() => screen.getByRole('button', { name: `Marcar como leída ${english.title}` }));
    expect(button.hasAttribute('aria-label')).toBe(false);
    const [words, title] = button.getAttribute('aria-labelledby')!.split(' ').map((id) => root.getElementById(id));
    // The button's words are the reader's Spanish, outside any lang; the title element holds the English title marked lang="en".
    expect([words?.textContent, words?.closest('[lang]')]).toEqual(['Marcar como leída', null]);
    expect([title?.querySelector('[lang]')?.getAttribute('lang'), title?.querySelector('[lang]')?.textContent]).toEqual(['en', english.title]);
    expect(title?.closest('h3')).not.toBeNull();
    // Every unread notification's button is named so, each by its own title.
    const buttons = [...root.querySelectorAll('[part~="mark-read"]')];
    expect(buttons).toHaveLength(spanish.list.filter((item) => !item.read).length);
    expect(buttons.every((each) => !each.hasAttribute('aria-label') && each.getAttribute('aria-labelledby')!.split(' ').every((id) => root.getElementById(id) !== null))).toBe(true);
  });

  it('pages through the notifications with Previous page and Next page (part paging), asking the server for each page', async () => {
    const pages = { '1': homeFixture('notifications.page.first'), '2': homeFixture('notifications.page.second') };
    const { api, root, screen, user } = await mountBlockWidget(
      notificationsTag,
      defineNotifications,
      { 'page-size': '3' },
      { '/notification/list': (request) => ok(pages[request.url.searchParams.get('page') === '2' ? '2' : '1'])(request) },
      (shadow) => shadow.querySelector('li') !== null,
    );
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(nav.getAttribute('part')).toBe('paging');
    expect(nav.textContent).toContain('Page 1 of 3');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    // A title reads after "Unread: " when it is unread: each heading ends with its notification's title.
    const shows = (page: (typeof pages)['1']) => expect([...root.querySelectorAll('li h3')].map((heading, index) => heading.textContent?.endsWith(page.list[index]!.title))).toEqual(page.list.map(() => true));
    shows(pages['1']);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await find(() => shows(pages['2']));
    expect(root.querySelector('[part="paging"]')?.textContent).toContain('Page 2 of 3');
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    await find(() => shows(pages['1']));
    expect(api.to('/notification/list').map((request) => request.url.searchParams.get('page'))).toEqual(['1', '2', '1']);
  });

  it('keeps the list shown while it reloads after Mark as read, its buttons disabled until the new answer arrives', async () => {
    const unread = some.list.filter((item) => !item.read);
    expect(unread.length).toBeGreaterThan(1);
    const held = holdAfterFirst(ok(some));
    const { root, screen, user } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': held.handler, '/notification/read': ok({ unread: some.unread - 1 }) }, ready);
    await user.click(await find(() => screen.getByRole('button', { name: `Mark as read ${unread[0]!.title}` })));
    await find(() => expect(held.calls()).toBe(2));
    expect(root.querySelector('[part="list"]')?.getAttribute('aria-busy')).toBe('true');
    const other = screen.getByRole('button', { name: `Mark as read ${unread[1]!.title}` }) as HTMLButtonElement;
    expect(other.disabled).toBe(true);
    held.release();
    await find(() => expect(root.querySelector('[part="list"]')?.hasAttribute('aria-busy')).toBe(false));
    expect((screen.getByRole('button', { name: `Mark as read ${unread[1]!.title}` }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says there are none in the words of the spec', async () => {
    const { screen } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(empty) }, ready);
    await find(() => screen.getByText('There are no notifications here.'));
  });

  it('marks one read, sends its id, reloads and tells the page the new count', async () => {
    const unreadItem = some.list.find((item) => !item.read)!;
    const heard = hearUnreadCounts();
    const { screen, user, api } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(some), '/notification/read': ok({ unread: some.unread - 1 }) }, ready);
    await user.click(await find(() => screen.getByRole('button', { name: `Mark as read ${unreadItem.title}` })));
    expect(api.to('/notification/read')[0]?.body).toEqual({ notificationIds: [unreadItem.notificationId] });
    await find(() => expect(api.to('/notification/list')).toHaveLength(2));
    // The list's count, the count the read answered, then the reloaded list's (this fake answers the first list again).
    await find(() => expect(heard).toEqual([some.unread, some.unread - 1, some.unread]));
  });

  it('after Mark as read, moves the focus to the next unread one, and to the heading after the last', { timeout: 15_000 }, async () => {
    const unread = some.list.filter((item) => !item.read);
    expect(unread.length).toBeGreaterThan(1);
    const { screen, user, root, api } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(some), '/notification/read': ok({ unread: some.unread - 1 }) }, ready);
    blurWhenDisabled(root);
    // The fake answers the recorded list again, so all stay unread: the focus still moves past the one pressed.
    await find(() => screen.getByRole('button', { name: `Mark as read ${unread[0]!.title}` }));
    for (const [index, item] of unread.entries()) {
      await user.click(screen.getByRole('button', { name: `Mark as read ${item.title}` }));
      await find(() => expect(api.to('/notification/list')).toHaveLength(index + 2));
      const next = unread[index + 1];
      const focused = next ? () => screen.getByRole('button', { name: `Mark as read ${next.title}` }) : () => screen.getByRole('heading', { level: 2, name: 'My notifications' });
      await find(() => expect(root.activeElement).toBe(focused()));
    }
  });

  it('keeps the focus on Mark all as read while it stays enabled after marking all', { timeout: 15_000 }, async () => {
    const { screen, user, root, api } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(some), '/notification/read': ok(homeFixture('notifications.readAll')) }, ready);
    blurWhenDisabled(root);
    await user.click(await find(() => screen.getByRole('button', { name: 'Mark all as read' })));
    expect(api.to('/notification/read')[0]?.body).toEqual({ all: true });
    await find(() => expect(api.to('/notification/list')).toHaveLength(2));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: 'Mark all as read' })));
  });

  it('moves the focus to the heading after Mark all as read when nothing is left to mark', { timeout: 15_000 }, async () => {
    let marked = false;
    const { screen, user, root } = await mountBlockWidget(
      notificationsTag,
      defineNotifications,
      {},
      {
        // Recorded lists: the three, then the empty one, standing in for a list with no Mark all as read to keep the focus.
        '/notification/list': (request) => ok(marked ? empty : some)(request),
        '/notification/read': (request) => {
          marked = true;
          return ok(homeFixture('notifications.readAll'))(request);
        },
      },
      ready,
    );
    blurWhenDisabled(root);
    await user.click(await find(() => screen.getByRole('button', { name: 'Mark all as read' })));
    await find(() => screen.getByText('There are no notifications here.'));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'My notifications' })));
  });

  it('tells the page the unread count of the list it shows, so the portal header need not ask for it', async () => {
    const heard = hearUnreadCounts();
    const { screen } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': ok(some) }, ready);
    await find(() => screen.getByText(some.list[0]!.title));
    await find(() => expect(heard).toEqual([some.unread]));
  });

  it('shows an error with a retry when the list cannot load', async () => {
    let calls = 0;
    const { screen, user } = await mountBlockWidget(notificationsTag, defineNotifications, {}, { '/notification/list': () => (++calls === 1 ? { code: 50000, message: 'Something went wrong on our side. Please try again.', result: null } : { code: 200, message: 'OK', result: some }) }, ready);
    await user.click(await find(() => screen.getByRole('button', { name: 'Try again' })));
    await find(() => screen.getByText(some.list[0]!.title));
  });
});

const notificationPages = { 1: homeFixture('notifications.page.first'), 2: homeFixture('notifications.page.second') };
runPageAddressSuite({
  tag: notificationsTag,
  define: defineNotifications,
  pageSize: '3',
  listPath: '/notification/list',
  list: (request) => ok(notificationPages[request.url.searchParams.get('page') === '2' ? 2 : 1])(request),
  // A title reads after "Unread: " when it is unread: each heading ends with its notification's title.
  shows: (root, page) => {
    const headings = [...root.querySelectorAll('li h3')];
    return headings.length === notificationPages[page].list.length && notificationPages[page].list.every((item, index) => headings[index]?.textContent?.endsWith(item.title));
  },
});
