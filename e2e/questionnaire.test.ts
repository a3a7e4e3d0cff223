import { describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../src/contract/limits';
import { apiBasePath } from '../src/contract/paths';
import { questionnairePaths } from '../src/contract/questionnaire';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();
const phone = { width: 390, height: 844 };

describe('training questionnaire in Chromium (issue 12)', () => {
  it(
    'an attendee opens the QR link on a phone, is shown the missing answer, reloads without losing anything, submits and is thanked; the provider sees the answers',
    { timeout: 300_000 },
    async () => {
      // The provider: an administrator reads the running session's questionnaire link on the instructors page.
      const password = 'Start1pass';
      await e2e.portal.admin(['create-user', '--account', 'qadmin', '--email', 'qadmin@e2e.test', '--password', password, '--role', 'admin', '--name', 'Quinn Admin', '--company', 'Training Center']);
      const provider = await e2e.newPage();
      await logIn(provider.page, 'qadmin', password);
      await provider.page.goto('/questionnaire/instructor-detail');
      const instructors = provider.page.locator('tc-instructor-detail');
      const card = instructors.locator('[part~="instructor"]').filter({ hasText: 'Dallas installer day' });
      const qrLink = await card.locator('[part~="link"]').getAttribute('href');
      expect(qrLink).toMatch(/\/questionnaire\?code=[\w-]+$/);
      expect(await card.getByRole('img', { name: /^QR code of the questionnaire/ }).isVisible()).toBe(true);

      // The attendee scans it with a phone: a fresh browser, no session.
      const attendee = await e2e.newPage();
      const { page } = attendee;
      await page.setViewportSize(phone);
      const link = new URL(qrLink ?? '');
      await page.goto(`${link.pathname}${link.search}`);
      await page.getByRole('combobox', { name: 'Language' }).waitFor();
      const form = page.locator('tc-questionnaire');
      await form.getByRole('heading', { level: 2, name: 'Installation training feedback' }).waitFor();
      expect(await page.locator('footer').count()).toBe(0);

      await field(form, 'Company name').fill('Energía Solar del Norte');
      await field(form, 'Name').fill('Begoña Ibáñez');
      await field(form, 'Position').fill('Installer');
      await field(form, 'Cell phone').fill('5551234567');
      await field(form, 'Email').fill('begona.ibanez@e2e.test');
      const preparation = form.getByRole('group', { name: /^Question 1 How well did the training prepare you/ });
      await preparation.getByRole('radio', { name: 'Mostly prepared' }).check();
      // Question 3 (fill-in, required) is left empty on purpose.
      await form.getByRole('group', { name: /^Question 5 / }).getByRole('radio', { name: '4 of 5 stars' }).check();
      const submit = form.getByRole('button', { name: 'Submit' });
      await submit.click();
      await form.getByRole('alert').getByText('Please fill in question 3').waitFor();
      const fillIn = field(form, 'Question 3 How many systems do you plan to install this year?');
      await expect.poll(() => fillIn.evaluate((input) => input === (input.getRootNode() as ShadowRoot).activeElement)).toBe(true);
      expect(await form.getByText('The question is required.').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);

      // Typing, then a reload: nothing is lost.
      await fillIn.fill('12');
      const improvement = form.getByLabel('What should we improve in the next training?');
      await improvement.fill('Más práctica con el inversor');
      // At once, as a person reloads right after the last keystroke.
      await page.reload();
      await form.getByRole('heading', { level: 2, name: 'Installation training feedback' }).waitFor();
      expect(await field(form, 'Name').inputValue()).toBe('Begoña Ibáñez');
      expect(await fillIn.inputValue()).toBe('12');
      expect(await improvement.inputValue()).toBe('Más práctica con el inversor');
      expect(await preparation.getByRole('radio', { name: 'Mostly prepared' }).isChecked()).toBe(true);

      const sent = page.waitForResponse((response) => new URL(response.url()).pathname === `${apiBasePath}${questionnairePaths.submit}`);
      await submit.click();
      expect((await (await sent).json()).code).toBe(200);
      await form.getByRole('heading', { name: 'Thank you!' }).waitFor();
      expect(attendee.pageErrors).toEqual([]);

      // The provider's view shows it.
      await provider.page.goto('/admin/questionnaires');
      await waitForPath(provider.page, '/admin/questionnaires');
      const admin = provider.page.locator('tc-questionnaire-admin');
      const row = admin.locator('tbody tr').filter({ hasText: 'Installation training feedback' });
      await row.waitFor();
      expect(await row.locator('td').nth(3).innerText()).toBe('41');
      await admin.getByRole('button', { name: 'Show answers: Installation training feedback' }).click();
      const answer = admin.locator('[part~="submissions"] tbody tr').filter({ hasText: 'begona.ibanez@e2e.test' });
      await answer.waitFor();
      // The buttons once stood in a column of their own, above the fields' line.
      await expectFilterRowInLine(admin.locator('[part~="filters"]'));
      expect(await answer.innerText()).toContain('Begoña Ibáñez');
      expect(await answer.innerText()).toContain('Más práctica con el inversor');
      // Filters that match nothing: the answers stay until the new list arrives, and Apply filters keeps the focus.
      const filters = admin.locator('[part~="filters"]');
      await field(filters, 'To').fill('2000-01-01');
      const apply = filters.getByRole('button', { name: 'Apply filters' });
      await apply.click();
      await admin.getByText('No submissions match these filters.').waitFor();
      expect(await apply.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
      // The questionnaire shown and its filters are the address: a reload opens the same, Back the answers before the filter.
      await waitForPath(provider.page, (path) => path.startsWith('/admin/questionnaires?questionnaire=') && path.endsWith('&to=2000-01-01'));
      await provider.page.reload();
      await admin.getByText('No submissions match these filters.').waitFor();
      expect(await field(filters, 'To').inputValue()).toBe('2000-01-01');
      expect(await axeViolations(provider.page)).toEqual([]);
      await provider.page.goBack();
      await answer.waitFor();
      expect(await field(filters, 'To').inputValue()).toBe('');
      expect(provider.pageErrors).toEqual([]);
    },
  );

  it('an admin creates an instructor under the questionnaires\' authoring with the instructors section\'s form, and may give them a training session', { timeout: 300_000 }, async () => {
    const password = 'Start1pass';
    await e2e.portal.admin(['create-user', '--account', 'qauthor', '--email', 'qauthor@e2e.test', '--password', password, '--role', 'admin', '--name', 'Quentin Author', '--company', 'Training Center']);
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, 'qauthor', password);
    await page.goto('/admin/questionnaires');
    await waitForPath(page, '/admin/questionnaires');
    const admin = page.locator('tc-questionnaire-admin');
    await admin.getByRole('button', { name: 'New instructor' }).click();
    const form = admin.getByRole('form', { name: 'New instructor' });
    // The form opens with the focus on Name, as in the instructors section.
    await expect.poll(() => field(form, 'Name').evaluate((input) => (input.getRootNode() as ShadowRoot).activeElement === input)).toBe(true);
    await form.getByRole('button', { name: 'Create instructor' }).click();
    await form.getByText('This field is required').first().waitFor();
    await field(form, 'Name').fill('Tomás Ruiz');
    await field(form, 'E-mail').fill('tomas.ruiz@e2e.test');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('external');
    // Create ignores a second click within clickThrottleMs of the first, faster than a person fills two fields.
    await page.waitForTimeout(clickThrottleMs + 100);
    await form.getByRole('button', { name: 'Create instructor' }).click();
    await admin.getByRole('status').filter({ hasText: 'Tomás Ruiz was created.' }).waitFor();
    expect(await admin.getByRole('form', { name: 'New instructor' }).count()).toBe(0);
    await admin.getByText('New training session').click();
    await expect.poll(() => admin.getByRole('combobox', { name: 'Instructor' }).locator('option').allInnerTexts()).toContain('Tomás Ruiz');
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
