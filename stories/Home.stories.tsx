import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import { certificateFixture } from '../src/testing/fixtures/certificates';
import { homeFixture } from '../src/testing/fixtures/home';
import '../widgets/home/element';
import { failing, loggedOut, pending, phone, recorded, recordedValue } from './homeStoryKit';
import { withMockApi, type MockHandler } from './mockApi';

const blocks = (summary: MockHandler, overrides: Record<string, MockHandler> = {}) =>
  withMockApi({
    '/home/summary': summary,
    '/certificate/list': recordedValue(certificateFixture('list.empty')),
    '/notification/list': recorded('notifications.some', 'notifications.some.es'),
    '/webinar/list': recorded('webinars.list', 'webinars.list.es'),
    ...overrides,
  });

const meta: Meta = { title: 'Widgets/tc-home', decorators: [blocks(recorded('home.middle', 'home.middle.es'))], render: () => <tc-home /> };
export default meta;
type Story = StoryObj;

/** In the middle of the course: continue where the video stopped; the next step is to finish that lesson. */
export const MiddleOfCourse: Story = {};
/** A fresh learner: start the course. */
export const Fresh: Story = { decorators: [blocks(recorded('home.fresh'), { '/notification/list': recorded('notifications.empty'), '/webinar/list': recorded('webinars.empty') })] };
/** The first lesson passed, the second never played: watch it next. */
export const WatchNext: Story = { decorators: [blocks(recorded('home.watchNext'))] };
/** After a failed test: retake it (one attempt left). */
export const RetakeTest: Story = { decorators: [blocks(recorded('home.retakeTest'))] };
/** Certified: every lesson done, the certificates, and a reminder to renew the one expiring. */
export const Certified: Story = { decorators: [blocks(recorded('home.certified'), { '/certificate/list': recordedValue(certificateFixture('list.renewal')) })] };
/** A partner company's admin: the company's business partner certificate ends soon, a reminder that leads to the provider's contact form before any course step. */
export const PartnerCertificateExpiring: Story = {
  decorators: [blocks(recorded('home.partnerExpiring'), { '/certificate/list': recordedValue(homeFixture('certificates.partnerExpiring')) })],
};
/** Every block still loading. */
export const Loading: Story = { decorators: [blocks(pending, { '/certificate/list': pending, '/notification/list': pending, '/webinar/list': pending })] };
/** One slow block (webinars) and one failed block (certificates): the others show. */
export const SlowAndFailedBlocks: Story = { decorators: [blocks(recorded('home.middle'), { '/webinar/list': pending, '/certificate/list': failing })] };
/** Every block failed, each with its own Try again. */
export const LoadError: Story = { decorators: [blocks(failing, { '/certificate/list': failing, '/notification/list': failing, '/webinar/list': failing })] };
export const LoggedOut: Story = { decorators: [blocks(loggedOut, { '/certificate/list': loggedOut, '/notification/list': loggedOut, '/webinar/list': loggedOut })] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: phone };
