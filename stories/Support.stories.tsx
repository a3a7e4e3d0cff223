import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/support/README.md).
import { supportFixture } from '../src/testing/fixtures/support';
import '../widgets/support/element';
import { withMockApi } from './mockApi';

const meta: Meta = {
  title: 'Widgets/tc-support',
  decorators: [withMockApi({ '/support/info': () => ({ code: ResultCode.success, message: 'OK', result: supportFixture('info.open') }) })],
  render: () => <tc-support />,
};
export default meta;

type Story = StoryObj;

/** Inside the hours (as the server decided in US Central time). */
export const Open: Story = {};

/** Outside the hours. */
export const Closed: Story = { decorators: [withMockApi({ '/support/info': () => ({ code: ResultCode.success, message: 'OK', result: supportFixture('info.closed') }) })] };

/** The details are on their way. */
export const Loading: Story = { decorators: [withMockApi({ '/support/info': () => new Promise(() => undefined) })] };

/** The server failed: its reason and Try again. */
export const Failed: Story = {
  decorators: [withMockApi({ '/support/info': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
