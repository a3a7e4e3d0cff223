import { waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certificateListCall } from '../../src/api/certificate';
import { ResultCode } from '../../src/contract/codes';
import { certificateStatuses, type CertificateSummary } from '../../src/contract/certificate';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { blurWhenDisabled } from '../../src/testing/blurWhenDisabled';
import { deferred, fakeApi, okByLanguage, type FakeAnswer } from '../../src/testing/fakeApi';
import { certificateFixture } from '../../src/testing/fixtures/certificates';
import { mountWatchingLoading } from '../../src/testing/loadingWatch';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { formatDate } from '../../src/ui/formatDate';
import { certificatesTag, defineCertificates } from './element';
import { find, mountCertificates, ok } from './test/harness';

const everyStatus = certificateFixture('list.everyStatus');
const empty = certificateFixture('list.empty');
const byStatus = (status: CertificateSummary['status']): CertificateSummary => {
  const certificate = everyStatus.list.find((candidate) => candidate.status === status);
  if (!certificate) throw new Error(`the recorded list has no ${status} certificate`);
  return certificate;
};
/** The row of a certificate, found by its serial; its header cell names the course. */
const rowOf = (root: ShadowRoot, certificate: CertificateSummary): HTMLElement => {
  const row = Array.from(root.querySelectorAll<HTMLElement>('tbody tr')).find((candidate) => candidate.querySelector('td')?.textContent === certificate.serial);
  if (!row) throw new Error(`no row for ${certificate.serial}`);
  expect(within(row).getByRole('rowheader').textContent).toContain(certificate.courseTitle);
  return row;
};
const cells = (row: HTMLElement): string[] => Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? '');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/certificate/list': ok(everyStatus) });
  });

  runWidgetSuite({
    tag: certificatesTag,
    define: defineCertificates,
    ready: (root) => root.querySelector('tbody tr') !== null,
    spanishText: /Mis certificados/,
  });
});

describe('<tc-certificates>', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('renders the list its page asked for early in its first render once it has arrived: no loading placeholder, no second call', async () => {
    const api = fakeApi({ '/certificate/list': ok(everyStatus) });
    certificateListCall.start({});
    await waitFor(() => expect(api.to('/certificate/list')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { root, loadingShown } = await mountWatchingLoading({ tag: certificatesTag, define: defineCertificates, ready: (shadow) => shadow.querySelector('tbody tr') !== null, loading: '[part~="loading"]' });
    expect(root.querySelectorAll('tbody tr')).toHaveLength(everyStatus.list.length);
    expect(loadingShown()).toBe(false);
    expect(api.to('/certificate/list')).toHaveLength(1);
  });

  it('lists every certificate the server answers: course, serial, total hours and minutes, dates and the status in words', async () => {
    const { api, root, screen } = await mountCertificates({}, { '/certificate/list': ok(everyStatus) });
    const table = await find(() => screen.getByRole('table', { name: 'Your certificates' }));
    expect(api.to('/certificate/list')).toHaveLength(1);
    expect(api.to('/certificate/list')[0]?.method).toBe('GET');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Course',
      'Serial number',
      'Total hours',
      'Issue date',
      'Valid until',
      'Status',
      'Actions',
    ]);
    expect(root.querySelectorAll('tbody tr')).toHaveLength(everyStatus.list.length);
    for (const certificate of everyStatus.list) {
      const [course, serial, hours, issued, validUntil] = cells(rowOf(root, certificate));
      expect(course).toContain(certificate.courseTitle);
      expect(serial).toBe(certificate.serial);
      expect(hours).toBe(`${Math.floor(certificate.totalMinutes / 60)} h ${certificate.totalMinutes % 60} min`);
      expect(issued).toBe(formatDate(certificate.issuedAt, 'en'));
      expect(validUntil).toBe(formatDate(certificate.validUntil, 'en'));
    }
  });

  it('says each status the server gave in words, not by colour alone', async () => {
    const { root } = await mountCertificates({}, { '/certificate/list': ok(everyStatus) });
    await find(() => expect(root.querySelector('tbody tr')).not.toBeNull());
    const words = { valid: 'Valid', expiring: 'Expiring soon', expired: 'Expired', revoked: 'Revoked', superseded: 'Superseded' };
    expect(new Set(everyStatus.list.map((certificate) => certificate.status))).toEqual(new Set(certificateStatuses));
    for (const status of certificateStatuses) {
      const revokedAt = byStatus(status).revokedAt;
      // A revoked certificate also says since when.
      expect(cells(rowOf(root, byStatus(status)))[5]).toBe(revokedAt ? `${words[status]} since ${formatDate(revokedAt, 'en')}` : words[status]);
    }
  });

  it("shows 'There are no certificates here.' for a learner without one, and how to earn one", async () => {
    const { screen, root } = await mountCertificates({}, { '/certificate/list': ok(empty) });
    expect(await find(() => screen.getByText('There are no certificates here.'))).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(root.querySelector('[part~="empty-next"]')?.textContent).toBe("Pass a course's final exam to earn its certificate. See the courses");
    expect(screen.getByRole('link', { name: 'See the courses' }).getAttribute('href')).toBe('/course/index');
  });

  it("links the empty list to the page's own course list", async () => {
    const { screen } = await mountCertificates({ 'courses-url': '/training/courses' }, { '/certificate/list': ok(empty) });
    expect((await find(() => screen.getByRole('link', { name: 'See the courses' }))).getAttribute('href')).toBe('/training/courses');
  });

  it('shows that the list is loading, then the list', async () => {
    const answer = deferred<FakeAnswer>();
    const { screen } = await mountCertificates({}, { '/certificate/list': () => answer.promise });
    // The frame's request indicator says it too; this is the list's own state.
    const loading = await find(() => screen.getByText('Loading…', { selector: '[part~="loading"]' }));
    expect(loading.getAttribute('aria-busy')).toBe('true');
    answer.resolve({ code: ResultCode.success, result: everyStatus });
    await find(() => screen.getByRole('table'));
    expect(screen.queryByText('Loading…', { selector: '[part~="loading"]' })).toBeNull();
  });

  it('shows why the list could not load, and loads it again on Try again', async () => {
    let calls = 0;
    const { api, screen, user } = await mountCertificates({}, {
      '/certificate/list': () => (++calls === 1 ? { code: ResultCode.internal, message: errorMessages.en.internal } : { code: ResultCode.success, result: everyStatus }),
    });
    expect(await find(() => screen.getByText(errorMessages.en.internal))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('table'));
    expect(api.to('/certificate/list')).toHaveLength(2);
  });

  it('opens the PDF in a new tab from the API’s view address (the pdf-token cookie authorises it, no header)', async () => {
    const certificate = byStatus('valid');
    const { root } = await mountCertificates({}, { '/certificate/list': ok(everyStatus) });
    await find(() => rowOf(root, certificate));
    const view = within(rowOf(root, certificate)).getByRole('link', { name: `View certificate ${certificate.serial} (opens in a new tab)` });
    expect(view.textContent).toBe('View');
    expect(view.getAttribute('href')).toBe(`/training-api/certificate/view?certificateId=${encodeURIComponent(certificate.certificateId)}`);
    expect(view.getAttribute('target')).toBe('_blank');
    expect(view.getAttribute('rel')).toBe('noopener');
  });

  it('downloads with the download helper (POST with the id) and says the file name the server gave', async () => {
    const certificate = byStatus('valid');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/certificate');
    // The helper saves through a temporary <a download>; happy-dom would navigate to the blob instead.
    const saved: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ href: this.href, download: this.download });
    });
    const fileName = `certificate-${certificate.serial}.pdf`;
    const { api, root, user } = await mountCertificates({}, {
      '/certificate/list': ok(everyStatus),
      'POST /certificate/download': () =>
        new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${fileName}"` } }),
    });
    await find(() => rowOf(root, certificate));
    await user.click(within(rowOf(root, certificate)).getByRole('button', { name: `Download certificate ${certificate.serial}` }));
    await find(() => within(rowOf(root, certificate)).getByText(`Saved as ${fileName}.`));
    expect(api.to('/certificate/download')[0]?.body).toEqual({ certificateId: certificate.certificateId });
    expect(saved).toEqual([{ href: 'blob:http://localhost/certificate', download: fileName }]);
  });

  it('gives the focus back to Download once the file is saved (the busy button was disabled)', { timeout: 15_000 }, async () => {
    const certificate = byStatus('valid');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/certificate');
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { root, user } = await mountCertificates({}, {
      '/certificate/list': ok(everyStatus),
      'POST /certificate/download': () => new Response(new Blob(['%PDF-1.7']), { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="certificate.pdf"' } }),
    });
    blurWhenDisabled(root);
    const download = await find(() => within(rowOf(root, certificate)).getByRole('button', { name: `Download certificate ${certificate.serial}` }));
    await user.click(download);
    await find(() => within(rowOf(root, certificate)).getByText('Saved as certificate.pdf.'));
    await find(() => expect(root.activeElement).toBe(download));
  });

  it('saves the digital credential the same way, under the server’s name', async () => {
    const certificate = byStatus('valid');
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:http://localhost/credential');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const fileName = `${certificate.serial}.jwt`;
    const { api, root, user } = await mountCertificates({}, {
      '/certificate/list': ok(everyStatus),
      'POST /certificate/credential': () => new Response('header.payload.signature', { status: 200, headers: { 'content-type': 'application/jwt', 'content-disposition': `attachment; filename="${fileName}"` } }),
    });
    await find(() => rowOf(root, certificate));
    await user.click(within(rowOf(root, certificate)).getByRole('button', { name: `Download the digital credential of certificate ${certificate.serial}` }));
    await find(() => within(rowOf(root, certificate)).getByText(`Saved as ${fileName}.`));
    expect(api.to('/certificate/credential')[0]?.body).toEqual({ certificateId: certificate.certificateId });
    expect(saved).toEqual([fileName]);
  });

  it('offers no Renew where the server does not: the expiring certificate older than the valid one is history', async () => {
    const { root, screen } = await mountCertificates({}, { '/certificate/list': ok(everyStatus) });
    await find(() => rowOf(root, byStatus('expiring')));
    expect(everyStatus.list.every((certificate) => !certificate.canRenew)).toBe(true);
    expect(screen.queryAllByRole('button', { name: /^Renew/ })).toEqual([]);
  });

  it('offers Renew where the server says so, and opens the course the server names', async () => {
    const renewal = certificateFixture('list.renewal');
    const [certificate] = renewal.list.filter((candidate) => candidate.canRenew) as [CertificateSummary];
    const { api, root, screen, user } = await mountCertificates(
      { 'course-url': '/course/detail?courseId={courseId}' },
      { '/certificate/list': ok(renewal), 'POST /certificate/renew': ok({ courseId: certificate.renewCourseId }) },
    );
    await find(() => rowOf(root, certificate));
    expect(screen.getAllByRole('button', { name: /^Renew certificate / })).toHaveLength(1);
    await user.click(within(rowOf(root, certificate)).getByRole('button', { name: `Renew certificate ${certificate.serial}` }));
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`/course/detail?courseId=${encodeURIComponent(certificate.renewCourseId ?? '')}`));
    expect(api.to('/certificate/renew')[0]?.body).toEqual({ certificateId: certificate.certificateId });
  });

  it('points out the certificate the page names (the course player’s link)', async () => {
    const certificate = byStatus('expiring');
    const { root } = await mountCertificates({ 'certificate-id': certificate.certificateId }, { '/certificate/list': ok(everyStatus) });
    await find(() => rowOf(root, certificate));
    expect(rowOf(root, certificate).getAttribute('aria-current')).toBe('true');
    expect(root.querySelectorAll('tr[aria-current]')).toHaveLength(1);
  });

  it('speaks Spanish: headers, statuses and the course titles the server gave in Spanish', async () => {
    await setLanguage('es');
    const spanish = certificateFixture('list.everyStatus.es');
    const { api, root, screen } = await mountCertificates({}, { '/certificate/list': ok(spanish) });
    await find(() => screen.getByRole('heading', { level: 2, name: 'Mis certificados' }));
    await find(() => screen.getByRole('columnheader', { name: 'Horas totales' }));
    expect(api.to('/certificate/list')[0]?.headers.lang).toBe('es');
    expect(cells(rowOf(root, spanish.list.find((certificate) => certificate.status === 'revoked') as CertificateSummary))[5]).toMatch(/^Revocado desde el \d/);
  });

  it('asks again when the language changes: the course titles and statuses come in the new language', async () => {
    const spanish = certificateFixture('list.everyStatus.es');
    const { api, root } = await mountCertificates({}, { '/certificate/list': okByLanguage(everyStatus, spanish) });
    await find(() => expect(root.querySelectorAll('tbody tr')).toHaveLength(everyStatus.list.length));
    await setLanguage('es');
    const revoked = spanish.list.find((certificate) => certificate.status === 'revoked') as CertificateSummary;
    await find(() => expect(cells(rowOf(root, revoked))[5]).toMatch(/^Revocado desde el \d/));
    expect(api.to('/certificate/list').map((request) => request.headers.lang)).toEqual(['en', 'es']);
  });

  it('says it is empty in Spanish word for word', async () => {
    await setLanguage('es');
    const { screen } = await mountCertificates({}, { '/certificate/list': ok(empty) });
    expect(await find(() => screen.getByText('No hay certificados aquí.'))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver los cursos' })).toBeTruthy();
  });
});
