import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { waitForPath } from './support/browser';
import { createLearner } from './support/course';
import { field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword } from './support/demoAccounts';

const e2e = portalPerFile();

/** A real two-page PDF, as a person would pick from their disk. */
const manualPdf = async (): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  for (const page of [1, 2]) pdf.addPage([612, 792]).drawText(`Microinverter manual, page ${page}`, { x: 72, y: 700, size: 18 });
  return Buffer.from(await pdf.save());
};

describe('the documents section of the admin console in Chromium (issue 13)', () => {
  it('demo.admin uploads a PDF document and publishes it; a learner finds it on /documents and opens it', { timeout: 300_000 }, async () => {
    const learner = await createLearner(e2e.portal, 'docreader');
    const staff = await e2e.newPage();
    await logIn(staff.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
    await staff.page.getByRole('button', { name: /^Account menu/ }).click();
    await staff.page.getByRole('link', { name: 'Admin console' }).click();
    await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Documents' }).click();
    await waitForPath(staff.page, '/admin/documents');

    const section = staff.page.locator('tc-admin-documents');
    // The list's filters: the state select showed "Published and unpub…", cut in a column too narrow.
    await expectFilterRowInLine(section.getByRole('search'));
    const form = section.getByRole('form', { name: 'New document' });
    const title = `Microinverter manual ${Date.now().toString(36)}`;
    await form.getByRole('combobox', { name: /Category/ }).selectOption({ index: 1 });
    await field(form, 'Title (English)').fill(title);
    await field(form, 'Description (English)').fill('Mounting and wiring of the microinverter.');
    await form.getByRole('checkbox', { name: /\(US\)/ }).check();
    await form.getByRole('button', { name: 'Create document' }).click();
    await section.getByRole('status').filter({ hasText: `Document “${title}” created.` }).waitFor();

    const item = section.getByRole('listitem').filter({ has: staff.page.getByRole('heading', { name: title }) });
    await item.locator('input[type=file]').first().setInputFiles({ name: 'microinverter-manual.pdf', mimeType: 'application/pdf', buffer: await manualPdf() });
    await item.getByText(/microinverter-manual\.pdf, 2 pages/).waitFor();
    await item.getByRole('button', { name: `Publish ${title}` }).click();
    await section.getByRole('status').filter({ hasText: `“${title}” is published: learners see it now.` }).waitFor();
    expect(await axeViolations(staff.page)).toEqual([]);

    const reader = await e2e.newPage();
    await logIn(reader.page, learner.account, learner.password);
    await reader.page.goto('/documents');
    await waitForPath(reader.page, '/documents');
    const documents = reader.page.locator('tc-documents');
    await documents.getByRole('searchbox', { name: 'Search documents' }).fill('microinverter');
    await documents.getByRole('searchbox', { name: 'Search documents' }).press('Enter');
    await documents.getByRole('link', { name: title }).click();
    await documents.getByRole('heading', { name: title }).waitFor();
    await documents.locator(`iframe[title="Preview of ${title}"]`).waitFor();
    expect(reader.pageErrors).toEqual([]);
    expect(staff.pageErrors).toEqual([]);
  });

  it('demo.admin renames a category another admin tab deleted meanwhile: the console says it no longer exists, and Back to the list shows the list without it', { timeout: 300_000 }, async () => {
    const openDocuments = async () => {
      const tab = await e2e.newPage();
      await logIn(tab.page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
      await tab.page.goto('/admin/documents');
      await waitForPath(tab.page, '/admin/documents');
      return tab;
    };
    const first = await openDocuments();
    const section = first.page.locator('tc-admin-documents');
    const categories = section.getByRole('region', { name: 'Categories' });
    const name = `Old brochures ${Date.now().toString(36)}`;
    const created = categories.getByRole('form', { name: 'New category' });
    await field(created, 'Name (English)').fill(name);
    await created.getByRole('button', { name: 'Create category' }).click();
    await section.getByRole('status').filter({ hasText: `Category “${name}” created.` }).waitFor();
    await categories.getByRole('button', { name: `Rename ${name}` }).click();
    const rename = categories.getByRole('form', { name: `Rename “${name}”` });
    await field(rename, 'Name (English)').fill(`${name} 2024`);

    const second = await openDocuments();
    const other = second.page.locator('tc-admin-documents');
    await other.getByRole('button', { name: `Delete category ${name}` }).click();
    await other.getByRole('group', { name: `Delete the category “${name}”? This cannot be undone.` }).getByRole('button', { name: 'Delete' }).click();
    await other.getByRole('status').filter({ hasText: `Category “${name}” deleted.` }).waitFor();

    await rename.getByRole('button', { name: 'Save' }).click();
    await categories.getByRole('alert').filter({ hasText: 'This category no longer exists.' }).waitFor();
    expect(await categories.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await axeViolations(first.page)).toEqual([]);
    await categories.getByRole('button', { name: 'Back to the list' }).click();
    await categories.getByRole('button', { name: `Rename ${name}` }).waitFor({ state: 'detached' });
    expect(await categories.getByText(name).count()).toBe(0);
    expect(first.pageErrors).toEqual([]);
    expect(second.pageErrors).toEqual([]);
  });
});
