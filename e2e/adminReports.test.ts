import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { certificatePaths, partnerCertificateValidityMonths } from '../src/contract/certificate';
import { reportPaths } from '../src/contract/report';
import { waitForPath } from './support/browser';
import { clickUntilRequest, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';
import { demoPassword, openConsole } from './support/demoAccounts';

const e2e = portalPerFile();

describe('admin console certificates and reports in Chromium (issue 13)', () => {
  it(
    'demo.admin searches a certificate and reissues it, then opens a report, sees its chart and downloads the CSV',
    { timeout: 300_000 },
    async () => {
      const { page } = await e2e.newPage();
      await logIn(page, 'demo.admin', await demoPassword(e2e.portal, 'demo.admin'));
      await page.getByRole('button', { name: /^Account menu/ }).click();
      await page.getByRole('link', { name: 'Admin console' }).click();
      const adminNav = page.getByRole('navigation', { name: 'Admin console' });
      await adminNav.getByRole('link', { name: 'Certificates' }).click();
      await waitForPath(page, '/admin/certificates');

      // Search the demo learner's valid certificate.
      const widget = page.locator('tc-admin-certificates');
      await widget.getByRole('table').waitFor();
      // Every column, the actions last, fits a 1280 px window: no scrolling sideways to reach a row's buttons.
      await widget.locator('tbody tr').filter({ hasText: /Replaced by TC-/ }).first().waitFor();
      expect(await widget.locator('.tc-table-wrap').evaluate((wrap) => wrap.scrollWidth - wrap.clientWidth)).toBeLessThanOrEqual(0);
      // The search's hint once pushed its field above the status select and the button.
      await expectFilterRowInLine(widget.getByRole('search'));
      await widget.getByRole('searchbox', { name: 'Search' }).fill('Carmen');
      await widget.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Valid' });
      await widget.getByRole('button', { name: 'Search', exact: true }).click();
      const rows = widget.locator('tbody tr');
      await rows.filter({ hasText: 'Carmen Certified' }).first().waitFor();
      await expect.poll(() => rows.count()).toBe(1);
      const serial = (await rows.first().locator('.tc-admin-certificates__serial').innerText()).trim();
      expect(serial).toMatch(/^TC-/);

      // Reissue it with a reason: the new serial is announced; the old one now shows as replaced.
      await widget.getByRole('button', { name: `Reissue certificate ${serial}` }).click();
      await widget.getByRole('textbox', { name: `Why is certificate ${serial} reissued?` }).fill('The holder’s name was misspelt');
      await clickUntilRequest(page, widget.getByRole('button', { name: 'Reissue certificate', exact: true }), certificatePaths.reissue);
      const announced = widget.getByRole('status').filter({ hasText: `Certificate ${serial} is reissued as` });
      await announced.waitFor();
      const newSerial = /reissued as (TC-[\w-]+);/.exec(await announced.innerText())?.[1] ?? '';
      expect(newSerial).not.toBe(serial);
      await widget.getByRole('searchbox', { name: 'Search' }).fill(serial);
      await widget.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Any status' });
      await widget.getByRole('button', { name: 'Search', exact: true }).click();
      await rows.filter({ hasText: `Replaced by ${newSerial}` }).waitFor();

      // Reports: progress per course, drawn as a chart with its numbers as a table; then the CSV.
      await adminNav.getByRole('link', { name: 'Reports' }).click();
      await waitForPath(page, '/admin/reports');
      const reports = page.locator('tc-admin-reports');
      await expectFilterRowInLine(reports.locator('[part~="filter"]'));
      await reports.getByRole('combobox', { name: 'Report' }).selectOption({ label: 'Progress per course' });
      await reports.getByRole('button', { name: 'Show' }).click();
      const chart = reports.getByRole('img', { name: 'Progress per course over time, per month' });
      await chart.waitFor();
      expect(await chart.locator('path.tc-chart__line').count()).toBe(2);
      // On a phone the chart draws at its own width, so its words keep their size (not a desktop drawing shrunk to half).
      const drawnAtScale = () => chart.evaluate((svg: SVGSVGElement) => Math.round(svg.getBoundingClientRect().width) / svg.viewBox.baseVal.width);
      const desktop = page.viewportSize();
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(drawnAtScale).toBeCloseTo(1, 1);
      if (desktop) await page.setViewportSize(desktop);
      await reports.getByText("The chart's numbers").click();
      await expect.poll(() => reports.getByRole('table', { name: 'Progress per course over time, per month' }).locator('tbody tr').count()).toBe(12);
      const table = reports.getByRole('table', { name: /^Progress per course: \d+ rows$/ });
      await table.getByRole('cell', { name: 'Installation Certification' }).waitFor();

      const exported = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(reportPaths.export));
      const [download] = await Promise.all([page.waitForEvent('download'), reports.getByRole('button', { name: 'Download CSV' }).click()]);
      expect((await exported).status()).toBe(200);
      expect(download.suggestedFilename()).toMatch(/^progress-per-course-\d{4}-\d{2}-\d{2}\.csv$/);
      const text = (await readFile(await download.path())).toString('utf8');
      expect(text.charCodeAt(0)).toBe(0xfeff);
      const records = parse(text, { bom: true }) as string[][];
      expect(records[0]?.[0]).toBe('Course');
      expect(records.some((record) => record[0] === 'Installation Certification' && Number(record[1]) > 0)).toBe(true);
      await reports.getByRole('status').filter({ hasText: `The CSV file ${download.suggestedFilename()} has been downloaded.` }).waitFor();
    },
  );

  it(
    'demo.admin revokes the demo partner company’s certificate, reissues it for a new term, and the company admin finds the new one valid',
    { timeout: 180_000 },
    async () => {
      const { page } = await e2e.newPage();
      await openConsole(e2e.portal, page, 'Certificates', '/admin/certificates');
      const widget = page.locator('tc-admin-certificates');
      const rows = widget.locator('tbody tr');
      const searchFor = async (text: string) => {
        await widget.getByRole('searchbox', { name: 'Search' }).fill(text);
        await widget.getByRole('button', { name: 'Search', exact: true }).click();
      };
      await widget.getByRole('table').waitFor();
      await searchFor('Helios Home Energy');
      const partnerRow = rows.filter({ hasText: 'Business Partner Certificate' });
      // The rows before the search stay, marked busy, until its answer arrives. The company's technicians'
      // course certificates are found too; the partner certificate is one.
      await expect.poll(async () => (await widget.locator('[aria-busy="true"]').count()) === 0 && (await partnerRow.count()), { timeout: 15_000 }).toBe(1);
      const serial = (await partnerRow.locator('.tc-admin-certificates__serial').innerText()).trim();

      // The partnership ends: revoked with a reason.
      await widget.getByRole('button', { name: `Revoke certificate ${serial}` }).click();
      await widget.getByRole('textbox', { name: `Why is certificate ${serial} revoked?` }).fill('Partnership paused');
      await clickUntilRequest(page, widget.getByRole('button', { name: 'Revoke certificate', exact: true }), certificatePaths.revoke);
      await widget.getByRole('status').filter({ hasText: `Certificate ${serial} is revoked.` }).waitFor();
      await rows.filter({ hasText: 'Revoked: Partnership paused' }).waitFor();

      // It resumes: the revoked partner certificate is reissued, and the form says for how long.
      await widget.getByRole('button', { name: `Reissue certificate ${serial}` }).click();
      await widget.getByText(`valid for ${partnerCertificateValidityMonths} months from today`, { exact: false }).waitFor();
      await widget.getByRole('textbox', { name: `Why is certificate ${serial} reissued?` }).fill('Partnership resumed');
      await clickUntilRequest(page, widget.getByRole('button', { name: 'Reissue certificate', exact: true }), certificatePaths.reissue);
      const announced = widget.getByRole('status').filter({ hasText: `Certificate ${serial} is reissued as` });
      await announced.waitFor();
      const newSerial = /reissued as (TC-[\w-]+);/.exec(await announced.innerText())?.[1] ?? '';
      expect(newSerial).toMatch(/^TC-/);
      await searchFor(newSerial);
      await rows.filter({ hasText: `Reissued from ${serial}` }).filter({ hasText: 'Valid' }).waitFor();

      // The company's admin holds it: valid in their own list, beside the revoked one.
      const company = await e2e.newPage();
      await logIn(company.page, 'demo.company', await demoPassword(e2e.portal, 'demo.company'));
      await company.page.goto('/certificate');
      const own = company.page.locator('tc-certificates');
      await own.getByRole('table').waitFor();
      const statusOf = (rowSerial: string) => own.locator('tbody tr').filter({ hasText: rowSerial }).locator('[part~="status"]').innerText();
      expect(await statusOf(newSerial)).toBe('Valid');
      expect(await statusOf(serial)).toBe('Revoked');
    },
  );
});
