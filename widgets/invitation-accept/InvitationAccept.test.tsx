import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import { fakeApi } from '../../src/testing/fakeApi';
import { partnerFixture } from '../../src/testing/fixtures/partner';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineInvitationAccept, invitationAcceptTag } from './element';

const invitation = partnerFixture('invitation');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/partner/invitation': ok(invitation) });
  });
  runWidgetSuite({
    tag: invitationAcceptTag,
    define: defineInvitationAccept,
    attributes: { token: 'link-token' },
    ready: (root) => root.querySelector('form') !== null,
    spanishText: /Únase al equipo de su empresa/,
  });
});

describe('<tc-invitation-accept>', () => {
  it('shows whom the link is for and creates the account with matching passwords', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(
      invitationAcceptTag,
      defineInvitationAccept,
      { '/partner/invitation': ok(invitation), '/partner/acceptInvitation': ok(partnerFixture('invitation.accepted')) },
      { token: 'link-token' },
    );
    await find(() => screen.getByText(new RegExp(`${invitation.company} invites you`)));
    expect(Object.fromEntries(api.to('/partner/invitation')[0]?.url.searchParams ?? [])).toEqual({ token: 'link-token' });
    expect((screen.getByLabelText('Your account') as HTMLInputElement).value).toBe(invitation.account);
    await user.type(screen.getByLabelText(/^Password/), 'tech1pass');
    await user.type(screen.getByLabelText(/^Confirm password/), 'tech1pas');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await find(() => screen.getByText('Passwords do not match'));
    expect(api.to('/partner/acceptInvitation')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Confirm password/), 's');
    // A second click within the spec's 500 ms is ignored, as a person's double click.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await find(() => screen.getByText(new RegExp(`Your account ${partnerFixture('invitation.accepted').account} is ready`)));
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(`/login?account=${encodeURIComponent(partnerFixture('invitation.accepted').account)}`);
  });

  it('says when the company admin withdrew the invitation, or a newer e-mail replaced the link, in the words of the server (Spanish too)', async () => {
    for (const name of ['invitation.withdrawnLink', 'invitation.withdrawnLink.es', 'invitation.replacedLink', 'invitation.replacedLink.es'] as const) {
      const refused = partnerFixture(name);
      const { element, screen } = await mountPartnerWidget(invitationAcceptTag, defineInvitationAccept, { '/partner/invitation': answer(refused) }, { token: 'old-link' });
      await find(() => expect(screen.getByRole('alert').textContent).toBe(refused.message));
      expect(screen.queryByRole('form')).toBeNull();
      // Asking again cannot revive a dead link.
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      element.remove();
    }
  });

  it('says when the link is used or expired, in the words of the server', async () => {
    const invalid = partnerFixture('invitation.invalid');
    const { screen } = await mountPartnerWidget(invitationAcceptTag, defineInvitationAccept, { '/partner/invitation': answer(invalid) }, { token: 'used' });
    await find(() => screen.getByText(invalid.message));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the invitation could not load in its own words when the server gave none, announced, and loads it again on Try again', async () => {
    let calls = 0;
    const live = ok(invitation);
    const { screen, user } = await mountPartnerWidget(
      invitationAcceptTag,
      defineInvitationAccept,
      { '/partner/invitation': (request) => (++calls === 1 ? new Response('down', { status: 502 }) : live(request)) },
      { token: 'link-token' },
    );
    expect((await find(() => screen.getByRole('alert'))).textContent).toContain('The invitation could not be loaded. Please try again.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByText(new RegExp(`${invitation.company} invites you`)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the link from the e-mail when opened without its token, without calling the API', async () => {
    const { api, screen } = await mountPartnerWidget(invitationAcceptTag, defineInvitationAccept, { '/partner/invitation': ok(invitation) });
    await find(() => expect(screen.getByRole('alert').textContent).toBe('This page needs the link from your invitation e-mail.'));
    expect(api.to('/partner/invitation')).toHaveLength(0);
  });
});
