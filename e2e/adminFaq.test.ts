import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { createLearner } from './support/course';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword } from './support/demoAccounts';

const e2e = portalPerFile();

describe('the FAQ section of the admin console in Chromium (issue 13)', () => {
  it('demo.admin writes an entry in English and Spanish, publishes it, moves it to the top, and a learner reads it first in Spanish', { timeout: 300_000 }, async () => {
    const learner = await createLearner(e2e.portal, 'faqreader');
    const staff = await e2e.newPage();
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await staff.page.getByRole('button', { name: /^Account menu/ }).click();
    await staff.page.getByRole('link', { name: 'Admin console' }).click();
    await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'FAQ' }).click();
    await waitForPath(staff.page, '/admin/faq');

    const section = staff.page.locator('tc-admin-faq');
    // The filters once sat in a form 28rem wide, three lines of equal columns with the button out of line.
    await expectFilterRowInLine(section.getByRole('search'));
    const form = section.getByRole('form', { name: 'New FAQ entry' });
    const question = 'Can colleagues share one account?';
    const pregunta = '¿Pueden los compañeros compartir una cuenta?';
    await field(form, 'Topic').selectOption({ label: 'Account and login' });
    await field(form, 'Question (English)').fill(question);
    await field(form, 'Answer (English)').fill('No. Each person needs an own account, so the certificates name the right person.');
    await field(form, 'Question (Spanish)').fill(pregunta);
    await field(form, 'Answer (Spanish)').fill('No. Cada persona necesita su propia cuenta.');
    await form.getByRole('button', { name: 'Save as draft' }).click();
    await section.getByRole('status').filter({ hasText: `“${question}” is saved as a draft.` }).waitFor();

    await section.getByRole('button', { name: `Publish: ${question}` }).click();
    await section.getByRole('status').filter({ hasText: 'learners see it now' }).waitFor();
    // Up with the keyboard until it is first in its topic: the focus stays on the button.
    const up = section.getByRole('button', { name: `Move up: ${question}` });
    await up.focus();
    for (let place = 5; place >= 1; place -= 1) {
      await staff.page.keyboard.press('Enter');
      await section.getByRole('status').filter({ hasText: `is now number ${place} in Account and login.` }).waitFor();
      await section.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: question }) }).getByText(new RegExp(`^Number ${place} in Account and login`)).waitFor();
    }
    await expect.poll(() => up.isDisabled()).toBe(true);
    expect(await axeViolations(staff.page)).toEqual([]);

    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/faq');
    await waitForPath(reader.page, '/faq');
    await reader.page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    const faq = reader.page.locator('tc-faq');
    await faq.getByRole('button', { name: pregunta }).waitFor();
    expect(await faq.getByRole('button', { expanded: false }).first().innerText()).toBe(pregunta);
    await faq.getByRole('button', { name: pregunta }).click();
    await faq.getByText('Cada persona necesita su propia cuenta.').waitFor();
    expect(reader.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
});
