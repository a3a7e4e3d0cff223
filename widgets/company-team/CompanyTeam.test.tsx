import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import { fakeApi } from '../../src/testing/fakeApi';
import { partnerFixture } from '../../src/testing/fixtures/partner';
import { answer, find, mountPartnerWidget, ok } from '../../src/testing/partnerHarness';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { companyTeamTag, defineCompanyTeam } from './element';

const team = partnerFixture('team.filled');

describe('conformance', () => {
  beforeEach(() => {
    fakeApi({ '/company/team': ok(team) });
  });
  runWidgetSuite({ tag: companyTeamTag, define: defineCompanyTeam, ready: (root) => root.querySelector('tbody tr') !== null, spanishText: /El equipo de mi empresa/ });
});

describe('<tc-company-team>', () => {
  it("shows each person's course progress and certificates, and the open invitations, as the server states them", { timeout: 20_000 }, async () => {
    const { screen } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team) });
    await find(() => screen.getByRole('table', { name: 'People of your company, their training and certificates' }));
    const technician = team.members.find((member) => !member.companyAdmin)!;
    const started = technician.courses.find((course) => course.percent > 0)!;
    expect(screen.getByText(new RegExp(`${started.title}: ${started.percent}%`))).toBeTruthy();
    expect(screen.getByText(/Business Partner Certificate \(Valid\)/)).toBeTruthy();
    expect(screen.getByText(team.invitations[0]!.name)).toBeTruthy();
  });

  it('invites a technician: the schema checks first, then the server mails the link', { timeout: 20_000 }, async () => {
    const { api, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, {
      '/company/team': ok(team),
      '/company/invite': ok(team.invitations[0]),
    });
    await find(() => screen.getByRole('button', { name: 'Send invitation' }));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await find(() => screen.getByText('Name is required'));
    expect(api.to('/company/invite')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Name/), 'Sara Sales');
    await user.type(screen.getByLabelText(/^E-mail/), 'sara@aurora.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'sales');
    // A second click within the spec's 500 ms is ignored, as a person's double click.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await find(() => screen.getByText(`An invitation was e-mailed to ${team.invitations[0]!.email}.`));
    expect(api.to('/company/invite')[0]?.body).toEqual({ name: 'Sara Sales', email: 'sara@aurora.example', audience: 'sales' });
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes(team.invitations[0]!.email))).toHaveLength(1);
  });

  it("shows the server's refusal to somebody who is not the company admin", async () => {
    const forbidden = partnerFixture('team.forbidden');
    const { screen } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': answer(forbidden) });
    await find(() => screen.getByText(forbidden.message));
  });
});
