import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/partner/README.md).
import { partnerFixture } from '../src/testing/fixtures/partner';
import '../widgets/admin-applications/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

/** The recorded pending queue, or every application when the filter asks for all. */
const queue: MockHandler = ({ url }) => ({
  code: ResultCode.success,
  message: 'OK',
  result: partnerFixture(url.searchParams.get('status') === 'pending' ? 'applications.pending' : 'applications.all'),
});

const meta: Meta = {
  title: 'Widgets/tc-admin-applications',
  decorators: [withMockApi({ '/admin/partner/applications': queue, 'POST /admin/partner/approve': ok(partnerFixture('approved')), 'POST /admin/partner/reject': ok(partnerFixture('rejected')) })],
  render: () => <tc-admin-applications />,
};
export default meta;

type Story = StoryObj;

const table = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-applications', 'table');

/** The pending queue, newest first. */
export const Pending: Story = {};

/** Every application: approved, rejected (with the reason) and pending. */
export const All: Story = { render: () => <tc-admin-applications status="" /> };

/** Approve clicked: the decision is announced. */
export const Approved: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [approve] = screen.getAllByRole('button', { name: /^(Approve|Aprobar) / });
    if (approve) await userEvent.click(approve);
  },
};

/** Reject clicked: the reason is asked in place. */
export const Rejecting: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [reject] = screen.getAllByRole('button', { name: /^(Reject|Rechazar) / });
    if (reject) await userEvent.click(reject);
  },
};

/** No application waits. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/partner/applications': ok(partnerFixture('applications.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/partner/applications': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/partner/applications': () => partnerFixture('applications.forbidden') })] };

/** The queue could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/partner/applications': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
