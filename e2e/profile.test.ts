import { describe, expect, it } from 'vitest';
import { logIn, openProfileThroughMenu } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('the profile: country/version', () => {
  it('names the countries in the reader’s language, as the server sends them, and switches the version for good', async () => {
    const user = await e2e.portal.createUser('country');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await openProfileThroughMenu(page);

    const profile = page.locator('tc-profile');
    const countryNames = () => profile.getByRole('combobox', { name: 'Show content for' }).locator('option').allTextContents();
    await expect.poll(countryNames).toEqual(['Mexico', 'United States']);
    expect(await profile.getByRole('combobox', { name: 'Show content for' }).inputValue()).toBe('US');

    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    const select = profile.getByRole('combobox', { name: 'Mostrar contenido de' });
    await expect.poll(() => select.locator('option').allTextContents()).toEqual(['México', 'Estados Unidos']);
    expect(await select.inputValue()).toBe('US');

    await select.selectOption('MX');
    await profile.getByRole('status').filter({ hasText: 'País/versión cambiado a México.' }).waitFor();
    await page.reload();
    await expect.poll(() => profile.getByRole('combobox', { name: /^(Show content for|Mostrar contenido de)$/ }).inputValue()).toBe('MX');
    expect(pageErrors).toEqual([]);
  });

  it("chooses the language of the account's e-mails and certificates apart from the page's, and keeps it", async () => {
    const user = await e2e.portal.createUser('mailLanguage');
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, user.account, user.password);
    await openProfileThroughMenu(page);
    const profile = page.locator('tc-profile');
    const choice = profile.getByRole('combobox', { name: 'E-mails and certificates in' });
    await expect.poll(() => choice.inputValue()).toBe('en');
    await choice.selectOption('es');
    await profile.getByRole('status').filter({ hasText: 'Your e-mails and certificates will be in Spanish.' }).waitFor();
    // The page stays in English: only the account's mail and PDFs change.
    expect(await page.getByRole('combobox', { name: 'Language', exact: true }).inputValue()).toBe('en');
    await page.reload();
    await expect.poll(() => profile.getByRole('combobox', { name: 'E-mails and certificates in' }).inputValue()).toBe('es');
    expect(pageErrors).toEqual([]);
  });
});
