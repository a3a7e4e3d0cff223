import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminInstructors/README.md).
import { adminInstructorFixture } from '../src/testing/fixtures/adminInstructors';
import '../widgets/admin-instructors/element';
import { ok, withMockApi } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';


const filled = {
  '/admin/instructor/list': ok(adminInstructorFixture('list')),
  'POST /admin/instructor/create': ok(adminInstructorFixture('created')),
  'POST /admin/instructor/update': ok(adminInstructorFixture('updated')),
  'POST /admin/instructor/deactivate': ok(adminInstructorFixture('deactivated')),
  'POST /admin/instructor/reactivate': ok(adminInstructorFixture('reactivated')),
  'POST /admin/instructor/regenerateQr': ok(adminInstructorFixture('regenerated')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-instructors',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-instructors />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-instructors', 'table');

/** Opens the instructor with a QR code (María). */
const openWithQr = async (canvasElement: HTMLElement) => {
  const screen = await loaded(canvasElement);
  await userEvent.click(screen.getByRole('button', { name: /María/ }));
  return screen;
};

/** Three instructors: one with the QR code of a running session, one deactivated, one without a session. */
export const Filled: Story = {};

/** An instructor opened: the QR code to download, print or regenerate, and the actions. */
export const QrCode: Story = { play: async ({ canvasElement }) => void (await openWithQr(canvasElement)) };

/** Regenerate clicked: the confirmation, in place. */
export const ConfirmRegenerate: Story = {
  play: async ({ canvasElement }) => {
    const screen = await openWithQr(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Regenerate QR code|Regenerar código QR)$/ }));
  },
};

/** Deactivate clicked: the confirmation, in place. */
export const ConfirmDeactivate: Story = {
  play: async ({ canvasElement }) => {
    const screen = await openWithQr(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Deactivate|Desactivar)$/ }));
  },
};

/** An empty new-instructor form submitted: the shared schema's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(New instructor|Nuevo instructor)$/ }));
    await userEvent.click(screen.getByRole('button', { name: /^(Create instructor|Crear instructor)$/ }));
  },
};

/** No instructor yet. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/instructor/list': ok(adminInstructorFixture('list.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/instructor/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/instructor/list': () => adminInstructorFixture(i18n.language === 'es' ? 'forbidden.es' : 'forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/instructor/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened from an address (`?q=maria&status=active&sort=email&order=desc`): the search, filters and sort show what it names. */
export const FromAddress: Story = {
  decorators: [withMockApi({ ...filled, '/admin/instructor/list': ok(adminInstructorFixture('list.search')) })],
  render: () => <tc-admin-instructors query="?q=maria&status=active&sort=email&order=desc" />,
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
