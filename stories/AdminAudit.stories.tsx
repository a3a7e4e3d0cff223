import type { Meta, StoryObj } from '@storybook/react-vite';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminUsers/README.md).
import { adminUserFixture } from '../src/testing/fixtures/adminUsers';
import '../widgets/admin-audit/element';
import { ok, withMockApi } from './mockApi';
import { withSession } from './questionnaireStories';

const meta: Meta = {
  title: 'Widgets/tc-admin-audit',
  decorators: [withMockApi({ '/admin/audit': ok(adminUserFixture('audit.list')) })],
  render: () => <tc-admin-audit />,
};
export default meta;

type Story = StoryObj;

/** The newest entries: who did what to which record, with the reason. */
export const Filled: Story = {};

/** Opened from an address (`/admin/audit?actor=olivia&action=exam.attempts.reset&from=2031-03-01`): the filters show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-audit query="?actor=olivia&action=exam.attempts.reset&from=2031-03-01" /> };

/** Nothing matches the filters. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/audit': ok(adminUserFixture('audit.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/audit': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/audit': () => adminUserFixture('audit.forbidden') })] };

/** The log could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/audit': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
