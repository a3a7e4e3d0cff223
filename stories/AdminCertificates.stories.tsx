import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminReports/README.md).
import { adminReportFixture } from '../src/testing/fixtures/adminReports';
import '../widgets/admin-certificates/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { typeInto, widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

/** The recorded search in the reader's language. */
const search: MockHandler = () => ({ code: ResultCode.success, message: 'OK', result: adminReportFixture(i18n.language === 'es' ? 'certificates.filled.es' : 'certificates.filled') });

const meta: Meta = {
  title: 'Widgets/tc-admin-certificates',
  decorators: [
    withMockApi({
      '/admin/certificate/list': search,
      'POST /admin/certificate/reissue': ok(adminReportFixture('certificates.reissued')),
      'POST /admin/certificate/revoke': ok(adminReportFixture('certificates.revoked')),
    }),
  ],
  render: () => <tc-admin-certificates />,
};
export default meta;

type Story = StoryObj;

const table = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-certificates', 'table');

/** Every certificate: a valid one, a reissued one that was revoked, and the one it replaced. */
export const Filled: Story = {};

/** Reissue clicked: the reason is asked in place. */
export const Reissuing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [reissue] = screen.getAllByRole('button', { name: /^(Reissue|Reemitir) / });
    if (reissue) await userEvent.click(reissue);
  },
};

/** A reissue confirmed: the new serial is announced. */
export const Reissued: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [reissue] = screen.getAllByRole('button', { name: /^(Reissue|Reemitir) / });
    if (!reissue) return;
    await userEvent.click(reissue);
    typeInto(screen.getByRole('textbox'), 'The name was misspelt');
    await userEvent.click(screen.getByRole('button', { name: /^(Reissue certificate|Reemitir certificado)$/ }));
  },
};

/** A partner company's revoked certificate, Reissue clicked: a new term is announced in the hint. */
export const PartnerReissuing: Story = {
  decorators: [
    withMockApi({
      '/admin/certificate/list': ok(adminReportFixture('certificates.partnerRevoked')),
      'POST /admin/certificate/reissue': ok(adminReportFixture('certificates.partnerReissued')),
    }),
  ],
  play: Reissuing.play,
};

/** Revoke clicked: the reason is asked in place. */
export const Revoking: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [revoke] = screen.getAllByRole('button', { name: /^(Revoke|Revocar) / });
    if (revoke) await userEvent.click(revoke);
  },
};

/** The server refuses a reissue (a revoked certificate): its text in the row. */
export const ReissueRefused: Story = {
  decorators: [withMockApi({ '/admin/certificate/list': search, 'POST /admin/certificate/reissue': () => adminReportFixture('certificates.notReissuable') })],
  play: Reissued.play,
};

/** The certificate does not exist on the server (40004): its message and the way back to the list, no Try again. */
export const CertificateGone: Story = {
  decorators: [withMockApi({ '/admin/certificate/list': search, 'POST /admin/certificate/reissue': () => adminReportFixture(i18n.language === 'es' ? 'certificates.reissue.gone.es' : 'certificates.revoke.gone') })],
  play: Reissued.play,
};

/** No certificate matches the search. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/certificate/list': ok(adminReportFixture('certificates.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/certificate/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/certificate/list': () => adminReportFixture('certificates.forbidden') })] };

/** The search could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/certificate/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
