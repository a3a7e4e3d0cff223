import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, waitFor } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
import '../widgets/profile/element';
import { countryList, demoUser } from './fixtures';
import { homeFixture } from '../src/testing/fixtures/home';
import { widgetScreen } from './widgetScreen';
import { withMockApi, type MockHandler } from './mockApi';

/**
 * Types into a field. user-event cannot: its focus hook on the document sees only the host element,
 * so React never hears the input inside the shadow root; fireEvent sets the value the way React reads it.
 */
const fill = (input: HTMLElement, text: string) => fireEvent.input(input, { target: { value: text } });

/** The server's texts in the language the story shows, as the real server picks them by `lang`. */
const serverText = () => errorMessages[i18n.language === 'es' ? 'es' : 'en'];

/** Queries inside the widget's shadow root once the profile has loaded. */
const loadedWidget = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-profile', 'form');

const changePassword = async (canvasElement: HTMLElement, newPassword: string, confirmPassword: string) => {
  const screen = await loadedWidget(canvasElement);
  fill(screen.getByLabelText(/^(Original password|Contraseña original)/), 'Welcome1');
  fill(screen.getByLabelText(/^(New password|Nueva contraseña)/), newPassword);
  fill(screen.getByLabelText(/^(Confirm new password|Confirmar la nueva contraseña)/), confirmPassword);
  await userEvent.click(screen.getByRole('button', { name: /^(Change password|Cambiar la contraseña)$/ }));
};

/** The preferences (notification e-mails, the account's language) as the server answers them (recorded, src/testing/fixtures/home). */
const preferences: Record<string, MockHandler> = {
  '/user/preferences': ({ method, body }) => ({
    code: ResultCode.success,
    message: 'OK',
    result: homeFixture(method !== 'POST' ? 'preferences.default' : (body as { language?: string }).language === 'es' ? 'preferences.spanish' : 'preferences.off'),
  }),
  '/user/endOtherSessions': () => ({ code: ResultCode.success, message: serverText().otherSessionsEnded, result: homeFixture('sessions.endedTwo') }),
};

const meta: Meta = {
  title: 'Widgets/tc-profile',
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.success, message: 'OK', result: demoUser }),
      '/country/list': countryList,
      '/switchCountry': ({ url }) => ({ code: ResultCode.success, message: 'OK', result: { ...demoUser, version_code: url.searchParams.get('versionCode') ?? 'US' } }),
      '/updatePwd': () => ({ code: ResultCode.success, message: serverText().passwordChanged, result: null }),
      ...preferences,
    }),
  ],
  render: () => <tc-profile />,
};
export default meta;

type Story = StoryObj;

/** The user's details are on their way (getUserInfo shows no page-wide indicator, so the widget shows its own). */
export const Loading: Story = {
  decorators: [withMockApi({ '/getUserInfo': () => new Promise(() => undefined), '/country/list': () => new Promise(() => undefined) })],
};

/** Details, country/version and the password form. Switching the country succeeds. */
export const Loaded: Story = {};

/** getUserInfo failed: the reason and a retry button. */
export const LoadError: Story = {
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.internal, message: serverText().internal }),
      '/country/list': countryList,
    }),
  ],
};

/** Logged out elsewhere (code 40001): the session-expired flow clears the session and asks for the login page (the preview only logs that navigation). */
export const LoggedOut: Story = {
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }),
      '/country/list': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }),
    }),
  ],
};

/** The loaded profile at phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** The country/version switch is refused: the previous value comes back. */
export const CountrySwitchRefused: Story = {
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.success, message: 'OK', result: demoUser }),
      '/country/list': countryList,
      '/switchCountry': () => ({ code: ResultCode.invalidInput, message: serverText().unknownCountry }),
      ...preferences,
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loadedWidget(canvasElement);
    await userEvent.selectOptions(screen.getByLabelText(/Show content for|Mostrar contenido de/), 'MX');
  },
};

/** The country list could not be loaded: the current version stays selectable, with "Try again" beside the hint. */
export const CountryListFailed: Story = {
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.success, message: 'OK', result: demoUser }),
      '/country/list': () => ({ code: ResultCode.internal, message: serverText().internal }),
      ...preferences,
    }),
  ],
};

/** The confirmation differs: 'The entered passwords do not match.' */
export const PasswordMismatch: Story = {
  play: async ({ canvasElement }) => changePassword(canvasElement, 'Welcome2', 'Welcome3'),
};

/** The server's confirmation; the fields are cleared and `tc-password-changed` fires. */
export const PasswordChanged: Story = {
  play: async ({ canvasElement }) => changePassword(canvasElement, 'Welcome2', 'Welcome2'),
};

/** A wrong original password (code 40000 with the field): the text under that field, the inputs kept. */
export const ServerError: Story = {
  decorators: [
    withMockApi({
      '/getUserInfo': () => ({ code: ResultCode.success, message: 'OK', result: demoUser }),
      '/country/list': countryList,
      '/updatePwd': () => ({ code: ResultCode.invalidInput, message: serverText().wrongOldPassword, result: { fields: { oldPassword: serverText().wrongOldPassword } } }),
      ...preferences,
    }),
  ],
  play: async ({ canvasElement }) => changePassword(canvasElement, 'Welcome2', 'Welcome2'),
};

/** The profile in Spanish, with the audience label translated. */
export const Spanish: Story = {
  globals: { lang: 'es' },
};

/** "Sign out everywhere else": the server ended two other sessions and the widget says so. */
export const OtherDevicesSignedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loadedWidget(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Sign out everywhere else|Cerrar la sesión en los demás dispositivos)$/ }));
    await waitFor(() => screen.getByText(/^(Signed out on 2 other devices and browsers\.|Se cerró la sesión en 2 dispositivos y navegadores más\.)$/));
  },
};
