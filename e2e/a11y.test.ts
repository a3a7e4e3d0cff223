import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { errorMessages } from '../src/contract/messages';
import { axeViolations } from './support/axe';
import { demoPassword } from './support/demoAccounts';
import { waitForPath } from './support/browser';
import { clickUntilRequest, field, logIn, loginForm, submitLogin } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();
const phone = { width: 390, height: 844 };

/** The demo course's title in the list: a link that navigates. */
const courseTitle = (player: Locator) => player.getByRole('link', { name: 'Installation Certification', exact: true });

/**
 * axe at the desktop width the page opened with, then at 390 px: the main layout's header collapses
 * into its Menu button there, so the menu is checked closed and open.
 */
async function expectNoViolationsAtBothWidths(page: Page): Promise<void> {
  expect(await axeViolations(page)).toEqual([]);
  const collapses = await page.getByRole('navigation', { name: 'Main' }).isVisible();
  await page.setViewportSize(phone);
  if (collapses) {
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await menu.click();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
  }
  expect(await axeViolations(page)).toEqual([]);
}

describe('accessibility (axe-core in Chromium, shadow roots included, desktop and phone width)', () => {
  it('(6a) /login/index has no violations', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login/index');
    await page.locator('tc-login').getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('/login/index with an error toast and the inline alert has no violations', async () => {
    const user = await e2e.portal.createUser('axetoast');
    const { page } = await e2e.newPage();
    await page.goto('/login/index');
    await submitLogin(page, user.account, 'Wrong1pass');
    await page.locator('tc-toaster').getByRole('alert').filter({ hasText: errorMessages.en.wrongCredentials }).waitFor();
    // Toasts close after 3 s: check at once, at one width.
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the forgot-password reset step has no violations', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/login/index?view=reset&email=someone%40e2e.test');
    await field(loginForm(page).widget, 'Verification code').waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(6b) /account/help has no violations', async () => {
    const { page } = await e2e.newPage();
    await page.goto('/account/help');
    await page.locator('tc-account-help').getByRole('heading', { name: 'Help with logging in' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(6c) /user has no violations once the profile has loaded', async () => {
    const user = await e2e.portal.createUser('axe');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/user');
    await page.locator('tc-profile').getByText(user.email).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(6d) /home has no violations, in English and in Spanish', async () => {
    const user = await e2e.portal.createUser('axehome');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.getByRole('heading', { level: 1, name: /^Welcome, / }).waitFor();
    await expectNoViolationsAtBothWidths(page);
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await page.getByRole('heading', { level: 1, name: /^Le damos la bienvenida, / }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('a section page and the not-found page have no violations', async () => {
    const user = await e2e.portal.createUser('axesection');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/videos');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await page.goto('/no/such/page'))?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(issue 11) /faq with an answer open, /support, /tool, /contact-us with errors and sent, and /account/contact have no violations', { timeout: 180_000 }, async () => {
    const user = await e2e.portal.createUser('axesupport');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/faq');
    const question = page.locator('tc-faq').getByRole('button', { name: 'How do I get an account?' });
    await question.click();
    await page.locator('tc-faq').getByText(/Accounts are given to approved partners/).waitFor();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/support');
    await page.locator('tc-support').getByText(/^(Open now|Closed now)$/).waitFor();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/tool');
    await page.getByRole('heading', { level: 2, name: 'Installer mobile app' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/contact-us');
    const form = page.locator('tc-contact-form');
    await field(form, 'Subject').fill('Help 😀');
    await form.getByRole('button', { name: 'Send', exact: true }).click();
    await form.getByText('Emoji is not allowed.').waitFor();
    await expectNoViolationsAtBothWidths(page);
    // The check left the phone menu open: close it and come back to the desktop width, the form as it was.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await field(form, 'Subject').fill('Help');
    await field(form, 'Message').fill('Where is my certificate?');
    await clickUntilRequest(page, form.getByRole('button', { name: 'Send', exact: true }), '/SubmitTicket');
    await form.getByRole('heading', { name: 'Your request has been sent' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
    const visitor = await e2e.newPage();
    await visitor.page.goto('/account/contact');
    await field(visitor.page.locator('tc-contact-form'), 'Name').waitFor();
    await expectNoViolationsAtBothWidths(visitor.page);
  });

  it('(6e) /course/index has no violations once the courses have loaded', async () => {
    const user = await e2e.portal.createUser('axecourses');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/course/index');
    await courseTitle(page.locator('tc-course-player')).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(6f) a course detail page has no violations once the lessons have loaded', async () => {
    const user = await e2e.portal.createUser('axedetail');
    const { page } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/course/index');
    const player = page.locator('tc-course-player');
    await courseTitle(player).click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
    await player.getByRole('heading', { name: 'Final comprehensive test' }).waitFor();
    await expectNoViolationsAtBothWidths(page);
  });

  it('(6g) /certificate has no violations with a certificate in every status, with Renew offered, nor when empty', async () => {
    // The seeded demo learner holds one certificate in each status; its password is set here, as an operator would.
    await e2e.portal.admin(['reset-password', '--account', 'demo.certified', '--password', 'Start1pass']);
    const { page } = await e2e.newPage();
    await logIn(page, 'demo.certified', 'Start1pass');
    await page.goto('/certificate');
    await page.locator('tc-certificates').getByRole('table').waitFor();
    await expectNoViolationsAtBothWidths(page);
    // The Renew button: on the seeded learner whose one certificate ends in 20 days.
    const renewal = await e2e.newPage();
    await logIn(renewal.page, 'demo.renewal', await demoPassword(e2e.portal, 'demo.renewal'));
    await renewal.page.goto('/certificate');
    await renewal.page.locator('tc-certificates').getByRole('button', { name: /^Renew certificate / }).waitFor();
    await expectNoViolationsAtBothWidths(renewal.page);
    const empty = await e2e.portal.createUser('axecertificates');
    const other = await e2e.newPage();
    await logIn(other.page, empty.account, empty.password);
    await other.page.goto('/certificate');
    await other.page.locator('tc-certificates').getByText('There are no certificates here.').waitFor();
    expect(await axeViolations(other.page)).toEqual([]);
  });

  it('(6h) /verify/:serial has no violations for a valid and a revoked certificate, /verify for an unknown serial', async () => {
    await e2e.portal.admin(['reset-password', '--account', 'demo.certified', '--password', 'Start1pass']);
    const { page } = await e2e.newPage();
    await logIn(page, 'demo.certified', 'Start1pass');
    await page.goto('/certificate');
    const list = page.locator('tc-certificates');
    await list.getByRole('table').waitFor();
    const serialOf = (status: string) => list.locator('tbody tr').filter({ has: page.locator('[part~="status"]', { hasText: new RegExp(`^${status}$`) }) }).locator('td').first().innerText();
    const serials = { valid: await serialOf('Valid'), revoked: await serialOf('Revoked') };

    const visitor = await e2e.newPage();
    const verify = visitor.page.locator('tc-certificate-verify');
    await visitor.page.goto(`/verify/${serials.valid}`);
    await verify.getByText('This certificate is valid.', { exact: true }).first().waitFor();
    await expectNoViolationsAtBothWidths(visitor.page);
    await visitor.page.setViewportSize({ width: 1280, height: 900 });
    await visitor.page.goto(`/verify/${serials.revoked}`);
    await verify.getByText(/^Revoked on /).waitFor();
    expect(await axeViolations(visitor.page)).toEqual([]);
    await visitor.page.goto('/verify');
    await verify.getByLabel(/^Certificate serial number/).fill('TC-0000-0000-0000-0000');
    await verify.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify.locator('[part~="not-found"]').waitFor();
    await verify.locator('summary').click();
    expect(await axeViolations(visitor.page)).toEqual([]);
  });
});
