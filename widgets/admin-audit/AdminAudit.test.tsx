import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { adminUserFixture } from '../../src/testing/fixtures/adminUsers';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminAuditTag, defineAdminAudit } from './element';

const log = adminUserFixture('audit.list');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/audit': ok(log) });
  });
  runWidgetSuite({ tag: adminAuditTag, define: defineAdminAudit, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Registro de auditoría/ });
});

describe('<tc-admin-audit>', () => {
  it('lists what the server answers and sends the filters to it', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminAuditTag, defineAdminAudit, { '/admin/audit': ok(log) });
    await find(() => screen.getByRole('table', { name: 'Audit log, newest first' }));
    expect(screen.getAllByRole('row')).toHaveLength(log.list.length + 1);
    expect(screen.getByText(/Reason: Power cut during the test/)).toBeTruthy();
    expect(screen.getByText(/Account: lena\.learner · Sessions ended: 1/)).toBeTruthy();
    expect(screen.getAllByText('Reset attempts').length).toBeGreaterThan(0);
    await user.type(screen.getByRole('textbox', { name: 'Who' }), 'olivia');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Reset attempts');
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'lena');
    await user.type(screen.getByLabelText('From'), '2031-03-01');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await find(() => expect(api.to('/admin/audit')).toHaveLength(2));
    expect(Object.fromEntries(api.to('/admin/audit')[1]?.url.searchParams ?? [])).toEqual({ actor: 'olivia', action: 'exam.attempts.reset', target: 'lena', from: '2031-03-01', page: '1', pageSize: '25' });
  });

  it('shows the empty log and the forbidden answer the server gives', async () => {
    const empty = await mountPartnerWidget(adminAuditTag, defineAdminAudit, { '/admin/audit': ok(adminUserFixture('audit.empty')) });
    await find(() => empty.screen.getByText('Nothing in the audit log matches this search.'));
    const forbidden = adminUserFixture('audit.forbidden');
    const refused = await mountPartnerWidget(adminAuditTag, defineAdminAudit, { '/admin/audit': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});
