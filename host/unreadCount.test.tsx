import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { notificationPages } from '../src/contract/notification';
import { session } from '../src/session/session';
import { fakeApi, type FakeHandler } from '../src/testing/fakeApi';
import { certificateFixture } from '../src/testing/fixtures/certificates';
import { homeFixture } from '../src/testing/fixtures/home';
import { supportFixture } from '../src/testing/fixtures/support';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

/** Records whether the main navigation held the unread badge when it was first inserted. */
const watchFirstNav = () => {
  const seen: { badge?: boolean } = {};
  const observer = new MutationObserver(() => {
    const nav = document.querySelector('nav[aria-label="Main"]');
    if (!nav || seen.badge !== undefined) return;
    seen.badge = nav.querySelector('[data-testid="unread-count"]') !== null;
    observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return seen;
};


type HappyWindow = Window & { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } };

quietUnservedCalls();

/** The calls of the header's own count: the list's first notification only. */
const countCalls = (api: ReturnType<typeof fakeApi>) =>
  api.to('/notification/list').filter((request) => request.url.searchParams.get('pageSize') === String(notificationPages.unreadCount.pageSize));

/** A signed-in learner on home: its blocks answered with recordings, the notification list by `notifications`. */
const signedInOnHome = (notifications: FakeHandler) => {
  signInWithToken();
  session.saveUser(demoUser);
  return fakeApi({
    '/getUserInfo': () => ({ code: ResultCode.success, result: demoUser }),
    '/home/summary': () => ({ code: ResultCode.success, result: homeFixture('home.middle') }),
    '/certificate/list': () => ({ code: ResultCode.success, result: certificateFixture('list.empty') }),
    '/webinar/list': () => ({ code: ResultCode.success, result: homeFixture('webinars.list') }),
    '/notification/list': notifications,
  });
};

describe("the header's unread count", () => {
  it("shows the count its layout's loader brought in the header's first render, without asking twice, and asks again on the next page", { timeout: 20_000 }, async () => {
    signInWithToken();
    session.saveUser(demoUser);
    const notifications = homeFixture('notifications.some');
    expect(notifications.unread).toBeGreaterThan(0);
    const api = fakeApi({
      '/getUserInfo': () => ({ code: ResultCode.success, result: demoUser }),
      '/notification/list': () => ({ code: ResultCode.success, result: notifications }),
      '/faq/list': () => ({ code: ResultCode.success, result: supportFixture('faq.en') }),
    });
    const seen = watchFirstNav();

    renderHost('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await within(nav).findByText(String(notifications.unread));
    expect(seen.badge).toBe(true);
    expect(countCalls(api)).toHaveLength(1);

    await userEvent.setup().click(within(nav).getByRole('link', { name: /^Support/ }));
    await waitFor(() => expect(countCalls(api)).toHaveLength(2));
  });

  it("takes the count on home from home's latest notifications, in the header's first render, and on the notifications page from its list: never a call of its own", { timeout: 20_000 }, async () => {
    const some = homeFixture('notifications.some');
    // Read elsewhere meanwhile: the notifications page's list answers none unread.
    const readAll = homeFixture('notifications.empty');
    const api = signedInOnHome((request) => ({ code: ResultCode.success, result: request.url.searchParams.get('pageSize') === String(notificationPages.homeLatest.pageSize) ? some : readAll }));
    const seen = watchFirstNav();

    renderHost('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await within(nav).findByText(String(some.unread));
    expect(seen.badge).toBe(true);
    expect(api.to('/notification/list')).toHaveLength(1);

    await userEvent.setup().click(within(nav).getByRole('link', { name: /^Notifications/ }));
    await waitFor(() => expect(within(nav).queryByTestId('unread-count')).toBeNull());
    expect(api.to('/notification/list').map((request) => request.url.searchParams.get('pageSize'))).toEqual(['3', '10']);
    expect(countCalls(api)).toHaveLength(0);
  });

  it("on the notifications page's page 2 (a reload), takes the count from that page's early answer in the header's first render: one call, none of its own", { timeout: 20_000 }, async () => {
    const some = homeFixture('notifications.some');
    const api = signedInOnHome(() => ({ code: ResultCode.success, result: some }));
    const seen = watchFirstNav();

    renderHost('/notifications?page=2');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 10_000 });
    await within(nav).findByText(String(some.unread));
    expect(seen.badge).toBe(true);
    expect(api.to('/notification/list').map((request) => Object.fromEntries(request.url.searchParams))).toEqual([{ page: '2', pageSize: '10' }]);
  });

  // Route modules and the home widget load cold here: more than the default 5 s on a loaded machine.
  it("on a phone, shows home's count when the menu opens after home's notifications arrived, still without a call of its own", { timeout: 20_000 }, async () => {
    const setViewport = (width: number) => act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 }));
    setViewport(390);
    onTestFinished(() => setViewport(1024));
    const some = homeFixture('notifications.some');
    const api = signedInOnHome(() => ({ code: ResultCode.success, result: some }));

    renderHost('/home');
    await waitFor(() => expect(api.to('/notification/list')).toHaveLength(1), { timeout: 10_000 });
    await waitFor(() => expect(document.querySelector('tc-home')?.shadowRoot?.textContent).toContain(some.list[0]!.title), { timeout: 10_000 });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Menu' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByTestId('unread-count').textContent).toContain(String(some.unread));
    expect(countCalls(api)).toHaveLength(0);
  });
});
