import { within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clickThrottleMs } from '../../src/contract/limits';
import { setLanguage } from '../../src/i18n/i18n';
import { blurWhenDisabled } from '../../src/testing/blurWhenDisabled';
import { formatDate } from '../../src/ui/formatDate';
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
    await user.type(screen.getByLabelText(/^E-mail \*/), 'sara@aurora.example');
    await user.selectOptions(screen.getByLabelText('Role'), 'sales');
    // A second click within the spec's 500 ms is ignored, as a person's double click.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 50));
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await find(() => screen.getByText(`An invitation was e-mailed to ${team.invitations[0]!.email}.`));
    expect(api.to('/company/invite')[0]?.body).toEqual({ name: 'Sara Sales', email: 'sara@aurora.example', audience: 'sales', language: 'en' });
    expect(screen.getAllByRole('listitem').filter((item) => item.textContent?.includes(team.invitations[0]!.email))).toHaveLength(1);
  });

  it("shows the server's refusal over the company's daily cap of invitation e-mails in the form, keeps what was typed and lists nothing new", { timeout: 20_000 }, async () => {
    const limited = partnerFixture('invite.companyDailyLimit');
    const { api, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invite': answer(limited) });
    await user.type(await find(() => screen.getByLabelText(/^Name/)), 'Cruz Crew');
    await user.type(screen.getByLabelText(/^E-mail \*/), 'cruz@aurora.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const alert = await find(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe(limited.message);
    expect(alert.closest('form')).toBe(screen.getByRole('button', { name: 'Send invitation' }).closest('form'));
    expect(api.to('/company/invite')).toHaveLength(1);
    expect((screen.getByLabelText(/^E-mail \*/) as HTMLInputElement).value).toBe('cruz@aurora.example');
    expect(screen.queryByText(/cruz@aurora\.example/)).toBeNull();
  });

  it("invites in the language the admin chooses for the technician, first the admin's own, and lists it with the invitation", { timeout: 20_000 }, async () => {
    const spanish = partnerFixture('invite.spanish');
    const { api, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invite': ok(spanish) });
    const language = (await find(() => screen.getByLabelText('E-mail language'))) as HTMLSelectElement;
    expect(language.value).toBe('en');
    expect([...language.options].map((option) => [option.value, option.textContent, option.lang])).toEqual([
      ['en', 'English', 'en'],
      ['es', 'Español', 'es'],
    ]);
    await user.type(screen.getByLabelText(/^Name/), spanish.name);
    await user.type(screen.getByLabelText(/^E-mail \*/), spanish.email);
    await user.selectOptions(language, 'es');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await find(() => screen.getByText(`An invitation was e-mailed to ${spanish.email}.`));
    expect(api.to('/company/invite')[0]?.body).toEqual({ name: spanish.name, email: spanish.email, audience: 'installer', language: 'es' });
    const row = screen.getByText(spanish.name).closest('li') as HTMLElement;
    expect(row.textContent).toContain(`(${spanish.email}, Installer, e-mails in Español)`);
    expect(within(row).getByText('Español').getAttribute('lang')).toBe('es');
    // The choice stays for the next technician of the same crew.
    expect(language.value).toBe('es');
  });

  it("starts the e-mail language at the admin's own when the page is in Spanish, and lists each invitation's language", { timeout: 20_000 }, async () => {
    await setLanguage('es');
    const listed = partnerFixture('team.invitationLanguage.es');
    const { screen } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(listed) });
    expect(((await find(() => screen.getByLabelText('Idioma del correo'))) as HTMLSelectElement).value).toBe('es');
    const lupe = listed.invitations.find((invitation) => invitation.language === 'es')!;
    expect((screen.getByText(lupe.name).closest('li') as HTMLElement).textContent).toContain(`(${lupe.email}, Instalador, correos en Español)`);
  });

  it("shows the server's refusal of an e-mail language under the field, with the focus on it", { timeout: 20_000 }, async () => {
    const refused = partnerFixture('invite.badLanguage');
    const { api, root, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invite': answer(refused) });
    await user.type(await find(() => screen.getByLabelText(/^Name/)), 'Lupe Lengua');
    await user.type(screen.getByLabelText(/^E-mail \*/), 'lupe@aurora.example');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    const language = screen.getByLabelText('E-mail language');
    await find(() => expect(language.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(language.getAttribute('aria-describedby') ?? '') ?? root.getElementById(language.getAttribute('aria-describedby') ?? '')).toHaveProperty('textContent', refused.result.fields.language);
    expect(root.activeElement).toBe(language);
    expect(api.to('/company/invite')).toHaveLength(1);
  });

  const sara = team.invitations[0]!;
  const resendName = `Resend the invitation to ${sara.name} (${sara.email})`;
  const withdrawName = `Withdraw the invitation to ${sara.name} (${sara.email})`;

  it('resends an invitation: the row shows the new expiry the server states, the status says the earlier link stopped working, Resend keeps the focus', { timeout: 20_000 }, async () => {
    const resent = partnerFixture('invitation.resent');
    const { api, root, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invitation/resend': ok(resent) });
    const resend = await find(() => screen.getByRole('button', { name: resendName }));
    expect(resent.expiresAt).not.toBe(sara.expiresAt);
    blurWhenDisabled(root);
    resend.focus();
    await user.click(resend);
    await find(() => screen.getByText(`A new invitation link was e-mailed to ${resent.email}; the earlier link no longer works.`));
    expect(api.to('/company/invitation/resend')[0]?.body).toEqual({ invitationId: sara.invitationId });
    const row = within(screen.getByRole('button', { name: resendName }).closest('li') as HTMLElement);
    expect(row.getByText(new RegExp(`Waiting until ${formatDate(resent.expiresAt, 'en')}`))).toBeTruthy();
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: resendName })));
  });

  it("keeps the server's refusal of a resend over the address's limit in the row", { timeout: 20_000 }, async () => {
    const limited = partnerFixture('invitation.resend.limited');
    const { screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invitation/resend': answer(limited) });
    await user.click(await find(() => screen.getByRole('button', { name: resendName })));
    const alert = await find(() => screen.getByRole('alert'));
    expect(alert.textContent).toBe(limited.message);
    expect(alert.closest('li')?.textContent).toContain(sara.email);
  });

  it('withdraws after a confirmation: the row goes, the status says so and the list heading takes the focus; Keep it goes back to Withdraw', { timeout: 20_000 }, async () => {
    const { api, root, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invitation/withdraw': ok(partnerFixture('invitation.withdrawn')) });
    await user.click(await find(() => screen.getByRole('button', { name: withdrawName })));
    const question = `Withdraw the invitation to ${sara.name} (${sara.email})? Its link will stop working.`;
    await user.click(within(screen.getByRole('group', { name: question })).getByRole('button', { name: 'Keep it' }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: withdrawName })));
    expect(api.to('/company/invitation/withdraw')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: withdrawName }));
    const confirm = within(screen.getByRole('group', { name: question })).getByRole('button', { name: 'Withdraw invitation' });
    expect(root.activeElement).toBe(confirm);
    await user.click(confirm);
    await find(() => screen.getByText(`The invitation to ${sara.email} was withdrawn; its link no longer works.`));
    expect(api.to('/company/invitation/withdraw')[0]?.body).toEqual({ invitationId: sara.invitationId });
    expect(screen.queryByRole('button', { name: resendName })).toBeNull();
    expect(screen.getByText('There are no open invitations.')).toBeTruthy();
    await find(() => expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Open invitations' })));
  });

  it('keeps a refused withdrawal in the row and gives Withdraw the focus back', { timeout: 20_000 }, async () => {
    const gone = partnerFixture('invitation.withdraw.gone');
    const { root, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invitation/withdraw': answer(gone) });
    await user.click(await find(() => screen.getByRole('button', { name: withdrawName })));
    await user.click(screen.getByRole('button', { name: 'Withdraw invitation' }));
    await find(() => expect(screen.getByRole('alert').textContent).toBe(gone.message));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: withdrawName })));
  });

  it("answers inviting an address with an open invitation with the server's words under E-mail, pointing to Resend", { timeout: 20_000 }, async () => {
    const pending = partnerFixture('invite.pending');
    const { api, root, screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(team), '/company/invite': answer(pending) });
    await user.type(await find(() => screen.getByLabelText(/^Name/)), sara.name);
    await user.type(screen.getByLabelText(/^E-mail \*/), sara.email);
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    await find(() => screen.getByText(pending.result.fields.email!));
    expect(api.to('/company/invite')).toHaveLength(1);
    expect(root.activeElement).toBe(screen.getByLabelText(/^E-mail \*/));
    expect(screen.getAllByRole('button', { name: /^Resend the invitation/ })).toHaveLength(1);
  });

  it('names Resend and Withdraw in Spanish', { timeout: 20_000 }, async () => {
    const spanish = partnerFixture('team.filled.es');
    const { screen } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': ok(spanish) });
    await setLanguage('es');
    const invitation = spanish.invitations[0]!;
    await find(() => screen.getByRole('button', { name: `Reenviar la invitación a ${invitation.name} (${invitation.email})` }));
    expect(screen.getByRole('button', { name: `Retirar la invitación a ${invitation.name} (${invitation.email})` }).textContent).toBe('Retirar');
  });

  it("shows the server's refusal to somebody who is not the company admin", async () => {
    const forbidden = partnerFixture('team.forbidden');
    const { screen } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, { '/company/team': answer(forbidden) });
    await find(() => screen.getByText(forbidden.message));
  });

  it('says the team could not load in its own words when the server gave none, announced, and loads it again on Try again', async () => {
    let calls = 0;
    const filled = ok(team);
    const { screen, user } = await mountPartnerWidget(companyTeamTag, defineCompanyTeam, {
      '/company/team': (request) => (++calls === 1 ? new Response('down', { status: 502 }) : filled(request)),
    });
    expect((await find(() => screen.getByRole('alert'))).textContent).toContain("Your company's team could not be loaded. Please try again.");
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await find(() => screen.getByRole('table', { name: 'People of your company, their training and certificates' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
