import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/partner/README.md).
import { partnerFixture } from '../src/testing/fixtures/partner';
import '../widgets/invitation-accept/element';
import { ok, withMockApi } from './mockApi';

const meta: Meta = {
  title: 'Widgets/tc-invitation-accept',
  decorators: [withMockApi({ '/partner/invitation': ok(partnerFixture('invitation')), 'POST /partner/acceptInvitation': ok(partnerFixture('invitation.accepted')) })],
  render: () => <tc-invitation-accept token="story-token" login-url="?login" />,
};
export default meta;

type Story = StoryObj;

/** A live link: whom it is for, and the password form. */
export const Live: Story = {};

/** A used or expired link: the server's 40082. */
export const Invalid: Story = {
  decorators: [withMockApi({ '/partner/invitation': () => partnerFixture(i18n.language === 'es' ? 'invitation.invalid.es' : 'invitation.invalid') })],
};

/** A link whose invitation the company admin withdrew: the server's 40082 says so. */
export const Withdrawn: Story = {
  decorators: [withMockApi({ '/partner/invitation': () => partnerFixture(i18n.language === 'es' ? 'invitation.withdrawnLink.es' : 'invitation.withdrawnLink') })],
};

/** A link the company admin replaced with Resend: the server's 40082 points to the newest e-mail. */
export const Replaced: Story = {
  decorators: [withMockApi({ '/partner/invitation': () => partnerFixture(i18n.language === 'es' ? 'invitation.replacedLink.es' : 'invitation.replacedLink') })],
};

/** The invitation could not load: the server's reason and Try again. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/partner/invitation': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened without the link's token. */
export const MissingToken: Story = { render: () => <tc-invitation-accept /> };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/partner/invitation': () => new Promise(() => undefined) })] };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
