import { describe, expect, it } from 'vitest';
import { accountPaths } from '../src/contract/accounts';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { answerAll, answerKey, coursePlayer, createLearner, demoCourse, lessonButton, startTest, submitTest, watchLesson } from './support/course';
import { clickUntilRequest, field, logIn, loginError, loginForm, submitLogin } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword, openConsole } from './support/demoAccounts';

const e2e = portalPerFile();
const certification = demoCourse('installation-certification');
const lesson1 = certification.lessons[0]!;

describe('the admin console users section and audit log in Chromium (issue 13)', () => {
  it(
    'an admin finds a learner who failed a test, resets the attempt with a reason, reads it in the audit log, and deactivates the learner, who then cannot log in',
    { timeout: 300_000 },
    async () => {
      // The learner fails the first lesson test once.
      const learner = await createLearner(e2e.portal, 'reset');
      const student = await e2e.newPage();
      await logIn(student.page, learner.account, learner.password);
      await student.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
      await waitForPath(student.page, '/course/index');
      await coursePlayer(student.page).getByRole('link', { name: certification.title.en, exact: true }).click();
      await waitForPath(student.page, (path) => path.startsWith('/course/detail?courseId='));
      await lessonButton(student.page, 'Start', 1, lesson1.title.en).click();
      expect((await watchLesson(student.page, lesson1.durationSeconds, 'Start')).state).toBe('open');
      await coursePlayer(student.page).getByRole('button', { name: 'Start Assessment', exact: true }).click();
      await waitForPath(student.page, (path) => path.startsWith('/course/exam?'));
      const attempt = await startTest(student.page);
      await answerAll(student.page, attempt, answerKey(lesson1.test.questions), 'wrong');
      expect(await submitTest(student.page)).toMatchObject({ passed: false, attemptsUsed: 1 });

      // The admin finds the learner in the console and opens them.
      const staff = await e2e.newPage();
      await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
      await staff.page.getByRole('button', { name: /^Account menu/ }).click();
      await staff.page.getByRole('link', { name: 'Admin console' }).click();
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }).click();
      await waitForPath(staff.page, '/admin/users');
      const users = staff.page.locator('tc-admin-users');
      // The search's hint once pushed its field above the role and status selects.
      await expectFilterRowInLine(users.getByRole('search'));
      await users.getByRole('searchbox', { name: 'Search' }).fill(learner.account);
      await users.getByRole('button', { name: 'Search', exact: true }).click();
      await users.getByText('1 user', { exact: true }).waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);
      await users.getByRole('button', { name: `Open ${learner.name}` }).click();

      // Reset the failed attempt: the reason is required.
      const testTitle = lesson1.test.title.en;
      await users.getByText('1 of 2 used').first().waitFor();
      await users.getByRole('button', { name: `Reset attempts of ${learner.name} on ${testTitle}` }).click();
      await users.getByRole('button', { name: 'Reset attempts', exact: true }).click();
      await users.getByText('Please give a reason').waitFor();
      await users.getByRole('textbox', { name: `Reason for resetting ${testTitle}` }).fill('The video froze during the test');
      await clickUntilRequest(staff.page, users.getByRole('button', { name: 'Reset attempts', exact: true }), accountPaths.resetAttempts);
      await users.getByRole('status').filter({ hasText: `1 attempt on ${testTitle} was reset.` }).waitFor();

      // The audit log shows who reset what, and why.
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Audit log' }).click();
      await waitForPath(staff.page, '/admin/audit');
      const audit = staff.page.locator('tc-admin-audit');
      // The hints under Who and Target once pushed those fields above the others.
      await expectFilterRowInLine(audit.getByRole('search'));
      await audit.getByRole('textbox', { name: 'Target' }).fill(learner.account);
      await audit.getByRole('button', { name: 'Search', exact: true }).click();
      const entry = audit.getByRole('row').filter({ hasText: 'The video froze during the test' });
      await entry.waitFor();
      expect(await entry.innerText()).toContain('demo.admin');
      expect(await entry.innerText()).toContain('Reset attempts');
      expect(await axeViolations(staff.page)).toEqual([]);

      // Deactivate the learner: their open session ends and they cannot log in again.
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Users' }).click();
      await waitForPath(staff.page, '/admin/users');
      await users.getByRole('searchbox', { name: 'Search' }).fill(learner.account);
      await users.getByRole('button', { name: 'Search', exact: true }).click();
      await users.getByRole('button', { name: `Open ${learner.name}` }).click();
      await users.getByRole('button', { name: 'Deactivate' }).click();
      await users.getByRole('status').filter({ hasText: `${learner.account} is deactivated` }).waitFor();
      await users.getByRole('button', { name: 'Reactivate' }).waitFor();

      const again = await e2e.newPage();
      await again.page.goto('/login/index');
      await submitLogin(again.page, learner.account, learner.password);
      expect(await loginError(again.page)).toBe('This account has been deactivated. Please contact the Training Center.');
      expect(staff.pageErrors).toEqual([]);
    },
  );

  it('the users list keeps its search and page in the address: a reload opens the same page of the same search, Back returns to page 1', { timeout: 300_000 }, async () => {
    // One more learner than a page holds (20), all found by one search.
    const prefix = `pager${Date.now().toString(36)}`;
    for (let index = 0; index < 21; index += 1) await e2e.portal.createUser(prefix);
    const staff = await e2e.newPage();
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await staff.page.goto('/admin/users');
    const users = staff.page.locator('tc-admin-users');
    const search = users.getByRole('searchbox', { name: 'Search' });
    await search.fill(prefix);
    await users.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(staff.page, `/admin/users?q=${prefix}`);
    await users.getByText('21 users', { exact: true }).waitFor();
    await users.getByText('Page 1 of 2', { exact: true }).waitFor();

    const next = users.getByRole('button', { name: 'Next page' });
    await next.click();
    await waitForPath(staff.page, `/admin/users?q=${prefix}&page=2`);
    // The first page's rows stay, marked busy, until the second page's answer replaces them.
    await expect.poll(() => users.getByRole('row').count()).toBe(2);
    await users.getByText('Page 2 of 2', { exact: true }).waitFor();
    expect(await users.getByRole('table').getAttribute('aria-busy')).toBeNull();
    // Next page is disabled on the last page: the focus went to Previous page, not to the page's top.
    const previous = users.getByRole('button', { name: 'Previous page' });
    await expect.poll(() => previous.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);

    await staff.page.reload();
    await users.getByText('Page 2 of 2', { exact: true }).waitFor();
    expect(await search.inputValue()).toBe(prefix);
    await expect.poll(() => users.getByRole('row').count()).toBe(2);
    expect(await axeViolations(staff.page)).toEqual([]);

    await staff.page.goBack();
    await waitForPath(staff.page, `/admin/users?q=${prefix}`);
    await users.getByText('Page 1 of 2', { exact: true }).waitFor();
    await expect.poll(() => users.getByRole('row').count()).toBe(21);
    expect(staff.pageErrors).toEqual([]);
  });

  it('the audit log keeps its filters in the address: a reload opens the same filtered log, Back returns to the filter before', { timeout: 300_000 }, async () => {
    // The demo content's decided partner applications: one rejection (with its reason) and the approvals.
    const rejection = 'Demo: no installer or sales licence could be confirmed.';
    const staff = await e2e.newPage();
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await staff.page.goto('/admin/audit');
    const audit = staff.page.locator('tc-admin-audit');
    const action = audit.getByRole('combobox', { name: 'Action' });
    await action.getByRole('option', { name: 'Rejected an application' }).waitFor({ state: 'attached' });
    await action.selectOption({ label: 'Rejected an application' });
    await audit.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(staff.page, '/admin/audit?action=partner.application.reject');
    await audit.getByRole('row').filter({ hasText: rejection }).waitFor();

    await action.selectOption({ label: 'Approved an application' });
    await audit.getByLabel('From').fill('2000-01-01');
    await audit.getByRole('button', { name: 'Search', exact: true }).click();
    await waitForPath(staff.page, '/admin/audit?action=partner.application.approve&from=2000-01-01');
    // The rejection's row stays, marked busy, until the approvals replace it.
    await audit.getByRole('row').filter({ hasText: rejection }).waitFor({ state: 'detached' });
    const approvals = audit.getByRole('row').filter({ hasText: 'Approved an application' });
    await approvals.first().waitFor();
    const shown = await approvals.count();

    await staff.page.reload();
    await approvals.first().waitFor();
    expect(await approvals.count()).toBe(shown);
    expect(await audit.getByRole('row').filter({ hasText: 'Rejected an application' }).count()).toBe(0);
    expect(await action.inputValue()).toBe('partner.application.approve');
    expect(await audit.getByLabel('From').inputValue()).toBe('2000-01-01');
    expect(await axeViolations(staff.page)).toEqual([]);

    await staff.page.goBack();
    await waitForPath(staff.page, '/admin/audit?action=partner.application.reject');
    await audit.getByRole('row').filter({ hasText: rejection }).waitFor();
    expect(await action.inputValue()).toBe('partner.application.reject');
    expect(await audit.getByLabel('From').inputValue()).toBe('');
    expect(staff.pageErrors).toEqual([]);
  });

  it(
    "a company's technician becomes its administrator: demo.admin confirms it on the company's page, the technician then has the team page and the partnership's renewal reminder, the administrator before no longer has them",
    { timeout: 300_000 },
    async () => {
      const company = 'Costa Energía S.A. de C.V.';
      const staff = await e2e.newPage();
      await openConsole(e2e.portal, staff.page, 'Companies', '/admin/companies');
      const companies = staff.page.locator('tc-admin-companies');
      await companies.getByRole('searchbox', { name: 'Search' }).fill('Costa');
      await companies.getByRole('button', { name: 'Search', exact: true }).click();
      await companies.getByRole('button', { name: `Open ${company}` }).click();
      await companies.getByRole('rowheader', { name: /Carlos Costa.*Company administrator/ }).waitFor();
      // Pressed, it asks first, naming the administrator before; the confirmation takes the focus.
      await companies.getByRole('button', { name: 'Make administrator: Tomás Técnico' }).click();
      const question = companies.getByRole('group', { name: `Make Tomás Técnico the administrator of ${company}? Carlos Costa stays a member, and the business partner certificate moves to Tomás Técnico.` });
      const confirm = question.getByRole('button', { name: 'Make administrator' });
      await expect.poll(() => confirm.evaluate((button) => button.getRootNode() instanceof ShadowRoot && (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
      expect(await axeViolations(staff.page)).toEqual([]);
      await staff.page.keyboard.press('Enter');
      await companies.getByRole('status').filter({ hasText: `Tomás Técnico is now the administrator of ${company}.` }).waitFor();
      await companies.getByRole('rowheader', { name: /Tomás Técnico.*Company administrator/ }).waitFor();
      expect(await companies.getByRole('rowheader', { name: /Carlos Costa.*Company administrator/ }).count()).toBe(0);
      await companies.getByRole('button', { name: 'Make administrator: Carlos Costa' }).waitFor();
      expect(await axeViolations(staff.page)).toEqual([]);

      // Tomás is told by mail, in his language (Spanish), with the way to his team page.
      const told = await e2e.portal.mail.waitForMail((received) => received.to.includes('tomas@costa-energia.example') && received.subject.startsWith('Ahora administra'));
      expect(told.subject).toBe(`Ahora administra ${company} en el Training Center`);
      expect(told.text).toContain('en lugar de Carlos Costa');
      expect(told.text).toMatch(/en la página de su equipo: http\S+\/company\s/);

      // Tomás sets a password of his own (Forgot password?), signs in: the partnership is his to renew, and the team his to run.
      const tomas = await e2e.newPage();
      await tomas.page.goto('/login/index');
      const login = loginForm(tomas.page).widget;
      await login.getByRole('button', { name: 'Forgot password?' }).click();
      await field(login, 'E-mail').fill('tomas@costa-energia.example');
      await login.getByRole('button', { name: 'Send code' }).click();
      const mail = await e2e.portal.mail.waitForMail((received) => received.to.includes('tomas@costa-energia.example') && /\b\d{6}\b/.test(received.text));
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';
      await field(login, 'User name').fill('costa.tecnico');
      await field(login, 'Verification code').fill(code);
      await field(login, 'New password').fill('Tomas4admin');
      await field(login, 'Confirm new password').fill('Tomas4admin');
      await login.getByRole('button', { name: 'Reset password' }).click();
      await login.getByText('Your password has been reset. Log in with your new password.').waitFor();
      await submitLogin(tomas.page, 'costa.tecnico', 'Tomas4admin');
      await waitForPath(tomas.page, '/home');
      const home = tomas.page.locator('tc-home');
      await home.getByText(/Your company's business partner certificate expires on .+\. Contact us to renew your company's partnership\./).waitFor();
      await home.getByRole('link', { name: 'Business Partner Certificate', exact: true }).waitFor();
      await tomas.page.getByRole('button', { name: /^Account menu/ }).click();
      await tomas.page.getByRole('link', { name: 'My company team' }).click();
      await waitForPath(tomas.page, '/company');
      await tomas.page.locator('tc-company-team').getByRole('form', { name: 'Invite a technician' }).waitFor();

      // Carlos Costa is a member now: no team page in his menu, no partnership reminder on his home page.
      const carlos = await e2e.newPage();
      await logIn(carlos.page, 'costa.admin', await demoPassword(e2e.portal, 'costa.admin'));
      const carlosHome = carlos.page.locator('tc-home');
      await carlosHome.getByRole('heading', { name: 'Your next step' }).waitFor();
      await carlosHome.getByText('There are no certificates here.').waitFor();
      await carlosHome.getByText(/^Start the course with/).waitFor();
      expect(await carlosHome.getByText(/business partner certificate expires/).count()).toBe(0);
      expect(await carlosHome.getByRole('link', { name: 'Business Partner Certificate', exact: true }).count()).toBe(0);
      await carlos.page.getByRole('button', { name: /^Account menu/ }).click();
      await carlos.page.getByRole('link', { name: 'My profile' }).first().waitFor();
      expect(await carlos.page.getByRole('link', { name: 'My company team' }).count()).toBe(0);
      expect(staff.pageErrors).toEqual([]);
      expect(tomas.pageErrors).toEqual([]);
      expect(carlos.pageErrors).toEqual([]);
    },
  );
});
