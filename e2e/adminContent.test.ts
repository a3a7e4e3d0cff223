import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { field, logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();
const demoWebsite = 'sunrise-solar.example';

/** The password the portal printed for a demo account at its first start (DATA_DIR/demo-credentials.txt). */
const demoPassword = async (account: string): Promise<string> => {
  const saved = await readFile(join(e2e.portal.dataDir, 'demo-credentials.txt'), 'utf8');
  const line = saved.split('\n').find((candidate) => candidate.includes(`account: ${account} `));
  const password = /password: (\S+)/.exec(line ?? '')?.[1];
  if (!password) throw new Error(`no password of ${account} in demo-credentials.txt:\n${saved}`);
  return password;
};

/** A partner website's visitor on the public materials page agrees to the terms the dialog shows. */
const agreeOnPartnerPage = async (page: Page, version: number, title: string) => {
  await page.goto(`/digitalmediapackage/installers/${demoWebsite}`);
  await waitForPath(page, `/digitalmediapackage/installers/${demoWebsite}`);
  const widget = page.locator('tc-materials');
  const dialog = widget.getByRole('dialog');
  await dialog.waitFor();
  await dialog.getByText(title).first().waitFor();
  await dialog.getByRole('button', { name: 'I agree' }).click();
  await widget.getByText(`You agreed to version ${version} of the terms of use.`).waitFor();
};

describe('the content sections of the admin console in Chromium (issue 13)', () => {
  it('demo.admin publishes new terms of use in the console, and a partner website visitor who agreed must agree again', { timeout: 300_000 }, async () => {
    const visitor = await e2e.newPage();
    await agreeOnPartnerPage(visitor.page, 1, 'Terms of use');

    const staff = await e2e.newPage();
    await logIn(staff.page, 'demo.admin', await demoPassword('demo.admin'));
    await staff.page.getByRole('button', { name: /^Account menu/ }).click();
    await staff.page.getByRole('link', { name: 'Admin console' }).click();
    await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Materials' }).click();
    await waitForPath(staff.page, '/admin/materials');
    const section = staff.page.locator('tc-admin-materials');
    await section.getByText(/^Version 1 is in force since/).waitFor();
    await section.getByRole('button', { name: 'Write a new version' }).click();
    const english = section.getByRole('group', { name: 'English' });
    const title = 'Terms of use of the digital materials (2027)';
    await field(english, 'Title').fill(title);
    await field(english, 'Text').fill('Use these files only to sell and install our products. Do not change the logos.');
    await field(section.getByRole('group', { name: 'Spanish' }), 'Title').fill('Términos de uso de los materiales digitales (2027)');
    await section.getByRole('button', { name: 'Publish version 2' }).click();
    await section.getByRole('status').filter({ hasText: 'Version 2 of the terms of use is in force.' }).waitFor();
    await section.getByText(/^Version 2 is in force since .*; 0 users agreed to it\.$/).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    // The visitor's browser agreed to version 1 only: the page asks again, with the new text.
    await agreeOnPartnerPage(visitor.page, 2, title);
    expect(visitor.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
});
