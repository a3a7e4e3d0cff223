import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import '../src/elements/trainingCenter';
import { session } from '../src/session/session';
// Answers recorded from the real training API (src/testing/fixtures/support/README.md).
import { supportFixture } from '../src/testing/fixtures/support';
import '../widgets/contact-form/element';
import { demoUser } from './fixtures';
import { widgetScreen } from './widgetScreen';
import { withMockApi } from './mockApi';

const submitted = supportFixture('ticket.submitted');

/** Types into a field the way React reads it inside a shadow root (user-event cannot reach it). */
const fill = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });

const form = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-contact-form', 'form');

const fillAndSend = async (canvasElement: HTMLElement, subject = 'Inverter error') => {
  const screen = await form(canvasElement);
  fill(screen.getByLabelText(/^(Name|Nombre)/), 'Ana Ruiz');
  fill(screen.getByLabelText(/^(E-mail|Correo electrónico)/), 'ana@example.test');
  fill(screen.getByLabelText(/^(Company|Empresa)/), 'Sol Installers');
  fill(screen.getByLabelText(/^(Subject|Asunto)/), subject);
  fill(screen.getByLabelText(/^(Message|Mensaje)/), 'The inverter shows error 42.');
  await userEvent.click(screen.getByRole('button', { name: /^(Send|Enviar)$/ }));
};

/** Anonymous unless a story signs in: the embedded form has no session. */
const signedOut: Decorator = (Story) => {
  session.clear();
  return Story();
};
const signedIn: Decorator = (Story) => {
  session.signIn({ token: 'story-token', pdfToken: 'story-pdf', user: demoUser, loginName: demoUser.account });
  return Story();
};

const meta: Meta = {
  title: 'Widgets/tc-contact-form',
  decorators: [signedOut, withMockApi({ '/SubmitTicket': () => ({ code: ResultCode.success, message: 'OK', result: submitted }) })],
  render: () => <tc-contact-form />,
};
export default meta;

type Story = StoryObj;

/** Logged out (embedded on the CMS, or someone who cannot log in): an empty form. */
export const Empty: Story = {};

/** Signed in: name, e-mail and company come from the profile. */
export const Prefilled: Story = { decorators: [signedIn] };

/** Sent: the ticket number the sender quotes. */
export const Sent: Story = { play: async ({ canvasElement }) => fillAndSend(canvasElement) };

/** Sending: the button is busy while the server answers. */
export const Sending: Story = {
  decorators: [withMockApi({ '/SubmitTicket': () => new Promise(() => undefined) })],
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** Checked in the browser before sending: every field required, an emoji refused. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    fill(screen.getByLabelText(/^(Subject|Asunto)/), 'Help 😀');
    await userEvent.click(screen.getByRole('button', { name: /^(Send|Enviar)$/ }));
  },
};

/** The server refused a field (recorded 40000): the message under it, everything typed still there. */
export const RefusedByServer: Story = {
  decorators: [withMockApi({ '/SubmitTicket': () => supportFixture('ticket.emoji') })],
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** Too many tickets (recorded 42900): the alert, the form kept to send again later. */
export const RateLimited: Story = {
  decorators: [withMockApi({ '/SubmitTicket': () => supportFixture('ticket.rateLimited') })],
  play: async ({ canvasElement }) => fillAndSend(canvasElement),
};

/** The form in Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
