import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminUsers/README.md).
import { adminUserFixture } from '../src/testing/fixtures/adminUsers';
import '../widgets/admin-users/element';
import { ok, withMockApi } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

const meta: Meta = {
  title: 'Widgets/tc-admin-users',
  decorators: [
    withMockApi({
      '/admin/users': ok(adminUserFixture('users.list')),
      '/admin/users/detail': () => ({ code: ResultCode.success, message: 'OK', result: adminUserFixture(i18n.language === 'es' ? 'user.detail.es' : 'user.detail') }),
      '/country/list': ok(adminUserFixture('countries')),
      '/admin/companies': ok(adminUserFixture('companies.list')),
      'POST /admin/users/create': ok(adminUserFixture('created')),
      'POST /admin/users/deactivate': ok(adminUserFixture('user.deactivated')),
      'POST /admin/users/resetPassword': ok(adminUserFixture('user.passwordReset')),
      'POST /admin/users/resetAttempts': ok(adminUserFixture('resetAttempts.done')),
    }),
  ],
  render: () => <tc-admin-users />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-users', 'table');

/** The users the server found, sorted by name. */
export const Filled: Story = {};

/** A learner opened: account actions and each test's attempts. */
export const Detail: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Open|Abrir) Lena Learner$/ }));
    await waitFor(() => screen.getByRole('button', { name: /^(Reset attempts of|Restablecer intentos de) / }));
  },
};

/** A company's administrator opened: before Deactivate, a word that the company would be left without one. */
export const CompanyAdministrator: Story = {
  decorators: [withMockApi({ '/admin/users': ok(adminUserFixture('users.list')), '/admin/users/detail': ok(adminUserFixture('user.detail.companyAdmin')) })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Open|Abrir) Ian Installer$/ }));
    await waitFor(() => screen.getByRole('button', { name: /^(Deactivate|Desactivar)$/ }));
  },
};

/** Reset attempts clicked: the reason is asked in place. */
export const ResettingAttempts: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Open|Abrir) Lena Learner$/ }));
    await userEvent.click(await waitFor(() => screen.getByRole('button', { name: /^(Reset attempts of|Restablecer intentos de) / })));
  },
};

/** The create form. */
export const Creating: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Create a user|Crear un usuario)$/ }));
  },
};

/** Nobody matches the search. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/users': ok(adminUserFixture('users.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/users': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/users': () => adminUserFixture('users.forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/users': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };

/** Next page pressed and its answer not here yet: the last rows stay, marked busy, and Next page keeps the focus. */
export const NextPageLoading: Story = {
  decorators: [withMockApi({ '/admin/users': (request) => (request.url.searchParams.get('page') === '1' ? ok(adminUserFixture('users.list'))(request) : new Promise(() => undefined)) })],
  render: () => <tc-admin-users page-size={2} />,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Next page|Página siguiente)$/ }));
  },
};
