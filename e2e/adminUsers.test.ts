import { describe, expect, it } from 'vitest';
import { accountPaths } from '../src/contract/accounts';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { answerAll, answerKey, coursePlayer, createLearner, demoCourse, lessonButton, startTest, submitTest, watchLesson } from './support/course';
import { clickUntilRequest, logIn, loginError, submitLogin } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword } from './support/demoAccounts';

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
});
