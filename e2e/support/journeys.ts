import type { Locator, Page } from 'playwright-core';
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

/** Fills and submits the login form on the page as it is (the caller navigated there). */
export async function submitLogin(page: Page, account: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.account.fill(account);
  await form.password.fill(password);
  await form.submit.click();
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

/** The text of the login widget's error after a refused attempt. */
export async function loginError(page: Page): Promise<string> {
  const { alert } = loginForm(page);
  await alert.waitFor({ state: 'visible' });
  return (await alert.innerText()).trim();
}
