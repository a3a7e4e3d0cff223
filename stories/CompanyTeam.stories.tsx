import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/partner/README.md).
import { partnerFixture } from '../src/testing/fixtures/partner';
import '../widgets/company-team/element';
import { userEvent } from 'storybook/test';
import { withMockApi, type MockHandler } from './mockApi';
import { typeInto, widgetScreen } from './widgetScreen';

const team: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture(i18n.language === 'es' ? 'team.filled.es' : 'team.filled') });
const invited: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture('team.filled').invitations[0] });

const resent: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture('invitation.resent') });
const withdrawn: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture('invitation.withdrawn') });
const actions = { 'POST /company/invitation/resend': resent, 'POST /company/invitation/withdraw': withdrawn };

const meta: Meta = {
  title: 'Widgets/tc-company-team',
  decorators: [withMockApi({ '/company/team': team, 'POST /company/invite': invited, ...actions })],
  render: () => <tc-company-team />,
};
export default meta;

type Story = StoryObj;

/** The company admin, one technician halfway through the installation course, one invitation open. */
export const Filled: Story = {};

/** Only the admin so far, nobody invited. */
export const Empty: Story = {
  decorators: [
    withMockApi({
      '/company/team': () => {
        const recorded = partnerFixture('team.filled');
        return { code: ResultCode.success, message: 'OK', result: { ...recorded, members: recorded.members.filter((member) => member.companyAdmin), invitations: [] } };
      },
    }),
  ],
};

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-company-team', 'tbody tr');
const clickFirst = async (canvasElement: HTMLElement, name: RegExp) => {
  const screen = await loaded(canvasElement);
  const [button] = screen.getAllByRole('button', { name });
  if (button) await userEvent.click(button);
  return screen;
};

/** Resend pressed: the row's new expiry, and the status that the earlier link no longer works. */
export const Resent: Story = { play: async ({ canvasElement }) => void (await clickFirst(canvasElement, /^(Resend|Reenviar) /)) };

/** Resend over the address's limit of invitation e-mails: the server's 42900 in the row. */
export const ResendLimited: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invitation/resend': () => partnerFixture(i18n.language === 'es' ? 'invitation.resend.limited.es' : 'invitation.resend.limited') })],
  play: async ({ canvasElement }) => void (await clickFirst(canvasElement, /^(Resend|Reenviar) /)),
};

/** Withdraw pressed: the confirmation in place of the row's buttons. */
export const ConfirmWithdraw: Story = { play: async ({ canvasElement }) => void (await clickFirst(canvasElement, /^(Withdraw|Retirar) /)) };

/** Withdrawn: the row is gone, the status says its link no longer works, the list's heading has the focus. */
export const Withdrawn: Story = {
  play: async ({ canvasElement }) => {
    const screen = await clickFirst(canvasElement, /^(Withdraw|Retirar) /);
    await userEvent.click(screen.getByRole('button', { name: /^(Withdraw invitation|Retirar invitación)$/ }));
  },
};

/** A withdrawal another tab made first: the server's 40009 in the row. */
export const WithdrawRefused: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invitation/withdraw': () => partnerFixture('invitation.withdraw.gone') })],
  play: async ({ canvasElement }) => {
    const screen = await clickFirst(canvasElement, /^(Withdraw|Retirar) /);
    await userEvent.click(screen.getByRole('button', { name: /^(Withdraw invitation|Retirar invitación)$/ }));
  },
};

/** Inviting an address whose invitation is open: the server's 40009 under E-mail, pointing to Resend. */
export const InvitePending: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invite': () => partnerFixture(i18n.language === 'es' ? 'invite.pending.es' : 'invite.pending') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const invitation = partnerFixture('team.filled').invitations[0];
    typeInto(screen.getByLabelText(/^(Name|Nombre)/), invitation?.name ?? '');
    typeInto(screen.getByLabelText(/^(E-mail|Correo electrónico) \*/), invitation?.email ?? '');
    await userEvent.click(screen.getByRole('button', { name: /^(Send invitation|Enviar invitación)$/ }));
  },
};

/** An invitation over the company's daily cap of invitation e-mails: the server's 42900 in the form's alert. */
export const InviteDailyCap: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invite': () => partnerFixture(i18n.language === 'es' ? 'invite.companyDailyLimit.es' : 'invite.companyDailyLimit') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    typeInto(screen.getByLabelText(/^(Name|Nombre)/), 'Cruz Crew');
    typeInto(screen.getByLabelText(/^(E-mail|Correo electrónico) \*/), 'cruz@aurora.example');
    await userEvent.click(screen.getByRole('button', { name: /^(Send invitation|Enviar invitación)$/ }));
  },
};

/** Lupe invited with Español as the e-mail language: the new row names it. */
export const InviteInSpanish: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invite': () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture('invite.spanish') }) })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    typeInto(screen.getByLabelText(/^(Name|Nombre)/), 'Lupe Lengua');
    typeInto(screen.getByLabelText(/^(E-mail|Correo electrónico) \*/), 'lupe@aurora.example');
    await userEvent.selectOptions(screen.getByLabelText(/^(E-mail language|Idioma del correo)$/), 'es');
    await userEvent.click(screen.getByRole('button', { name: /^(Send invitation|Enviar invitación)$/ }));
  },
};

/** The open invitations with the language each one is mailed in (Lupe's in Spanish). */
export const InvitationLanguages: Story = {
  decorators: [withMockApi({ '/company/team': () => ({ code: ResultCode.success, message: 'OK', result: partnerFixture(i18n.language === 'es' ? 'team.invitationLanguage.es' : 'team.invitationLanguage') }) })],
};

/** An e-mail language the server does not take: its 40000 under the field. */
export const InviteBadLanguage: Story = {
  decorators: [withMockApi({ '/company/team': team, ...actions, 'POST /company/invite': () => partnerFixture(i18n.language === 'es' ? 'invite.badLanguage.es' : 'invite.badLanguage') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    typeInto(screen.getByLabelText(/^(Name|Nombre)/), 'Lupe Lengua');
    typeInto(screen.getByLabelText(/^(E-mail|Correo electrónico) \*/), 'lupe@aurora.example');
    await userEvent.click(screen.getByRole('button', { name: /^(Send invitation|Enviar invitación)$/ }));
  },
};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/company/team': () => new Promise(() => undefined) })] };

/** A technician (not the company admin): the server's 40003. */
export const NotCompanyAdmin: Story = { decorators: [withMockApi({ '/company/team': () => partnerFixture('team.forbidden') })] };

/** The team could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/company/team': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
