import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminUsers/README.md).
import { adminUserFixture } from '../src/testing/fixtures/adminUsers';
import '../widgets/admin-companies/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

const meta: Meta = {
  title: 'Widgets/tc-admin-companies',
  decorators: [withMockApi({ '/admin/companies': ok(adminUserFixture('companies.list')), '/admin/companies/detail': ok(adminUserFixture('company.detail')) })],
  render: () => <tc-admin-companies />,
};
export default meta;

type Story = StoryObj;

/** The partner companies with their members count. */
export const Filled: Story = {};

/** Opens the first company of the list. */
const openCompany = async (canvasElement: HTMLElement) => {
  const screen = await widgetScreen(canvasElement, 'tc-admin-companies', 'table');
  const [open] = screen.getAllByRole('button', { name: /^(Open|Abrir) / });
  if (open) await userEvent.click(open);
  return widgetScreen(canvasElement, 'tc-admin-companies', 'h4');
};

/** A company opened: its people and their progress. */
export const Company: Story = {
  play: async ({ canvasElement }) => {
    await openCompany(canvasElement);
  },
};

/** A company with its administrator (Sara Sales); making another member it answers `made`. */
const withAdmin = (made: MockHandler = ok(adminUserFixture('company.admin'))) =>
  withMockApi({
    '/admin/companies': ok(adminUserFixture('companies.list')),
    '/admin/companies/detail': ok(adminUserFixture('company.admin.first')),
    '/admin/companies/admin': made,
  });
const askToMakeAdmin = async (canvasElement: HTMLElement) => {
  const screen = await openCompany(canvasElement);
  await userEvent.click(await waitFor(() => screen.getByRole('button', { name: /^(Make administrator|Asignar la administración): / })));
  return screen;
};
const confirmMakeAdmin = async (canvasElement: HTMLElement) => {
  const screen = await askToMakeAdmin(canvasElement);
  await userEvent.click(await waitFor(() => within(screen.getByRole('group')).getByRole('button', { name: /^(Make administrator|Asignar la administración)$/ })));
};

/** Another member's Make administrator pressed: the question names the administrator before. */
export const ConfirmAdmin: Story = { decorators: [withAdmin()], play: async ({ canvasElement }) => void (await askToMakeAdmin(canvasElement)) };

/** Confirmed: the server's answer shows the new administrator, and the status says so. */
export const AdminMade: Story = { decorators: [withAdmin()], play: async ({ canvasElement }) => confirmMakeAdmin(canvasElement) };

/** Confirmed and refused: the server's words under the question, which stays to be answered again. */
export const AdminRefused: Story = {
  decorators: [withAdmin(() => adminUserFixture('company.admin.notMember'))],
  play: async ({ canvasElement }) => confirmMakeAdmin(canvasElement),
};

/** No company matches. */
export const Empty: Story = { decorators: [withMockApi({ '/admin/companies': ok(adminUserFixture('companies.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/companies': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/companies': () => adminUserFixture('users.forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/companies': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };

/** A column's sort pressed and its answer not here yet: the last rows stay, marked busy, and the header keeps the focus. */
export const SortLoading: Story = {
  decorators: [withMockApi({ '/admin/companies': (request) => (request.url.searchParams.get('sort') === 'name' ? ok(adminUserFixture('companies.list'))(request) : new Promise(() => undefined)) })],
  play: async ({ canvasElement }) => {
    const screen = await widgetScreen(canvasElement, 'tc-admin-companies', 'table');
    await userEvent.click(screen.getByRole('button', { name: /^(Members|Miembros)/ }));
  },
};
