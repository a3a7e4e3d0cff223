import { beforeEach, describe, expect, it } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
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

describe('<tc-admin-audit> in an address', () => {
  /** Mounts the log with `attributes` and records the moves it reports. */
  const mountLog = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminAuditTag, defineAdminAudit, { '/admin/audit': ok(log) }, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountLog>>['api']) => Object.fromEntries(api.to('/admin/audit').at(-1)?.url.searchParams ?? []);
  const value = (element: HTMLElement) => (element as HTMLInputElement | HTMLSelectElement).value;

  it('opens on the filters and page of its query attribute', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountLog({ 'page-size': '2', query: '?actor=olivia&action=exam.attempts.reset&target=lena&from=2031-03-01&to=2031-03-31&page=2' });
    await find(() => screen.getByRole('table', { name: 'Audit log, newest first' }));
    expect(asked(api)).toEqual({ actor: 'olivia', action: 'exam.attempts.reset', target: 'lena', from: '2031-03-01', to: '2031-03-31', page: '2', pageSize: '2' });
    expect(value(screen.getByRole('textbox', { name: 'Who' }))).toBe('olivia');
    expect(value(screen.getByRole('combobox', { name: 'Action' }))).toBe('exam.attempts.reset');
    expect(value(screen.getByRole('textbox', { name: 'Target' }))).toBe('lena');
    expect(value(screen.getByLabelText('From'))).toBe('2031-03-01');
    expect(value(screen.getByLabelText('To'))).toBe('2031-03-31');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('falls back to the first page of the whole log for a query it cannot read', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountLog({ query: `page=abc&action=user.fly&from=2031-02-30&to=tomorrow&target=${'x'.repeat(101)}` });
    await find(() => screen.getByRole('table', { name: 'Audit log, newest first' }));
    expect(asked(api)).toEqual({ page: '1', pageSize: '25' });
    expect(value(screen.getByRole('combobox', { name: 'Action' }))).toBe('');
    expect(value(screen.getByRole('textbox', { name: 'Target' }))).toBe('');
  });

  it('shows an action of the address the log does not hold yet as the chosen filter', { timeout: 20_000 }, async () => {
    const { api, screen } = await mountLog({ query: '?action=faq.delete' });
    await find(() => screen.getByRole('table', { name: 'Audit log, newest first' }));
    expect(asked(api)).toMatchObject({ action: 'faq.delete' });
    expect(value(screen.getByRole('combobox', { name: 'Action' }))).toBe('faq.delete');
  });

  it('reports a turned page and submitted filters (from page 1), not the typing', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountLog({ 'page-size': '2', query: '?' });
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.type(screen.getByRole('textbox', { name: 'Who' }), ' olivia ');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Reset attempts');
    await user.type(screen.getByLabelText('From'), '2031-03-01');
    expect(moves).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'actor=olivia&action=exam.attempts.reset&from=2031-03-01' } });
    expect(moves).toHaveLength(2);
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, screen, moves } = await mountLog({ query: '?actor=olivia&page=2' });
    await find(() => screen.getByRole('table', { name: 'Audit log, newest first' }));
    expect(asked(api)).toMatchObject({ actor: 'olivia', page: '2' });
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ page: '1', pageSize: '25' }));
    await find(() => expect(value(screen.getByRole('textbox', { name: 'Who' }))).toBe(''));
    expect(moves).toEqual([]);
  });
});
