import { beforeEach, describe, expect, it } from 'vitest';
import type { TcEventMap } from '../../src/elements/events';
import { clickThrottleMs } from '../../src/contract/limits';
import { fakeApi } from '../../src/testing/fakeApi';
import { partnerFixture } from '../../src/testing/fixtures/partner';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { adminApplicationsTag, defineAdminApplications } from './element';

const pending = partnerFixture('applications.pending');
/** A second click on the same button within the spec's 500 ms is ignored, as a person's double click. */
const pastClickThrottle = () => new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));
const first = pending.list[0]!;

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/admin/partner/applications': ok(pending) });
  });
  runWidgetSuite({ tag: adminApplicationsTag, define: defineAdminApplications, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /Solicitudes de socios/ });
});

describe('<tc-admin-applications>', () => {
  it('lists the pending queue the server answers and approves one, announcing the result', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(adminApplicationsTag, defineAdminApplications, {
      '/admin/partner/applications': ok(pending),
      '/admin/partner/approve': ok(partnerFixture('approved')),
    });
    await find(() => screen.getByRole('table', { name: 'Partner applications, newest first' }));
    expect(Object.fromEntries(api.to('/admin/partner/applications')[0]?.url.searchParams ?? [])).toMatchObject({ status: 'pending', page: '1', pageSize: '20' });
    expect(screen.getAllByRole('row')).toHaveLength(pending.list.length + 1);
    await user.click(screen.getByRole('button', { name: `Approve the application of ${first.company}` }));
    await find(() => screen.getByText(new RegExp(`${first.company} is approved`)));
    expect(api.to('/admin/partner/approve')[0]?.body).toEqual({ applicationId: first.applicationId });
  });

  it('rejects with a reason asked in place; an empty reason is refused; Cancel gives the focus back', { timeout: 20_000 }, async () => {
    const { api, root, screen, user } = await mountPartnerWidget(adminApplicationsTag, defineAdminApplications, {
      '/admin/partner/applications': ok(pending),
      '/admin/partner/reject': ok(partnerFixture('rejected')),
    });
    const reject = await find(() => screen.getByRole('button', { name: `Reject the application of ${first.company}` }));
    await user.click(reject);
    const reason = await find(() => screen.getByRole('textbox', { name: `Reason for rejecting ${first.company}` }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: `Reject the application of ${first.company}` })));
    await user.click(screen.getByRole('button', { name: `Reject the application of ${first.company}` }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Send rejection' })));
    await find(() => screen.getByText('Please give a reason'));
    expect(api.to('/admin/partner/reject')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: `Reason for rejecting ${first.company}` }), 'No licence on file');
    await pastClickThrottle();
    await user.click(screen.getByRole('button', { name: 'Send rejection' }));
    await find(() => screen.getByText(new RegExp(`${first.company} was rejected`)));
    expect(api.to('/admin/partner/reject')[0]?.body).toEqual({ applicationId: first.applicationId, reason: 'No licence on file' });
    expect(reason).toBeTruthy();
  });

  it('shows the empty queue and the forbidden answer the server gives', async () => {
    const empty = await mountPartnerWidget(adminApplicationsTag, defineAdminApplications, { '/admin/partner/applications': ok(partnerFixture('applications.empty')) });
    await find(() => empty.screen.getByText('There are no applications here.'));
    const forbidden = partnerFixture('applications.forbidden');
    const refused = await mountPartnerWidget(adminApplicationsTag, defineAdminApplications, { '/admin/partner/applications': answer(forbidden) });
    await find(() => refused.screen.getByText(forbidden.message));
  });
});

describe('<tc-admin-applications> in an address', () => {
  /** Mounts the queue with `attributes` and records the moves it reports. */
  const mountQueue = async (attributes: Record<string, string>) => {
    const mounted = await mountPartnerWidget(adminApplicationsTag, defineAdminApplications, { '/admin/partner/applications': ok(pending) }, attributes);
    const moves: TcEventMap['tc-navigate'][] = [];
    mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
    return { ...mounted, moves };
  };
  const asked = (api: Awaited<ReturnType<typeof mountQueue>>['api']) => Object.fromEntries(api.to('/admin/partner/applications').at(-1)?.url.searchParams ?? []);
  const statusValue = (screen: Awaited<ReturnType<typeof mountQueue>>['screen']) => (screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value;

  it('opens on the status and page of its query attribute; every application is status=all', { timeout: 20_000 }, async () => {
    const rejected = await mountQueue({ 'page-size': '1', query: '?status=rejected&page=2' });
    await find(() => rejected.screen.getByRole('table'));
    expect(asked(rejected.api)).toEqual({ status: 'rejected', page: '2', pageSize: '1' });
    expect(statusValue(rejected.screen)).toBe('rejected');
    const all = await mountQueue({ query: '?status=all' });
    await find(() => all.screen.getByRole('table'));
    expect(asked(all.api)).toEqual({ page: '1', pageSize: '20' });
    expect(statusValue(all.screen)).toBe('all');
  });

  it('falls back to the status it opens with for a query it cannot read', { timeout: 20_000 }, async () => {
    const queue = await mountQueue({ query: 'page=abc&status=lost' });
    await find(() => queue.screen.getByRole('table'));
    expect(asked(queue.api)).toEqual({ status: 'pending', page: '1', pageSize: '20' });
    const opensOnAll = await mountQueue({ status: 'everything', query: 'status=lost' });
    await find(() => opensOnAll.screen.getByRole('table'));
    expect(asked(opensOnAll.api)).toEqual({ page: '1', pageSize: '20' });
  });

  it('reports a turned page and a changed status (from page 1)', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountQueue({ 'page-size': '1', query: '?' });
    await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'status=all' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: '' } });
  });

  it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
    const { api, element, screen, moves } = await mountQueue({ query: '?status=approved&page=2' });
    await find(() => screen.getByRole('table'));
    element.setAttribute('query', '?');
    await find(() => expect(asked(api)).toEqual({ status: 'pending', page: '1', pageSize: '20' }));
    expect(statusValue(screen)).toBe('pending');
    expect(moves).toEqual([]);
  });
});
