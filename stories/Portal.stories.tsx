import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import '../widgets/portal/element';
import { failing, pending, phone, recorded } from './homeStoryKit';
import { withMockApi } from './mockApi';

const meta: Meta = {
  title: 'Widgets/tc-portal',
  decorators: [withMockApi({ '/portal/summary': recorded('portal.summary', 'portal.summary.es') })],
  render: () => <tc-portal />,
};
export default meta;
type Story = StoryObj;

/** Anonymous: get started, new courses, featured videos, the next webinar, submit a ticket, join us. */
export const Filled: Story = {};
export const Loading: Story = { decorators: [withMockApi({ '/portal/summary': pending })] };
/** A country with no catalogue and no webinar planned. */
export const Empty: Story = { decorators: [withMockApi({ '/portal/summary': recorded('portal.empty') })] };
export const LoadError: Story = { decorators: [withMockApi({ '/portal/summary': failing })] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const Phone: Story = { globals: phone };
