import { beforeEach, describe, expect, it } from 'vitest';
import { partnerCertificateValidityMonths } from '../../src/contract/certificate';
import { clickThrottleMs } from '../../src/contract/limits';
import type { TcEventMap } from '../../src/elements/events';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminReportFixture } from '../../src/testing/fixtures/adminReports';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminCertificatesTag, defineAdminCertificates } from './element';

const filled = adminReportFixture('certificates.filled');
const valid = filled.list.find((row) => row.status === 'valid')!;
const pastClickThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/certificate/list': ok(filled) });
  });
  runWidgetSuite({ tag: adminCertificatesTag, define: defineAdminCertificates, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Certificados/ });
});

describe('<tc-admin-certificates>', () => {
  it('shows what the server found and asks it again for a search, a sort and the status filter', { timeout: 20_000 }, async () => {
    const { api, root, screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, { '/admin/certificate/list': ok(filled) });
    await find(() => screen.getByRole('table', { name: `Certificates found, ${filled.total} in all` }));
    expect(screen.getAllByRole('row')).toHaveLength(filled.list.length + 1);
    expect(screen.getByText(valid.serial)).toBeTruthy();
    expect(root.querySelector('[part~="status-superseded"]')?.textContent).toBe('Replaced');
    // The hint is read with the search box and shown under it, so the labels of the row line up.
    const search = screen.getByRole('searchbox', { name: 'Search' });
    const hint = screen.getByText('Serial, holder name or e-mail, company or course');
    expect(search.getAttribute('aria-describedby')).toBe(hint.id);
    expect(search.nextElementSibling).toBe(hint);
    expect(Object.fromEntries(api.to('/admin/certificate/list')[0]?.url.searchParams ?? [])).toEqual({ sort: 'issuedAt', order: 'desc', page: '1', pageSize: '20' });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zamora');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'revoked');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(api.to('/admin/certificate/list')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/admin/certificate/list')[1]?.url.searchParams ?? [])).toMatchObject({ q: 'zamora', status: 'revoked', page: '1' });
    await user.click(await find(() => screen.getByRole('button', { name: /^Holder/ })));
    await find(() => expect(api.to('/admin/certificate/list')).toHaveLength(3));
    expect(Object.fromEntries(api.to('/admin/certificate/list')[2]?.url.searchParams ?? [])).toMatchObject({ sort: 'holder', order: 'asc' });
  });

  it('reissues with a reason asked in place; an empty reason is refused; the result is announced', { timeout: 20_000 }, async () => {
    const reissued = adminReportFixture('certificates.reissued');
    const { api, root, screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, {
      '/admin/certificate/list': ok(filled),
      '/admin/certificate/reissue': ok(reissued),
    });
    const open = await find(() => screen.getByRole('button', { name: `Reissue certificate ${valid.serial}` }));
    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Reissue certificate ${valid.serial}` })));
    await user.click(screen.getByRole('button', { name: `Reissue certificate ${valid.serial}` }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Reissue certificate' })));
    await find(() => screen.getByText('Please give a reason'));
    expect(api.to('/admin/certificate/reissue')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: `Why is certificate ${valid.serial} reissued?` }), 'Name misspelt');
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Reissue certificate' }));
    await find(() => screen.getByText(`Certificate ${valid.serial} is reissued as ${reissued.certificate.serial}; the holder has been notified.`));
    expect(api.to('/admin/certificate/reissue')[0]?.body).toEqual({ certificateId: valid.certificateId, reason: 'Name misspelt' });
    expect(api.to('/admin/certificate/list')).toHaveLength(2);
  });

  it('revokes with a reason, and shows the refusal the server gives in the row', { timeout: 20_000 }, async () => {
    const refusal = adminReportFixture('certificates.notReissuable');
    const { api, screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, {
      '/admin/certificate/list': ok(filled),
      '/admin/certificate/revoke': ok(adminReportFixture('certificates.revoked')),
      '/admin/certificate/reissue': answer(refusal),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Revoke certificate ${valid.serial}` })));
    await user.type(screen.getByRole('textbox', { name: `Why is certificate ${valid.serial} revoked?` }), 'Exam taken by someone else');
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    await find(() => screen.getByText(`Certificate ${valid.serial} is revoked.`));
    expect(api.to('/admin/certificate/revoke')[0]?.body).toEqual({ certificateId: valid.certificateId, reason: 'Exam taken by someone else' });

    await user.click(await find(() => screen.getByRole('button', { name: `Reissue certificate ${valid.serial}` })));
    await user.type(screen.getByRole('textbox', { name: `Why is certificate ${valid.serial} reissued?` }), 'Again');
    await user.click(screen.getByRole('button', { name: 'Reissue certificate' }));
    await find(() => screen.getByText(refusal.message));
  });

  it('says a certificate that does not exist in place of the reason form, with the way back to the list and no Try again', { timeout: 20_000 }, async () => {
    const gone = adminReportFixture('certificates.revoke.gone');
    const { api, screen, user, root } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, {
      '/admin/certificate/list': ok(filled),
      '/admin/certificate/revoke': answer(gone),
    });
    await user.click(await find(() => screen.getByRole('button', { name: `Revoke certificate ${valid.serial}` })));
    await user.type(screen.getByRole('textbox', { name: `Why is certificate ${valid.serial} revoked?` }), 'Exam taken by someone else');
    await user.click(screen.getByRole('button', { name: 'Revoke certificate' }));
    const back = await find(() => screen.getByRole('button', { name: 'Back to the list' }));
    expect(screen.getByRole('alert').textContent).toBe('This certificate does not exist.');
    expect(screen.queryByRole('button', { name: 'Revoke certificate' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(root.activeElement).toBe(back);
    await user.click(back);
    await find(() => expect(api.to('/admin/certificate/list')).toHaveLength(2));
  });

  it('says the Spanish message of a certificate that does not exist in a Spanish console', { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const { screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, {
      '/admin/certificate/list': ok(adminReportFixture('certificates.filled.es')),
      '/admin/certificate/reissue': answer(adminReportFixture('certificates.reissue.gone.es')),
    });
    await user.click(await find(() => screen.getAllByRole('button', { name: /^Reemitir el certificado / })[0]!));
    await user.type(screen.getByRole('textbox', { name: /^¿Por qué se reemite/ }), 'Nombre mal escrito');
    await user.click(screen.getByRole('button', { name: 'Reemitir certificado' }));
    await find(() => screen.getByRole('button', { name: 'Volver a la lista' }));
    expect(screen.getByRole('alert').textContent).toBe('Este certificado no existe.');
  });

  it('reissues a revoked partner certificate, saying it starts a new term, when the server allows it', { timeout: 20_000 }, async () => {
    const partnerList = adminReportFixture('certificates.partnerRevoked');
    const reissued = adminReportFixture('certificates.partnerReissued');
    const revoked = partnerList.list[0]!;
    const { api, root, screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, {
      '/admin/certificate/list': ok(partnerList),
      '/admin/certificate/reissue': ok(reissued),
    });
    await find(() => screen.getByText('Revoked: Partnership ended'));
    expect(screen.queryByRole('button', { name: `Revoke certificate ${revoked.serial}` })).toBeNull();
    await user.click(screen.getByRole('button', { name: `Reissue certificate ${revoked.serial}` }));
    const reason = await find(() => screen.getByRole('textbox', { name: `Why is certificate ${revoked.serial} reissued?` }));
    expect(reason.getAttribute('aria-describedby')).toBeTruthy();
    const hint = root.getElementById(reason.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(hint?.textContent).toBe(
      `The company gets a new serial, valid for ${partnerCertificateValidityMonths} months from today, and its admin a notification; the old serial is marked replaced. Kept in the audit log.`,
    );
    await user.type(reason, 'Partnership resumed');
    await user.click(screen.getByRole('button', { name: 'Reissue certificate' }));
    await find(() => screen.getByText(`Certificate ${revoked.serial} is reissued as ${reissued.certificate.serial}; the holder has been notified.`));
    expect(api.to('/admin/certificate/reissue')[0]?.body).toEqual({ certificateId: revoked.certificateId, reason: 'Partnership resumed' });
  });

  it('shows the empty search and the forbidden answer the server gives', async () => {
    const empty = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, { '/admin/certificate/list': ok(adminReportFixture('certificates.empty')) });
    await find(() => empty.screen.getByText('No certificate matches this search.'));
    const forbidden = adminReportFixture('certificates.forbidden');
    const refused = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, { '/admin/certificate/list': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-certificates> in an address', () => {
  it('opens on its query attribute, reports a submitted search and a sort (not the typing), and follows a new attribute', { timeout: 20_000 }, async () => {
    const { api, element, screen, user } = await mountPartnerWidget(adminCertificatesTag, defineAdminCertificates, { '/admin/certificate/list': ok(filled) }, { query: '?q=zamora&status=valid&sort=holder&order=asc&page=2' });
    const moves: TcEventMap['tc-navigate'][] = [];
    element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    const asked = () => Object.fromEntries(api.to('/admin/certificate/list').at(-1)?.url.searchParams ?? []);
    await find(() => screen.getByRole('table'));
    expect(asked()).toMatchObject({ q: 'zamora', status: 'valid', sort: 'holder', order: 'asc', page: '2' });
    const search = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement;
    expect(search.value).toBe('zamora');

    await user.type(search, 'x');
    expect(moves).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'q=zamorax&status=valid&sort=holder&order=asc' } }]);

    element.setAttribute('query', '?page=0&status=lost&sort=secret&order=up');
    await find(() => expect(asked()).toMatchObject({ sort: 'issuedAt', order: 'desc', page: '1' }));
    expect(asked().status).toBeUndefined();
    await find(() => expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe(''));
    expect(moves).toHaveLength(1);
  });
});

