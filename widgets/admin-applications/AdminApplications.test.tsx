import { beforeEach, describe, expect, it } from 'vitest';
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
