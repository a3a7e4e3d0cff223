import { describe, expect, it } from 'vitest';
import { errorMessages } from '../src/contract/messages';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { createLearner } from './support/course';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

describe('the instructors section of the admin console in Chromium (issue 13)', () => {
  it('an admin creates an instructor, regenerates a QR code and deactivates its instructor; learners no longer see them and the code takes no answers', { timeout: 300_000 }, async () => {
    const password = 'Start1pass';
    await e2e.portal.admin(['create-user', '--account', 'iadmin', '--email', 'iadmin@e2e.test', '--password', password, '--role', 'admin', '--name', 'Ines Admin', '--company', 'Training Center']);
    const staff = await e2e.newPage();
    await logIn(staff.page, 'iadmin', password);
    await staff.page.getByRole('button', { name: /^Account menu/ }).click();
    await staff.page.getByRole('link', { name: 'Admin console' }).click();
    await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Instructors' }).click();
    await waitForPath(staff.page, '/admin/instructors');
    const section = staff.page.locator('tc-admin-instructors');
    const notice = section.getByRole('status');
    // The selects' empty error lines once lifted them above the search field and the button.
    await expectFilterRowInLine(section.getByRole('search'));

    await section.getByRole('button', { name: 'New instructor' }).click();
    const form = section.getByRole('form', { name: 'New instructor' });
    await field(form, 'Name').fill('Rosa Vega');
    await field(form, 'E-mail').fill('rosa.vega@e2e.test');
    await form.getByRole('combobox', { name: 'Type' }).selectOption('external');
    await form.getByRole('button', { name: 'Create instructor' }).click();
    await notice.filter({ hasText: 'Rosa Vega was created.' }).waitFor();
    await section.getByRole('cell', { name: 'rosa.vega@e2e.test' }).waitFor();

    // The demo's Laura Méndez teaches the session running now: a new code replaces the printed one.
    await section.getByRole('button', { name: 'Open Laura Méndez' }).click();
    const link = section.locator('[part~="link"]');
    const oldLink = await link.textContent();
    expect(oldLink).toMatch(/\/questionnaire\?code=[\w-]+$/);
    await section.getByRole('button', { name: 'Regenerate QR code' }).click();
    await section.getByRole('group').getByRole('button', { name: 'Regenerate QR code' }).click();
    await notice.filter({ hasText: 'Laura Méndez has a new QR code; the old one no longer works.' }).waitFor();
    await expect.poll(() => link.textContent()).not.toBe(oldLink);
    const newLink = new URL((await link.textContent()) ?? '');

    await section.getByRole('button', { name: 'Deactivate' }).click();
    await section.getByRole('group').getByRole('button', { name: 'Deactivate' }).click();
    await notice.filter({ hasText: 'Laura Méndez was deactivated.' }).waitFor();
    await section.getByRole('row', { name: /Laura Méndez/ }).getByText('Deactivated').waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    // A learner's instructor page lists Rosa, not Laura; Laura's new code takes no answers.
    const learner = await createLearner(e2e.portal, 'instructors');
    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/questionnaire/instructor-detail');
    const instructors = reader.page.locator('tc-instructor-detail');
    await instructors.getByText('Rosa Vega').waitFor();
    expect(await instructors.getByText('Laura Méndez').count()).toBe(0);
    await reader.page.goto(`${newLink.pathname}${newLink.search}`);
    await reader.page.locator('tc-questionnaire').getByText(errorMessages.en.instructorDeactivated ?? 'instructorDeactivated').waitFor();
    expect(staff.pageErrors).toEqual([]);
    expect(reader.pageErrors).toEqual([]);
  });
});
