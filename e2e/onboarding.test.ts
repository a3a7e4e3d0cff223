import { describe, expect, it } from 'vitest';
import { partnerPaths } from '../src/contract/partner';
import { axeViolations } from './support/axe';
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
  it(
    'demo.company invites a technician; inviting the address again is refused; Resend e-mails a new link and the old one says it was replaced; Withdraw after the confirmation, and the new link then says withdrawn, in Spanish; an invitation with Español as the e-mail language is mailed in Spanish and its link opens the page in Spanish; axe-clean',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const name = `Tess Tech ${stamp}`;
      const email = `tess.${stamp}@helios.example`;
      const mailsTo = () => e2e.portal.mail.mails.filter((mail) => mail.to.includes(email));
      const linkOf = (text: string) => {
        const link = /https?:\/\/\S+\/invitation\?token=\S+/.exec(text)?.[0];
        if (!link) throw new Error(`no invitation link in:\n${text}`);
        const url = new URL(link);
        return `${url.pathname}${url.search}`;
      };

      // The company admin: from the account menu to the team page, invites Tess.
      const admin = await e2e.newPage();
      await logIn(admin.page, 'demo.company', await demoPassword(e2e.portal, 'demo.company'));
      await admin.page.getByRole('button', { name: /^Account menu/ }).click();
      await admin.page.getByRole('link', { name: 'My company team' }).click();
      await waitForPath(admin.page, '/company');
      const team = admin.page.locator('tc-company-team');
      const invite = team.getByRole('form', { name: 'Invite a technician' });
      await field(invite, 'Name').fill(name);
      await field(invite, 'E-mail').fill(email);
      await clickUntilRequest(admin.page, invite.getByRole('button', { name: 'Send invitation' }), partnerPaths.invite);
      await invite.getByRole('status').filter({ hasText: `An invitation was e-mailed to ${email}.` }).waitFor();
      const first = linkOf((await e2e.portal.mail.waitForMail((mail) => mail.to.includes(email))).text);

      // The same address again: the server refuses under E-mail and points to Resend; nothing is sent.
      await field(invite, 'Name').fill(name);
      await field(invite, 'E-mail').fill(email);
      await clickUntilRequest(admin.page, invite.getByRole('button', { name: 'Send invitation' }), partnerPaths.invite);
      await invite.getByText(`${email} already has an invitation that was not accepted. Use Resend in the list of open invitations`, { exact: false }).waitFor();
      const resend = team.getByRole('button', { name: `Resend the invitation to ${name} (${email})` });
      expect(await resend.count()).toBe(1);

      // Resend: a second mail with a new link; the button keeps the focus.
      await resend.click();
      await team.getByRole('status').filter({ hasText: `A new invitation link was e-mailed to ${email}; the earlier link no longer works.` }).waitFor();
      await expect.poll(() => resend.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
      await expect.poll(() => mailsTo().length).toBe(2);
      const second = linkOf(mailsTo()[1]?.text ?? '');
      expect(second).not.toBe(first);

      // Tess opens the first e-mail's link: replaced; the newest one works.
      const tess = await e2e.newPage();
      await tess.page.goto(first);
      const accept = tess.page.locator('tc-invitation-accept');
      await accept.getByRole('alert').filter({ hasText: 'This invitation link was replaced by a newer one. Use the link in the most recent invitation e-mail.' }).waitFor();
      await tess.page.goto(second);
      await accept.getByText(`${name}, Helios Home Energy LLC invites you`, { exact: false }).waitFor();

      // Withdraw asks first; then the row goes, the status says so and the list's heading has the focus.
      await team.getByRole('button', { name: `Withdraw the invitation to ${name} (${email})` }).click();
      const question = team.getByRole('group', { name: `Withdraw the invitation to ${name} (${email})? Its link will stop working.` });
      await question.waitFor();
      expect(await axeViolations(admin.page)).toEqual([]);
      await question.getByRole('button', { name: 'Withdraw invitation' }).click();
      await team.getByRole('status').filter({ hasText: `The invitation to ${email} was withdrawn; its link no longer works.` }).waitFor();
      expect(await resend.count()).toBe(0);
      const heading = team.getByRole('heading', { name: 'Open invitations' });
      await expect.poll(() => heading.evaluate((element) => (element.getRootNode() as ShadowRoot).activeElement === element)).toBe(true);
      expect(await axeViolations(admin.page)).toEqual([]);

      // Tess, reading Spanish, opens the newest link again: withdrawn, in her language.
      await tess.page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await tess.page.reload();
      await accept.getByRole('alert').filter({ hasText: 'El administrador de su empresa retiró esta invitación, por lo que su enlace ya no funciona.' }).waitFor();
      expect(await axeViolations(tess.page)).toEqual([]);
      expect(mailsTo()).toHaveLength(2);

      // Lupe reads Spanish: the English-speaking admin chooses Español as the e-mail language.
      const lupeEmail = `lupe.${stamp}@helios.example`;
      await field(invite, 'Name').fill(`Lupe Lengua ${stamp}`);
      await field(invite, 'E-mail').fill(lupeEmail);
      const language = field(invite, 'E-mail language');
      expect(await language.inputValue()).toBe('en');
      await language.selectOption('es');
      await clickUntilRequest(admin.page, invite.getByRole('button', { name: 'Send invitation' }), partnerPaths.invite);
      await invite.getByRole('status').filter({ hasText: `An invitation was e-mailed to ${lupeEmail}.` }).waitFor();
      await team.getByRole('listitem').filter({ hasText: `(${lupeEmail}, Installer, e-mails in Español)` }).waitFor();
      const spanishMail = await e2e.portal.mail.waitForMail((mail) => mail.to.includes(lupeEmail));
      expect(spanishMail.subject).toMatch(/ le invita al equipo de Helios Home Energy LLC en el Training Center$/);
      expect(spanishMail.text).toContain(`Hola, Lupe Lengua ${stamp}:`);
      expect(spanishMail.text).toContain('Establezca su contraseña aquí');
      expect(spanishMail.text).not.toContain('Hello');

      // Her link opens the page in Spanish in a browser where nobody chose a language.
      const lupe = await e2e.newPage();
      await lupe.page.goto(linkOf(spanishMail.text));
      const lupeAccept = lupe.page.locator('tc-invitation-accept');
      await lupeAccept.getByRole('heading', { name: 'Únase al equipo de su empresa' }).waitFor();
      await lupeAccept.getByText(`Lupe Lengua ${stamp}, Helios Home Energy LLC le invita al Training Center.`, { exact: false }).waitFor();
      expect(await lupe.page.evaluate(() => document.documentElement.lang)).toBe('es');
      expect(await lupe.page.getByRole('combobox', { name: 'Idioma' }).inputValue()).toBe('es');
      expect(await axeViolations(lupe.page)).toEqual([]);
      expect(admin.pageErrors).toEqual([]);
      expect(tess.pageErrors).toEqual([]);
      expect(lupe.pageErrors).toEqual([]);
    },
  );
});
