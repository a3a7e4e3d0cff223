import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import { questionnaireFixture } from '../src/testing/fixtures/questionnaire';
import '../widgets/instructor-detail/element';
import { withMockApi } from './mockApi';
import { failure, file, ok, pending, withSession } from './questionnaireStories';

const qr = file('training-qr.svg', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"/>');

const meta: Meta = {
  title: 'Widgets/tc-instructor-detail',
  decorators: [withMockApi({ '/questionnaire/instructors': ok(questionnaireFixture('instructors')), 'POST /questionnaire/qrCode': qr }), withSession('learner')],
  render: () => <tc-instructor-detail />,
};
export default meta;

type Story = StoryObj;

/** The internal and the external demo instructor, each with the QR code of the current session. */
export const Instructors: Story = {};
export const Loading: Story = { decorators: [withMockApi({ '/questionnaire/instructors': pending }), withSession('learner')] };
export const Empty: Story = { decorators: [withMockApi({ '/questionnaire/instructors': ok(questionnaireFixture('instructors.empty')) }), withSession('learner')] };
export const LoadError: Story = { decorators: [withMockApi({ '/questionnaire/instructors': failure() }), withSession('learner')] };
export const LoggedOut: Story = { decorators: [withSession(null)] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
