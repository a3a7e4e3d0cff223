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
});
