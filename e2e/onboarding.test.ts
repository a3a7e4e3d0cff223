import { describe, expect, it } from 'vitest';
import { partnerPaths } from '../src/contract/partner';
import { waitForPath } from './support/browser';
import { clickUntilRequest, field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword } from './support/demoAccounts';

const e2e = portalPerFile();

describe('partner onboarding in Chromium (issue 13)', () => {
  it(
    'a company applies through Get an account, demo.admin approves it in the console, the e-mailed login works, the new password is forced first, then the course list opens',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const company = `Aurora Solar ${stamp}`;
      const email = `aurora.${stamp}@partner.test`;

      // The applicant: from the login page's "Get an account" to the application form.
      const applicant = await e2e.newPage();
      await applicant.page.goto('/login/index');
      await applicant.page.getByRole('link', { name: 'Get an account' }).click();
      await waitForPath(applicant.page, '/apply');
      const form = applicant.page.locator('tc-partner-application');
      await form.getByRole('heading', { name: 'Become a partner' }).waitFor();
      await field(form, 'Company').fill(company);
      await field(form, 'Company number').fill(`AUR-${stamp}`);
      await field(form, 'Contact name').fill('Alma Aurora');
      await field(form, 'E-mail').fill(email);
      await field(form, 'Phone').fill('+1 415 555 0123');
      await field(form, 'Website').fill(`https://www.aurora-${stamp}.example/`);
      await form.getByRole('checkbox', { name: 'Installer' }).check();
      await form.getByRole('checkbox', { name: 'Sales' }).check();
      // Forgetting the terms is caught before anything is sent.
      await form.getByRole('button', { name: 'Send application' }).click();
      await form.getByText('You must agree to the partner terms to apply').waitFor();
      await form.getByRole('checkbox', { name: 'I agree to the partner terms' }).check();
      await clickUntilRequest(applicant.page, form.getByRole('button', { name: 'Send application' }), partnerPaths.apply);
      await form.getByRole('status').filter({ hasText: `Your application for ${company} has been received.` }).waitFor();

      // Staff: demo.admin opens the console's queue and approves it.
      const staff = await e2e.newPage();
      await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
      await staff.page.getByRole('button', { name: /^Account menu/ }).click();
      await staff.page.getByRole('link', { name: 'Admin console' }).click();
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Partner applications' }).waitFor();
      await waitForPath(staff.page, '/admin/applications');
      const queue = staff.page.locator('tc-admin-applications');
      await expectFilterRowInLine(queue.locator('[part~="filter"]'));
      const approve = queue.getByRole('button', { name: `Approve the application of ${company}` });
      await approve.waitFor();
      await approve.click();
      await queue.getByRole('status').filter({ hasText: `${company} is approved.` }).waitFor();
      // The new company is among the console's companies.
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Companies' }).click();
      await waitForPath(staff.page, '/admin/companies');
      const companies = staff.page.locator('tc-admin-companies');
      // The search's hint under its input once pushed it above the button.
      await expectFilterRowInLine(companies.getByRole('search'));
      await companies.getByRole('searchbox', { name: 'Search' }).fill(company);
      await companies.getByRole('button', { name: 'Search', exact: true }).click();
      await companies.getByRole('button', { name: `Open ${company}` }).waitFor();

      // The applicant's mail: the login and the partner certificate.
      const mail = await e2e.portal.mail.waitForMail((received) => received.to.includes(email) && received.subject.includes(company));
      expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
      const account = /Account: (\S+)/.exec(mail.text)?.[1] ?? '';
      const password = /Password: (\S+)/.exec(mail.text)?.[1] ?? '';
      expect(account).toBe(email);
      expect(password).not.toBe('');

      // First login: the new password comes before anything else.
      await logIn(applicant.page, account, password);
      await waitForPath(applicant.page, '/user');
      const profile = applicant.page.locator('tc-profile');
      const newPassword = `Aurora${stamp}9`;
      await field(profile, 'Original password').fill(password);
      await field(profile, 'New password').fill(newPassword);
      await field(profile, 'Confirm new password').fill(newPassword);
      await profile.getByRole('button', { name: 'Change password' }).click();
      await profile.getByText('Your password has been changed.').waitFor();

      // Now the courses open.
      await applicant.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
      await waitForPath(applicant.page, '/course/index');
      await applicant.page.locator('tc-course-player').getByRole('link', { name: 'Installation Certification', exact: true }).waitFor();

      // The company's website has its landing page at once: a visitor of it finds the materials under the company's name.
      const visitor = await e2e.newPage();
      await visitor.page.goto(`/digitalmediapackage/installers/aurora-${stamp}.example`);
      await visitor.page.locator('tc-materials').getByText(`Materials for the customers of ${company}`).waitFor();
      expect(applicant.pageErrors).toEqual([]);
      expect(staff.pageErrors).toEqual([]);
      expect(visitor.pageErrors).toEqual([]);
    },
  );
});
