import { setTimeout as delay } from 'node:timers/promises';
import type { Locator, Page, Request } from 'playwright-core';
import { clickThrottleMs } from '../../src/contract/limits';
import { apiPaths } from '../../src/contract/paths';
import { waitForPath } from './browser';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A form control by its label; required fields show a trailing ' *' in their label. */
export const field = (scope: Locator, label: string): Locator => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}(\\s*\\*)?$`));

/** The login widget's fields, found by role and label through its shadow root. */
export const loginForm = (page: Page) => {
  const widget = page.locator('tc-login');
  return {
    widget,
    account: field(widget, 'User name'),
    password: field(widget, 'Password'),
    submit: widget.getByRole('button', { name: 'Log in', exact: true }),
    alert: widget.getByRole('alert'),
  };
};

/**
 * Clicks until the page calls the API path: a click within the widgets' click throttle (spec 9:
 * 500 ms after the previous accepted click) is dropped by design, as a quick second attempt is.
 * A request counts whenever it shows up, even after a later click began: on a loaded machine the
 * first click's request can arrive late, and the page may already have moved past the button.
 */
export async function clickUntilRequest(page: Page, button: Locator, apiPath: string, attempts = 5): Promise<void> {
  let markRequested!: () => void;
  const requested = new Promise<'requested'>((resolve) => {
    markRequested = () => resolve('requested');
  });
  const onRequest = (request: Request) => {
    if (new URL(request.url()).pathname.endsWith(apiPath)) markRequested();
  };
  page.on('request', onRequest);
  try {
    for (let attempt = 1; ; attempt += 1) {
      const click = button.click();
      // A click overtaken by the request may still fail later on a button that is gone.
      click.catch(() => undefined);
      if ((await Promise.race([click.then(() => 'clicked' as const), requested])) === 'requested') return;
      const waited = await Promise.race([requested, delay(clickThrottleMs * 4).then(() => 'dropped' as const)]);
      if (waited === 'requested') return;
      if (attempt >= attempts) throw new Error(`${attempts} clicks and no request to ${apiPath}`);
    }
  } finally {
    page.off('request', onRequest);
  }
}

/** Fills and submits the login form on the page as it is (the caller navigated there). */
export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.account.fill(account);
  await form.password.fill(password);
  await clickUntilRequest(page, form.submit, apiPaths.login);
}

/** Opens the login page, logs in and waits until the portal has moved past /login. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.goto('/login/index');
  await submitLogin(page, account, password);
  await waitForPath(page, (path) => !path.startsWith('/login'));
}

/** Logs out through the user menu of the main layout. */
export async function logOutThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await waitForPath(page, (path) => path.startsWith('/login'));
}

/** Opens the learner's profile the way a person does: the account menu, then "My profile". */
export async function openProfileThroughMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('link', { name: 'My profile' }).first().click();
  await waitForPath(page, '/user');
}

/** The text of the login widget's error after a refused attempt. */
export async function loginError(page: Page): Promise<string> {
  const { alert } = loginForm(page);
  await alert.waitFor({ state: 'visible' });
  return (await alert.innerText()).trim();
}
