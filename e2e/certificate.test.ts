import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apiBasePath } from '../src/contract/paths';
import { certificatePaths, verifyPagePath } from '../src/contract/certificate';
import { fileNameFromDisposition } from '../src/api/fileName';
import { pdfText } from '../server/test/pdfText';
import { waitForPath } from './support/browser';
import { certificates, certificationTitle, passCertificationCourse, verification } from './support/certificate';
import { coursePlayer, createLearner } from './support/course';
import { demoPassword } from './support/demoAccounts';
import { clickUntilRequest, logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

const isCall = (url: string, path: string): boolean => new URL(url).pathname === `${apiBasePath}${path}`;

describe('certificates in Chromium (issue 9)', () => {
  it(
    'a learner passes the course, finds the certificate in the list, views and downloads the PDF and the digital credential; the QR link says valid, the credential checks out, then both say revoked after a revoke',
    { timeout: 420_000 },
    async () => {
      const user = await createLearner(e2e.portal, 'certified');
      const { page, context, pageErrors } = await e2e.newPage();
      await logIn(page, user.account, user.password);

      // The course, passed through the player at normal speed.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
      await waitForPath(page, '/course/index');
      await coursePlayer(page).getByRole('link', { name: certificationTitle, exact: true }).click();
      await waitForPath(page, (path) => path.startsWith('/course/detail?'));
      const certificateId = await passCertificationCourse(page);

      // The result's link opens the list with that certificate pointed out.
      await coursePlayer(page).getByRole('link', { name: 'View your certificate' }).click();
      await waitForPath(page, `/certificate?id=${certificateId}`);
      const list = certificates(page);
      const row = list.rowOf(certificationTitle);
      await row.waitFor();
      expect(await list.widget.locator('tbody tr').count()).toBe(1);
      expect(await row.getAttribute('aria-current')).toBe('true');
      const cells = await row.locator('th, td').allInnerTexts();
      const [, serial = '', hours, , , status] = cells;
      expect(serial).toMatch(/\S{8,}/);
      expect(hours).toMatch(/^\d+ h \d+ min$/);
      expect(status).toBe('Valid');

      // View: a new tab whose answer is the PDF, authorised by the pdf-token cookie alone.
      const viewed = context.waitForEvent('response', { predicate: (response) => isCall(response.url(), certificatePaths.view), timeout: 30_000 });
      const [tab] = await Promise.all([context.waitForEvent('page'), row.getByRole('link', { name: `View certificate ${serial} (opens in a new tab)` }).click()]);
      const viewResponse = await viewed;
      expect(viewResponse.frame().page()).toBe(tab);
      expect(viewResponse.status()).toBe(200);
      expect(viewResponse.headers()['content-type']).toMatch(/^application\/pdf/);
      expect(viewResponse.request().headers().authorization).toBeUndefined();
      expect((await context.cookies()).map((cookie) => cookie.name)).toContain('pdf-token');
      await tab.close();

      // Download: the download helper saves the file under the server's name.
      const downloadAnswer = page.waitForResponse((response) => isCall(response.url(), certificatePaths.download));
      const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download certificate ${serial}` }).click()]);
      const serverName = fileNameFromDisposition((await downloadAnswer).headers()['content-disposition'] ?? null);
      expect(serverName).toMatch(/\.pdf$/);
      expect(download.suggestedFilename()).toBe(serverName);
      const saved = await readFile(await download.path());
      expect(saved.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      await row.getByText(`Saved as ${serverName}.`).waitFor();

      // The link the QR code holds, printed beside it on the saved PDF, opened by anyone: the public page says valid.
      const printed = (await pdfText(saved)).match(/https?:\/\/\S+\/verify\/\S+/)?.[0];
      expect(printed).toBeDefined();
      const qrLink = new URL(printed ?? '');
      expect(qrLink.pathname).toBe(verifyPagePath(serial));
      expect(qrLink.port).toBe(new URL(e2e.portal.baseUrl).port);
      const visitor = await e2e.newPage();
      await visitor.page.goto(qrLink.pathname);
      const verify = verification(visitor.page);
      await verify.outcome.filter({ hasText: 'This certificate is valid.' }).waitFor();
      expect(await verify.fact('Holder').innerText()).toBe(user.name);
      expect(await verify.fact('Company').innerText()).toBe(user.company);
      expect(await verify.fact('Course').innerText()).toBe(certificationTitle);
      expect(await verify.fact('Status').innerText()).toBe('Valid');
      expect(await visitor.page.title()).toBe('Verify a certificate · Training Center');

      // The digital credential the learner saves checks out on the same page: the signature holds, the status is live.
      const [credentialFile] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download the digital credential of certificate ${serial}` }).click()]);
      const credentialPath = await credentialFile.path();
      const credentialCheck = verify.widget.locator('[part~="credential"]');
      await credentialCheck.locator('summary').click();
      await credentialCheck.getByLabel('Credential file').setInputFiles(credentialPath);
      await credentialCheck.getByRole('button', { name: 'Check the credential', exact: true }).click();
      await credentialCheck.locator('[part~="signature"]').filter({ hasText: 'The signature holds: the Training Center issued this credential.' }).waitFor();
      await credentialCheck.locator('[part~="outcome"]').filter({ hasText: 'This certificate is valid.' }).waitFor();
      // One character of its payload changed: the signature no longer holds.
      const [header = '', payload = '', signature = ''] = (await readFile(credentialPath, 'utf8')).trim().split('.');
      const changed = `${payload.slice(0, 10)}${payload[10] === 'A' ? 'B' : 'A'}${payload.slice(11)}`;
      await credentialCheck.getByLabel('Credential file').setInputFiles({ name: 'changed.jwt', mimeType: 'text/plain', buffer: Buffer.from(`${header}.${changed}.${signature}`) });
      // A second check within the click throttle is dropped by design: click until the call goes out.
      await clickUntilRequest(visitor.page, credentialCheck.getByRole('button', { name: 'Check the credential', exact: true }), certificatePaths.verifyCredential);
      await credentialCheck.locator('[part~="signature"]').filter({ hasText: /^The signature does not hold/ }).waitFor();

      // An operator revokes it; the same page, reloaded, says revoked with the date.
      await e2e.portal.admin(['revoke-certificate', '--serial', serial, '--reason', 'Installed without a permit']);
      await visitor.page.reload();
      await verify.outcome.filter({ hasText: 'This certificate has been revoked.' }).waitFor();
      await verify.widget.getByText(/^Revoked on /).waitFor();
      expect(await verify.fact('Status').innerText()).toBe('Revoked');
      // The learner's credential still carries a good signature, and now says the certificate is revoked.
      await credentialCheck.locator('summary').click();
      await credentialCheck.getByLabel('Credential file').setInputFiles(credentialPath);
      await credentialCheck.getByRole('button', { name: 'Check the credential', exact: true }).click();
      await credentialCheck.locator('[part~="signature"]').filter({ hasText: 'The signature holds: the Training Center issued this credential.' }).waitFor();
      await credentialCheck.locator('[part~="outcome"]').filter({ hasText: 'This certificate has been revoked.' }).waitFor();

      // The learner's list says so too.
      await page.reload();
      await row.locator('[part~="status"]').filter({ hasText: 'Revoked' }).waitFor();
      expect(pageErrors).toEqual([]);
      expect(visitor.pageErrors).toEqual([]);
    },
  );

  it('the seeded certified learner sees every status in words, and no Renew: the valid certificate is the newest of the course', { timeout: 120_000 }, async () => {
    await e2e.portal.admin(['reset-password', '--account', 'demo.certified', '--password', 'Start1pass']);
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, 'demo.certified', 'Start1pass');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Certificates' }).click();
    await waitForPath(page, '/certificate');
    const list = certificates(page);
    await list.widget.getByRole('table').waitFor();
    const statuses = await list.widget.locator('[part~="status"]').allInnerTexts();
    for (const word of ['Valid', 'Expiring soon', 'Expired', 'Revoked']) expect(statuses).toContain(word);
    expect(await list.widget.getByRole('button', { name: /^Renew/ }).count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('the learner whose certificate ends in 20 days follows the home reminder to it and renews it: the course opens again', { timeout: 120_000 }, async () => {
    const { page, pageErrors } = await e2e.newPage();
    await logIn(page, 'demo.renewal', await demoPassword(e2e.portal, 'demo.renewal'));
    await waitForPath(page, '/home');
    const reminder = page.locator('tc-home').getByRole('region', { name: 'Your next step' });
    await reminder.getByText(new RegExp(`^Your ${certificationTitle} certificate expires on \\w+ \\d{1,2}, \\d{4}\\. Renew it\\. Go$`)).waitFor();
    await reminder.getByRole('link', { name: 'Go' }).click();
    await waitForPath(page, (path) => path.startsWith('/certificate'));
    const list = certificates(page);
    const pointed = list.widget.locator('tbody tr[aria-current="true"]');
    await pointed.waitFor();
    expect(await pointed.locator('[part~="status"]').innerText()).toBe('Expiring soon');
    // The server offers the renewal within its window; the certificate is inside it and the newest of the course.
    const renew = pointed.getByRole('button', { name: /^Renew certificate / });
    expect(await renew.count()).toBe(1);
    await renew.click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
    await coursePlayer(page).getByRole('heading', { level: 2, name: certificationTitle }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('the verification page says clearly when no certificate has a serial, and checks a typed one', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/verify');
    const verify = verification(page);
    await verify.widget.getByLabel(/^Certificate serial number/).fill('TC-0000-NOPE');
    await verify.widget.getByRole('button', { name: 'Verify', exact: true }).click();
    await verify.notFound.getByText('No certificate has the serial number TC-0000-NOPE. Check the number and try again.', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a CMS page in Spanish embeds the verification widget: typed serial, answer in Spanish', async () => {
    const { page, pageErrors } = await e2e.newPage();
    await page.goto('/examples/cms.html');
    const verify = verification(page);
    await verify.widget.scrollIntoViewIfNeeded();
    await verify.widget.getByLabel(/^Número de serie del certificado/).fill('TC-0000-NOPE');
    await verify.widget.getByRole('button', { name: 'Verificar', exact: true }).click();
    await verify.notFound.getByText(/^Ningún certificado tiene el número de serie TC-0000-NOPE/).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
