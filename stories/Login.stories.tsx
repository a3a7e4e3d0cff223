import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages, formatMessage } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
import '../widgets/login/element';
import { demoLogin } from './fixtures';
import { widgetScreen } from './widgetScreen';
import { withMockApi } from './mockApi';

/**
 * Types into a field. user-event cannot: its focus hook on the document sees only the host element,
 * so React never hears the input inside the shadow root; fireEvent sets the value the way React reads it.
 */
const fill = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });

/** The server's texts in the language the story shows, as the real server picks them by `lang`. */
const serverText = () => errorMessages[i18n.language === 'es' ? 'es' : 'en'];

/** Queries inside the widget's shadow root once r2wc has rendered it. */
const widget = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-login', 'h2');

const logIn = async (canvasElement: HTMLElement) => {
  const screen = await widget(canvasElement);
  fill(screen.getByLabelText(/User name|Nombre de usuario/), 'installer.demo');
  fill(screen.getByLabelText(/^(Password|Contraseña)/), 'Welcome1');
  await userEvent.click(screen.getByRole('button', { name: /^(Log in|Iniciar sesión)$/ }));
};

const meta: Meta = {
  title: 'Widgets/tc-login',
  decorators: [
    withMockApi({
      '/loginSub': () => ({ code: ResultCode.success, message: 'OK', result: demoLogin }),
      '/sendEmail': () => ({ code: ResultCode.success, message: serverText().verificationCodeSent, result: null }),
      '/forgetPwd': () => ({ code: ResultCode.success, message: 'OK', result: null }),
    }),
  ],
  render: () => <tc-login redirect="/home" />,
};
export default meta;

type Story = StoryObj;

/** The form as a visitor first sees it. Logging in with any account succeeds and logs the navigation. */
export const Empty: Story = {};

/** 'Log in' with nothing typed: the rule texts of spec 5 under each field, focus on the first. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Log in|Iniciar sesión)$/ }));
  },
};

/** Wrong credentials (code 40002): the server's message inline and as a toast; what was typed stays. */
export const WrongPassword: Story = {
  decorators: [withMockApi({ '/loginSub': () => ({ code: ResultCode.wrongCredentials, message: serverText().wrongCredentials }) })],
  play: async ({ canvasElement }) => logIn(canvasElement),
};

/** Too many attempts (code 42900): the server says how long to wait. */
export const Throttled: Story = {
  decorators: [withMockApi({ '/loginSub': () => ({ code: ResultCode.rateLimited, message: formatMessage(serverText().rateLimited, { minutes: 15 }) }) })],
  play: async ({ canvasElement }) => logIn(canvasElement),
};

/** The request is under way: the button is busy and ignores further clicks. */
export const Loading: Story = {
  decorators: [withMockApi({ '/loginSub': () => new Promise(() => undefined) })],
  play: async ({ canvasElement }) => logIn(canvasElement),
};

/** The forgot-password e-mail step (`view="forgot"` or `?view=forgot`). */
export const ForgotView: Story = {
  render: () => <tc-login view="forgot" />,
};

/** The reset step as a reload finds it (`?view=reset&email=…&account=…`): code and new password. */
export const ResetStep: Story = {
  render: () => <tc-login view="reset" email="dana.installer@example.com" account="installer.demo" />,
};

/** After 'Send code': on to the reset step with the server's confirmation and the 60 s resend countdown. */
export const CodeSent: Story = {
  render: () => <tc-login view="forgot" />,
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    fill(screen.getByLabelText(/E-mail|Correo electrónico/), 'dana.installer@example.com');
    await userEvent.click(screen.getByRole('button', { name: /^(Send code|Enviar código)$/ }));
  },
};

/** A wrong or expired verification code (code 40010) keeps the form filled in. */
export const InvalidCode: Story = {
  render: () => <tc-login view="reset" email="dana.installer@example.com" />,
  decorators: [withMockApi({ '/forgetPwd': () => ({ code: ResultCode.invalidVerificationCode, message: serverText().invalidVerificationCode }) })],
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    fill(screen.getByLabelText(/User name|Nombre de usuario/), 'installer.demo');
    fill(screen.getByLabelText(/Verification code|Código de verificación/), '123456');
    fill(screen.getByLabelText(/^(New password|Nueva contraseña)/), 'Welcome2');
    fill(screen.getByLabelText(/^(Confirm new password|Confirmar la nueva contraseña)/), 'Welcome2');
    await userEvent.click(screen.getByRole('button', { name: /^(Reset password|Restablecer la contraseña)$/ }));
  },
};

/** The same form in Spanish. */
export const Spanish: Story = {
  globals: { lang: 'es' },
};
