import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { notificationPages } from '../src/contract/notification';
import { session } from '../src/session/session';
import { fakeApi } from '../src/testing/fakeApi';
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


quietUnservedCalls();

describe("the header's unread count", () => {
  it("shows the count its layout's loader brought in the header's first render, without asking twice, and asks again on the next page", async () => {
    signInWithToken();
    session.saveUser(demoUser);
    const notifications = homeFixture('notifications.some');
    expect(notifications.unread).toBeGreaterThan(0);
    const api = fakeApi({
      '/getUserInfo': () => ({ code: ResultCode.success, result: demoUser }),
      '/notification/list': () => ({ code: ResultCode.success, result: notifications }),
      '/faq/list': () => ({ code: ResultCode.success, result: supportFixture('faq.en') }),
    });
    const unreadCalls = () => api.to('/notification/list').filter((request) => request.url.searchParams.get('pageSize') === String(notificationPages.unreadCount.pageSize));
    const seen = watchFirstNav();

    renderHost('/faq');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, { timeout: 5000 });
    await within(nav).findByText(String(notifications.unread));
    expect(seen.badge).toBe(true);
    expect(unreadCalls()).toHaveLength(1);

    await userEvent.setup().click(within(nav).getByRole('link', { name: /^Notifications/ }));
    await waitFor(() => expect(unreadCalls()).toHaveLength(2));
  });
});
