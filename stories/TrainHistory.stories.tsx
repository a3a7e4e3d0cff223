import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import { questionnaireFixture } from '../src/testing/fixtures/questionnaire';
import '../widgets/train-history/element';
import { withMockApi } from './mockApi';
import { failure, ok, pending, withSession } from './questionnaireStories';

const meta: Meta = {
  title: 'Widgets/tc-train-history',
  decorators: [withMockApi({ '/questionnaire/trainHistory': ok(questionnaireFixture('trainHistory')) }), withSession('learner')],
  render: () => <tc-train-history />,
};
export default meta;

type Story = StoryObj;

/** The demo sessions, newest first, times in US Central time. */
export const Sessions: Story = {};
export const Loading: Story = { decorators: [withMockApi({ '/questionnaire/trainHistory': pending }), withSession('learner')] };
export const Empty: Story = { decorators: [withMockApi({ '/questionnaire/trainHistory': ok(questionnaireFixture('trainHistory.empty')) }), withSession('learner')] };
export const LoadError: Story = { decorators: [withMockApi({ '/questionnaire/trainHistory': failure() }), withSession('learner')] };
/** Without a session: the way to log in. */
export const LoggedOut: Story = { decorators: [withSession(null)] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
