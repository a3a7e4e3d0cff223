import { describe, expect, it } from 'vitest';
import { errorMessages } from '../src/contract/messages';
import { pathOf, waitForPath } from './support/browser';
import { field, loginError, loginForm, submitLogin } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('logging in', () => {
  it('(1) shows the server message for a wrong password and stays on the login page', async () => {
    const user = await e2e.portal.createUser('wrongpw');
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/login/index');
    await submitLogin(page, user.account, 'Wrong1pass');
    expect(await loginError(page)).toBe(errorMessages.en.wrongCredentials);
    expect(pathOf(page)).toBe('/login/index');
    expect(await page.context().cookies()).not.toContainEqual(expect.objectContaining({ name: 'token' }));
    expect(pageErrors).toEqual([]);
  });

  it('closes the wrong-password toast on the retry: /home does not greet the learner with it', async () => {
    const user = await e2e.portal.createUser('staletoast');
    const { page, pageErrors } = await e2e.newPage();
    // The page's clock, so the toast's own 3 s can be held still: only the retry and the page change may close it.
    await page.clock.install();
    await page.goto('/login/index');
    const toasts = page.locator('tc-toaster').getByRole('listitem');
    await submitLogin(page, user.account, 'Wrong1pass');
    await toasts.filter({ hasText: errorMessages.en.wrongCredentials }).waitFor();
    // Past the 500 ms click throttle, well short of the toast's 3 s, then time stands still.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 600));

    await submitLogin(page, user.account, user.password);
    await waitForPath(page, '/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    expect(await toasts.count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('(2) sends /course/index without a session to login with the redirect, and back there after login', async () => {
    const user = await e2e.portal.createUser('redirect');
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/course/index');
    await waitForPath(page, (path) => new URL(path, 'http://x').searchParams.get('redirect') === '/course/index');
    expect(pathOf(page)).toMatch(/^\/login(\/index)?\?redirect=%2Fcourse%2Findex$/);
    await loginForm(page).account.waitFor();
    await submitLogin(page, user.account, user.password);
    await waitForPath(page, '/course/index');
    await page.getByRole('main').waitFor();
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');
    expect(pageErrors).toEqual([]);
  });

  it('sends a signed-in user who opens /login back into the portal', async () => {
    const user = await e2e.portal.createUser('already');
    const { page } = await e2e.newPage();
    await page.goto('/login/index');
    await submitLogin(page, user.account, user.password);
    await waitForPath(page, '/home');
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await page.goto('/login');
    await waitForPath(page, '/home');
  });

  it('switches the host and the widgets to Spanish together', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login/index');
    await loginForm(page).account.waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: 'Inicie sesión en el Training Center' }).waitFor();
    await field(loginForm(page).widget, 'Nombre de usuario').waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    await page.reload();
    // The choice is remembered across loads.
    await page.getByRole('combobox', { name: 'Idioma' }).waitFor();
    await field(loginForm(page).widget, 'Nombre de usuario').waitFor();
    expect(await page.title()).toBe('Iniciar sesión · Training Center');
  });
});
