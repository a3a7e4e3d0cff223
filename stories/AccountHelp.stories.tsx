import type { Meta, StoryObj } from '@storybook/react-vite';
import '../src/elements/trainingCenter';
import '../widgets/account-help/element';

const meta: Meta = {
  title: 'Widgets/tc-account-help',
  render: () => <tc-account-help />,
};
export default meta;

type Story = StoryObj;

/** Every login problem closed; each opens with a click, Enter or Space. */
export const Default: Story = {};

/** The same page in Spanish. */
export const Spanish: Story = {
  globals: { lang: 'es' },
};

/** A partner page's own addresses for the login, the application and the contact form. */
export const CustomLinks: Story = {
  render: () => <tc-account-help login-url="/partners/signin" apply-url="https://partners.example.com/apply" contact-url="/partners/contact" />,
};
