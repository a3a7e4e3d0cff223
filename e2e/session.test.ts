import { describe, expect, it } from 'vitest';
import { waitForPath } from './support/browser';
import { field, logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('a session revoked on the server', () => {
  it('(3a) after an admin password reset, the next navigation lands on login with the redirect', async () => {
    const user = await e2e.portal.createUser('revoked');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

    await e2e.portal.admin(['reset-password', '--account', user.account, '--password', 'Other2pass']);

    // A client-side navigation: the guard asks the server for the user and gets 40001.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certificates' }).click();
    await waitForPath(page, (path) => path.startsWith('/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/certificate');
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  it('(3b) after /loginOut with the same token from elsewhere, the next page load goes to login with the redirect', async () => {
    const user = await e2e.portal.createUser('elsewhere');
    const { page, context } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    expect(token).toBeTruthy();

    // Another client signs this token out.
    const response = await fetch(`${e2e.portal.baseUrl}/training-api/loginOut`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await response.json()) as { code: number }).code).toBe(200);

    await page.goto('/user?tab=password');
    await waitForPath(page, (path) => path.startsWith('/login'));
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user?tab=password');
  });

  it('(3c) a widget call answered 40001 on an open page clears the session and goes to login with this page as redirect', async () => {
    const user = await e2e.portal.createUser('midpage');
    const { page, context, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/user');
    const profile = page.locator('tc-profile');
    await profile.getByText(user.email).waitFor();
    const token = (await context.cookies()).find((cookie) => cookie.name === 'token')?.value;
    await fetch(`${e2e.portal.baseUrl}/training-api/loginOut`, { headers: { authorization: `Bearer ${token}` } });

    const changePassword = async () => {
      await field(profile, 'Original password').fill(user.password);
      await field(profile, 'New password').fill('Never4used');
      await field(profile, 'Confirm new password').fill('Never4used');
      await profile.getByRole('button', { name: 'Change password' }).click();
    };
    // The form's call or the header's unread count (asked again when the window regains focus) may meet
    // the revoked session first: either one must send this page to login.
    const atLogin = waitForPath(page, (path) => path.startsWith('/login'));
    await Promise.race([changePassword().catch(() => atLogin), atLogin]);
    await atLogin;
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeUndefined();
    expect(pageErrors).toEqual([]);
  });
});

describe('a session check cut short by the next page', () => {
  it('keeps the learner signed in when they open another page while the previous one still asks the server who they are', async () => {
    const user = await e2e.portal.createUser('hasty');
    const { page, context, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();

    // A slow answer (a busy node behind a load balancer): the learner does not wait for it.
    let asked!: () => void;
    const checkUnderWay = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/training-api/getUserInfo', async (route) => {
      asked();
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await route.continue().catch(() => undefined);
    });
    // A page the server sends without its answers (server/lib/pageAnswers.ts), so that it asks who the learner is.
    await page.route('**/certificate', async (route) => {
      const withoutCookie = await fetch(route.request().url(), { headers: { accept: 'text/html' } });
      // fetch has unpacked the body: the page goes on as plain bytes.
      const headers = Object.fromEntries([...withoutCookie.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
      await route.fulfill({ status: withoutCookie.status, headers, body: Buffer.from(await withoutCookie.arrayBuffer()) });
    });
    await page.goto('/certificate', { waitUntil: 'commit' });
    await checkUnderWay;
    await page.unroute('**/training-api/getUserInfo');
    await page.unroute('**/certificate');
    await page.goto('/notifications');

    await page.locator('tc-notifications').waitFor();
    await waitForPath(page, '/notifications');
    expect((await context.cookies()).find((cookie) => cookie.name === 'token')).toBeDefined();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certificates' }).click();
    await waitForPath(page, '/certificate');
    expect(pageErrors).toEqual([]);
  });
});
