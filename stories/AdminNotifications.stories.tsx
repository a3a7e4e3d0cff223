import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminContent/README.md).
import { adminContentFixture } from '../src/testing/fixtures/adminContent';
import '../widgets/admin-notifications/element';
import { ok, withMockApi } from './mockApi';
import { searchFor, typeInto, widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

const filled = {
  '/admin/notification/list': ok(adminContentFixture('notifications.list')),
  '/admin/notification/options': ok(adminContentFixture('notifications.options')),
  'POST /admin/notification/preview': ok(adminContentFixture('notifications.reach')),
  'POST /admin/notification/send': ok(adminContentFixture('notifications.sent')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-notifications',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-notifications />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-notifications', 'li');

/** Two sends (a company's administrators in both languages, every learner in English) and the form with the group's reach. */
export const Filled: Story = {};

/** An empty form submitted: the shared schema's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Send|Enviar)$/ }));
  },
};

/** A written message: Send asks first, naming how many learners it reaches. */
export const Confirm: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    typeInto(screen.getByRole('textbox', { name: /^(Title \(English\)|Título \(inglés\))/ }), 'New inverter firmware');
    typeInto(screen.getByRole('textbox', { name: /^(Text \(English\)|Texto \(inglés\))/ }), 'Update before your next installation.');
    await userEvent.click(screen.getByRole('button', { name: /^(Send|Enviar)$/ }));
  },
};

/** Written in Spanish: the Spanish texts first and required, English an optional translation; a send written in Spanish listed with lang="es". */
export const WrittenInSpanish: Story = {
  decorators: [withMockApi({ ...filled, '/admin/notification/list': ok(adminContentFixture('notifications.list.languages')) })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /^(Written in|Escrito en)/ }), 'es');
  },
};

/** A group nobody is in: the form says so before anything is sent. */
export const Nobody: Story = { decorators: [withMockApi({ ...filled, 'POST /admin/notification/preview': ok(adminContentFixture('notifications.reach.nobody')) })] };

/** Nothing sent yet. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/notification/list': ok(adminContentFixture('notifications.list.empty')) })] };

/** A search that finds nothing: the server's empty answer and the list's own words for it. */
export const NoMatch: Story = {
  decorators: [
    withMockApi({
      ...filled,
      '/admin/notification/list': (request) => ok(adminContentFixture(request.url.searchParams.get('q') ? 'notifications.list.empty' : 'notifications.list'))(request),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    searchFor(screen.getByRole('searchbox', { name: /^(Title contains|El título contiene)$/ }), 'no such title');
  },
};

/** The server has not answered yet. */
export const Loading: Story = {
  decorators: [withMockApi({ '/admin/notification/list': () => new Promise(() => undefined), '/admin/notification/options': () => new Promise(() => undefined) })],
};

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = {
  decorators: [withMockApi({ '/admin/notification/list': () => adminContentFixture('materials.forbidden'), '/admin/notification/options': () => adminContentFixture('materials.forbidden') })],
};

/** The list could not load. */
export const LoadError: Story = {
  decorators: [
    withMockApi({ ...filled, '/admin/notification/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) }),
  ],
};

/** Opened from an address (`?q=recall&order=asc`): the search and order show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-notifications query="?q=recall&order=asc" /> };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
