import { describe, expect, it } from 'vitest';
import { errorMessages } from '../src/contract/messages';
import { pathOf, waitForPath } from './support/browser';
import { field, logIn, loginError, loginForm, logOutThroughMenu, openProfileThroughMenu, submitLogin } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('passwords', () => {
  it('(4) resets a forgotten password with the code from the e-mail; the old password is refused afterwards', async () => {
    const user = await e2e.portal.createUser('forgot');
    const newPassword = 'Fresh2pass';
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/login/index');
    const widget = loginForm(page).widget;
    await widget.getByRole('button', { name: 'Forgot password?' }).click();
    await widget.getByRole('heading', { name: 'Reset your password' }).waitFor();

    await field(widget, 'E-mail').fill(user.email);
    await widget.getByRole('button', { name: 'Send code' }).click();
    await widget.getByRole('status').filter({ hasText: 'Verification Code Successfully Sent' }).waitFor();
    const mail = await e2e.portal.mail.waitForMail((received) => received.to.includes(user.email));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
    expect(code, `no 6-digit code in:\n${mail.text}`).toMatch(/^\d{6}$/);

    await field(widget, 'User name').fill(user.account);
    await field(widget, 'Verification code').fill(code ?? '');
    await field(widget, 'New password').fill(newPassword);
    await field(widget, 'Confirm new password').fill(newPassword);
    await widget.getByRole('button', { name: 'Reset password' }).click();
    await widget.getByText('Your password has been reset. Log in with your new password.').waitFor();

    await submitLogin(page, user.account, user.password);
    expect(await loginError(page)).toBe(errorMessages.en.wrongCredentials);

    await submitLogin(page, user.account, newPassword);
    await waitForPath(page, '/home');
    expect(pageErrors).toEqual([]);
  });

  it('keeps the reset step in the address: a reload after reading the mail stays there, Back returns to the e-mail step', async () => {
    const user = await e2e.portal.createUser('reload');
    const newPassword = 'Reload4pass';
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/login/index?redirect=%2Fuser');
    const widget = loginForm(page).widget;
    await widget.getByRole('button', { name: 'Forgot password?' }).click();
    await waitForPath(page, '/login/index?redirect=%2Fuser&view=forgot');
    await field(widget, 'E-mail').fill(user.email);
    await widget.getByRole('button', { name: 'Send code' }).click();
    const resetStep = (path: string) => {
      const query = new URL(path, 'http://portal').searchParams;
      return query.get('view') === 'reset' && query.get('email') === user.email && query.get('redirect') === '/user';
    };
    await waitForPath(page, resetStep);
    const mail = await e2e.portal.mail.waitForMail((received) => received.to.includes(user.email));
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

    // The phone tab is reloaded after reading the mail: still the reset step, for the same address.
    await page.reload();
    await field(widget, 'Verification code').waitFor();
    await widget.getByText(`We sent a verification code to ${user.email}.`, { exact: false }).waitFor();
    expect(resetStep(pathOf(page))).toBe(true);

    await page.goBack();
    await waitForPath(page, '/login/index?redirect=%2Fuser&view=forgot');
    await field(widget, 'E-mail').waitFor();
    await page.goForward();
    await waitForPath(page, resetStep);

    await field(widget, 'User name').fill(user.account);
    await field(widget, 'Verification code').fill(code);
    await field(widget, 'New password').fill(newPassword);
    await field(widget, 'Confirm new password').fill(newPassword);
    await widget.getByRole('button', { name: 'Reset password' }).click();
    await widget.getByText('Your password has been reset. Log in with your new password.').waitFor();
    await waitForPath(page, '/login/index?redirect=%2Fuser');

    await submitLogin(page, user.account, newPassword);
    await waitForPath(page, '/user');
    expect(pageErrors).toEqual([]);
  });

  it('(5) changes the password in the profile; a fresh login refuses the old one and takes the new one', async () => {
    const user = await e2e.portal.createUser('profile');
    const newPassword = 'Changed3pass';
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await openProfileThroughMenu(page);

    const profile = page.locator('tc-profile');
    await field(profile, 'Original password').fill(user.password);
    await field(profile, 'New password').fill(newPassword);
    await field(profile, 'Confirm new password').fill(newPassword);
    await profile.getByRole('button', { name: 'Change password' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();

    await logOutThroughMenu(page);
    await loginForm(page).account.waitFor();
    await submitLogin(page, user.account, user.password);
    expect(await loginError(page)).toBe(errorMessages.en.wrongCredentials);
    await submitLogin(page, user.account, newPassword);
    await waitForPath(page, '/home');
    expect(pageErrors).toEqual([]);
  });
});
