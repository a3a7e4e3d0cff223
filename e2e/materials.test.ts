import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../src/api/fileName';
import { materialPaths } from '../src/contract/materials';
import { apiBasePath } from '../src/contract/paths';
import { unzipEntries } from '../server/test/materialsTestKit';
import { axeViolations } from './support/axe';
import { launchChromium, openPage, waitForPath, type TrackedPage } from './support/browser';
import { createLearner } from './support/course';
import { logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { startPartnerSite, type PartnerSite } from './support/partnerSite';
import { startPortal, type Portal } from './support/portal';

const refusedText = 'If you do not agree to the terms, files can not be downloaded.';
const demoPartner = { website: 'sunrise-solar.example', companyName: 'Sunrise Solar Installers LLC' };

let portal: Portal;
let partner: PartnerSite;
let browser: Browser;
const open: TrackedPage[] = [];

beforeAll(async () => {
  // The partner's origin exists before the portal starts: the portal answers cross-origin calls only from CORS_ORIGINS.
  partner = await startPartnerSite();
  const [started, launched] = await Promise.all([startPortal({ env: { CORS_ORIGINS: partner.origin } }), launchChromium()]);
  portal = started;
  browser = launched;
  partner.usePortal(portal.baseUrl);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((tracked) => tracked.context.close()));
});

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  await partner?.close();
});

const newPage = async (origin = portal.baseUrl) => {
  const tracked = await openPage(browser, origin);
  open.push(tracked);
  return tracked;
};

const isDownload = (url: string) => new URL(url).pathname === `${apiBasePath}${materialPaths.download}`;

/** The widget and what a person uses in it. */
const materials = (page: Page) => {
  const widget = page.locator('tc-materials');
  return {
    widget,
    dialog: widget.getByRole('dialog'),
    button: (name: string) => widget.getByRole('button', { name, exact: true }),
    rowCheckbox: (fileName: string) => widget.getByRole('checkbox', { name: `Select ${fileName}` }),
    rows: widget.locator('tbody tr'),
  };
};

/** Waits until the list asked for last is shown: while another sort or page loads, the last one stays, marked busy. */
const listed = (widget: Locator) => widget.locator('.tc-materials__list:not([aria-busy])').waitFor();

/** The file names of the table's rows, top to bottom. */
const fileNames = (widget: Locator) => widget.locator('tbody tr td:nth-child(2)').allInnerTexts();

/** Clicks a download button and returns the saved file, its name and the server's answer. */
const saveDownload = async (page: Page, button: Locator) => {
  const answer = page.waitForResponse((response) => isDownload(response.url()), { timeout: 60_000 });
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), button.click()]);
  const response = await answer;
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()), response };
};

/** Reads the terms, agrees, and waits until the server says so. */
const agree = async (page: Page) => {
  const view = materials(page);
  await view.dialog.waitFor();
  await view.dialog.getByRole('button', { name: 'I agree' }).click();
  await view.widget.getByText('You agreed to version 1 of the terms of use.').waitFor();
};

describe('the digital materials package in Chromium (issue 10)', () => {
  it('a learner refuses the terms, reads them again and agrees; Download asks for a selection; one file saves as itself, two as a ZIP that holds the same bytes', { timeout: 240_000 }, async () => {
    const user = await createLearner(portal, 'materials');
    const { page, pageErrors } = await newPage();
    await logIn(page, user.account, user.password);
    await page.goto('/digital-materials-package');
    const view = materials(page);

    await view.rows.first().waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await view.dialog.getByRole('button', { name: 'I do not agree' }).click();
    await view.widget.getByRole('alert').filter({ hasText: refusedText }).waitFor();
    await view.button('Read the terms again').click();
    await agree(page);

    await view.rows.first().waitFor();
    // Search, language and the download buttons: one row, labels and controls in line.
    await expectFilterRowInLine(view.widget.locator('[part~="toolbar"]'));
    await view.button('Download').click();
    await page.getByText('Select at least one item in the table').waitFor();

    // Sorted by name on the server, then two files picked by a person.
    await view.widget.getByRole('button', { name: /File name/ }).click();
    await view.widget.locator('th[aria-sort="ascending"]').waitFor();
    await listed(view.widget);
    const [first = '', second = ''] = await fileNames(view.widget);
    expect([first, second].every((name) => name.length > 0)).toBe(true);
    expect([first, second]).toEqual([first, second].sort());

    await view.rowCheckbox(first).check();
    const single = await saveDownload(page, view.button('Download'));
    expect(single.name).toBe(first);
    expect(fileNameFromDisposition(single.response.headers()['content-disposition'] ?? null)).toBe(first);
    expect(single.bytes.length).toBe(Number(single.response.headers()['content-length']));
    await page.getByText(`Saved as ${first}.`).waitFor();

    await view.rowCheckbox(second).check();
    const zip = await saveDownload(page, view.button('Download'));
    expect(zip.name).toMatch(/^digital-materials-package-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = await unzipEntries(zip.bytes);
    expect([...entries.keys()].sort()).toEqual([first, second].sort());
    expect(entries.get(first)?.equals(single.bytes)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('the public landing page names the installer, and an anonymous visitor downloads the whole package after agreeing', { timeout: 240_000 }, async () => {
    const { page, pageErrors } = await newPage();
    await page.goto(`/digitalmediapackage/installers/${demoPartner.website}`);
    await waitForPath(page, `/digitalmediapackage/installers/${demoPartner.website}`);
    const view = materials(page);
    await view.widget.getByText(`Materials for the customers of ${demoPartner.companyName}`).waitFor();
    await agree(page);
    // The language filter asks the server for the Spanish files only.
    await view.widget.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await view.widget.getByText(/Page 1 of 1 \(16 files\)/).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    const all = await saveDownload(page, view.button('Download all'));
    expect(all.name).toMatch(/\.zip$/);
    const entries = await unzipEntries(all.bytes);
    expect(entries.size).toBe(32);
    expect([...entries.values()].every((bytes) => bytes.length > 0)).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('an unknown website gets a clear not-found state, not an empty table', { timeout: 120_000 }, async () => {
    const { page } = await newPage();
    await page.goto('/digitalmediapackage/installers/nobody-installs-here.example');
    const view = materials(page);
    await view.widget.getByRole('heading', { name: 'Installer not found' }).waitFor();
    await view.widget.getByText(/There is no installer with the website nobody-installs-here\.example/).waitFor();
    expect(await view.widget.locator('table').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('tc-materials on the example partner site (another origin): agree, select, download', { timeout: 240_000 }, async () => {
    const { page, pageErrors } = await newPage(partner.origin);
    await page.goto('/examples/partner.html');
    expect(new URL(page.url()).origin).toBe(partner.origin);
    const view = materials(page);
    await view.widget.scrollIntoViewIfNeeded();
    await view.widget.getByText(`Materials for the customers of ${demoPartner.companyName}`).waitFor({ timeout: 60_000 });
    await agree(page);
    await view.rows.first().waitFor();
    const [first = ''] = await fileNames(view.widget);
    await view.rowCheckbox(first).check();
    const saved = await saveDownload(page, view.button('Download'));
    expect(saved.name).toBe(first);
    expect(new URL(saved.response.url()).origin).toBe(portal.baseUrl);
    expect(saved.response.headers()['access-control-allow-origin']).toBe(partner.origin);
    expect(saved.response.request().headers()['materials-session']).toMatch(/\S{40,}/);
    expect(pageErrors).toEqual([]);
  });
});
