import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import '../widgets/notifications/element';
import { failing, loggedOut, pending, phone, recorded } from './homeStoryKit';
import { withMockApi } from './mockApi';

const meta: Meta = {
  title: 'Widgets/tc-notifications',
  decorators: [withMockApi({ '/notification/list': recorded('notifications.some', 'notifications.some.es'), 'POST /notification/read': recorded('notifications.readAll') })],
  render: () => <tc-notifications />,
};
export default meta;
type Story = StoryObj;

/** A lesson passed and three notices (one written in Spanish), the oldest read; Mark as read and Mark all as read. */
export const Filled: Story = {};
export const Loading: Story = { decorators: [withMockApi({ '/notification/list': pending })] };
/** 'There are no notifications here.' */
export const Empty: Story = { decorators: [withMockApi({ '/notification/list': recorded('notifications.empty') })] };
export const LoadError: Story = { decorators: [withMockApi({ '/notification/list': failing })] };
export const LoggedOut: Story = { decorators: [withMockApi({ '/notification/list': loggedOut })] };
export const Spanish: Story = { globals: { lang: 'es' } };
export const EmptySpanish: Story = { ...Empty, globals: { lang: 'es' } };
export const Phone: Story = { globals: phone };
/** Group messages and a notice written in Spanish and in English: whatever is not in the reader's language is marked with its lang (title and body), and each Mark as read is named by the lang-marked title element. */
export const OtherLanguages: Story = { decorators: [withMockApi({ '/notification/list': recorded('notifications.languages', 'notifications.languages.es'), 'POST /notification/read': recorded('notifications.readAll') })] };
export const OtherLanguagesSpanish: Story = { ...OtherLanguages, globals: { lang: 'es' } };
