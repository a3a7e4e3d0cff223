import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import '../widgets/webinars/element';
import { failing, loggedOut, pending, phone, recorded } from './homeStoryKit';
import { withMockApi } from './mockApi';

const meta: Meta = {
  title: 'Widgets/tc-webinars',
  decorators: [withMockApi({ '/webinar/list': recorded('webinars.list', 'webinars.list.es') })],
  render: () => <tc-webinars />,
};
export default meta;
type Story = StoryObj;

/** Tomorrow's and next month's (Add to calendar), last week's with its recording; times in your zone and US Central time. */
export const Filled: Story = {};
/** Ten minutes before tomorrow's: the server sends its join link. */
export const JoinOpen: Story = { decorators: [withMockApi({ '/webinar/list': recorded('webinars.joinOpen') })] };
export const Loading: Story = { decorators: [withMockApi({ '/webinar/list': pending })] };
export const Empty: Story = { decorators: [withMockApi({ '/webinar/list': recorded('webinars.empty') })] };
export const LoadError: Story = { decorators: [withMockApi({ '/webinar/list': failing })] };
export const LoggedOut: Story = { decorators: [withMockApi({ '/webinar/list': loggedOut })] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: phone };
