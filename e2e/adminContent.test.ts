import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { createLearner } from './support/course';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { openConsole } from './support/demoAccounts';

const e2e = portalPerFile();
const demoWebsite = 'sunrise-solar.example';

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
    await openConsole(e2e.portal, staff.page, 'Materials', '/admin/materials');
    const section = staff.page.locator('tc-admin-materials');
    await expectFilterRowInLine(section.getByRole('search'));
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

    // The file table's filter is in the address: a reload shows the same files, Back the earlier view.
    const files = section.getByRole('search', { name: 'Search the files' });
    const rows = section.getByRole('table').getByRole('row');
    await expect.poll(() => rows.count()).toBeGreaterThan(1);
    await files.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
    await waitForPath(staff.page, '/admin/materials?language=es');
    const spanishOnly = async () => {
      const shown = (await rows.allInnerTexts()).slice(1);
      return shown.length > 0 && shown.every((row) => row.includes('Español'));
    };
    await expect.poll(spanishOnly).toBe(true);
    await staff.page.reload();
    expect(await files.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('es');
    await expect.poll(spanishOnly).toBe(true);
    expect(await axeViolations(staff.page)).toEqual([]);
    await staff.page.goBack();
    await waitForPath(staff.page, '/admin/materials');
    await expect.poll(() => files.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('');

    // The visitor's browser agreed to version 1 only: the page asks again, with the new text.
    await agreeOnPartnerPage(visitor.page, 2, title);
    expect(visitor.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });

  it('demo.admin posts a notice in the console and a learner reads it', { timeout: 300_000 }, async () => {
    const learner = await createLearner(e2e.portal, 'reader');
    const staff = await e2e.newPage();
    await openConsole(e2e.portal, staff.page, 'Notices', '/admin/notices');
    const section = staff.page.locator('tc-admin-notices');
    // The list's search once sat in a form 28rem wide, the button below its line.
    await expectFilterRowInLine(section.getByRole('search'));
    const form = section.getByRole('form', { name: 'New notice' });
    const title = `Warehouse closed on Friday ${Date.now().toString(36)}`;
    await field(form, 'Title').fill(title);
    await field(form, 'Text (HTML)').fill('<p>The warehouse is closed on <strong>Friday</strong>.</p><script>alert(1)</script>');
    await form.getByRole('button', { name: 'Publish' }).click();
    await section.getByRole('status').filter({ hasText: `“${title}” is published; everyone was notified.` }).waitFor();
    await section.getByRole('heading', { name: title }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/notice/index');
    await waitForPath(reader.page, '/notice/index');
    const notices = reader.page.locator('tc-notices');
    await notices.getByRole('link', { name: title }).click();
    await notices.getByRole('heading', { name: title }).waitFor();
    await notices.getByText('The warehouse is closed on').waitFor();
    expect(await notices.locator('script').count()).toBe(0);
    expect(reader.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });

  it('demo.admin schedules a webinar in the console, a learner sees it with its calendar link, and after the admin cancels it the learner no longer does', { timeout: 300_000 }, async () => {
    const learner = await createLearner(e2e.portal, 'webinar');
    const staff = await e2e.newPage();
    await openConsole(e2e.portal, staff.page, 'Webinars', '/admin/webinars');
    const section = staff.page.locator('tc-admin-webinars');
    await expectFilterRowInLine(section.getByRole('search'));
    const title = `Commissioning Q&A ${Date.now().toString(36)}`;
    // Three hours from now in the browser's own zone, as a person types it into the date-time field.
    const startsAt = await staff.page.evaluate(() => {
      const at = new Date(Date.now() + 3 * 3_600_000);
      const two = (value: number) => String(value).padStart(2, '0');
      return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:00`;
    });
    await field(section, 'Title (English)').fill(title);
    await field(section, 'Title (Spanish)').fill(`Preguntas sobre la puesta en marcha ${title.slice(-6)}`);
    await field(section, 'Description (English)').fill('Bring your questions about commissioning the battery.');
    await field(section, 'Description (Spanish)').fill('Traiga sus preguntas sobre la puesta en marcha de la batería.');
    await field(section, 'Starts (your local time)').fill(startsAt);
    await field(section, 'Join link').fill('https://meet.example.com/commissioning');
    await section.getByRole('button', { name: 'Schedule' }).click();
    await section.getByRole('status').filter({ hasText: `“${title}” is scheduled.` }).waitFor();
    await section.getByRole('heading', { name: title }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/notifications');
    await waitForPath(reader.page, '/notifications');
    const webinars = reader.page.locator('tc-webinars');
    await webinars.getByRole('heading', { name: title }).waitFor();
    await webinars.getByRole('link', { name: `Add to calendar: ${title}` }).waitFor();

    await section.getByRole('button', { name: `Cancel webinar ${title}` }).click();
    await section.getByRole('group', { name: `Cancel “${title}”? Learners will no longer see it.` }).getByRole('button', { name: 'Cancel webinar' }).click();
    await section.getByRole('status').filter({ hasText: `“${title}” was cancelled.` }).waitFor();

    await reader.page.reload();
    await webinars.getByRole('heading', { level: 2 }).first().waitFor();
    await webinars.getByRole('heading', { name: 'Sizing a home battery system' }).waitFor();
    expect(await webinars.getByRole('heading', { name: title }).count()).toBe(0);
    expect(reader.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
  it('a webinar that has taken place reads Ended in the console, offers no Cancel webinar, and keeps its start while its recording link is added; the learner gets the recording', { timeout: 300_000 }, async () => {
    const held = 'Commissioning questions and answers';
    const recording = `https://videos.example.com/tc-commissioning-qa-${Date.now().toString(36)}`;
    const staff = await e2e.newPage();
    await openConsole(e2e.portal, staff.page, 'Webinars', '/admin/webinars');
    const section = staff.page.locator('tc-admin-webinars');
    // The server filters by the status it decides: Ended holds the demo webinar of last week, not tomorrow's.
    const search = section.getByRole('search');
    await search.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Ended' });
    await search.getByRole('button', { name: 'Search' }).click();
    const row = section.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: held }) });
    await row.getByText('Ended', { exact: true }).waitFor();
    // The held webinar is in the unfiltered list too: the filtered answer has arrived when tomorrow's one has gone.
    await expect.poll(() => section.getByRole('heading', { name: 'Sizing a home battery system' }).count()).toBe(0);
    await section.locator('.tc-admin-section__list:not([aria-busy])').waitFor();
    expect(await section.getByRole('button', { name: /^Cancel webinar/ }).count()).toBe(0);

    await row.getByRole('button', { name: `Edit ${held}` }).click();
    const form = section.getByRole('form', { name: `Edit “${held}”` });
    await form.getByText('This webinar has taken place: its start, duration and join link stay as they were.', { exact: false }).waitFor();
    for (const label of ['Starts (your local time)', 'Duration (minutes)', 'Join link']) expect(await field(form, label).isEditable()).toBe(false);
    await field(form, 'Recording link').fill(recording);
    expect(await axeViolations(staff.page)).toEqual([]);
    await form.getByRole('button', { name: 'Save' }).click();
    await section.getByRole('status').filter({ hasText: `“${held}” was saved.` }).waitFor();
    const edit = section.getByRole('button', { name: `Edit ${held}` });
    await expect.poll(() => edit.evaluate((button) => (button.getRootNode() as ShadowRoot).activeElement === button)).toBe(true);
    await row.getByText('Ended', { exact: true }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    const learner = await createLearner(e2e.portal, 'recording');
    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/notifications');
    await waitForPath(reader.page, '/notifications');
    const link = reader.page.locator('tc-webinars').getByRole('link', { name: `Watch the recording: ${held} (opens in a new tab)` });
    await expect.poll(() => link.getAttribute('href')).toBe(recording);
    expect(reader.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });
});
