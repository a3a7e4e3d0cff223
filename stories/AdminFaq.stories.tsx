import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminFaq/README.md).
import { adminFaqFixture } from '../src/testing/fixtures/adminFaq';
import '../widgets/admin-faq/element';
import { answersOnceThenFails, ok, withMockApi } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';


const filled = {
  '/admin/faq/list': ok(adminFaqFixture('list')),
  'POST /admin/faq/create': ok(adminFaqFixture('created')),
  'POST /admin/faq/update': ok(adminFaqFixture('updated')),
  'POST /admin/faq/move': ok(adminFaqFixture('moved')),
  'POST /admin/faq/publish': ok(adminFaqFixture('published')),
  'POST /admin/faq/delete': ok(adminFaqFixture('deleted')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-faq',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-faq />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-faq', 'li');

/** The first page in learners' order: published entries and a draft, each with its place in its topic. */
export const Filled: Story = {};

/** An entry's correction form, in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar): / });
    if (edit) await userEvent.click(edit);
  },
};

/** Delete clicked: the confirmation, in place. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete|Eliminar): / });
    if (remove) await userEvent.click(remove);
  },
};

/** A topic's first entry cannot move up: the server's 40130 under the entry. */
export const MoveRefused: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/faq/move': () => adminFaqFixture('move.edge') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [up] = screen.getAllByRole('button', { name: /^(Move up|Subir): / }).filter((button) => !(button as HTMLButtonElement).disabled);
    if (up) await userEvent.click(up);
  },
};

/** An empty form submitted: the shared schema's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Save as draft|Guardar como borrador)$/ }));
  },
};

/** No entry matches (the server's empty answer). */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/faq/list': ok(adminFaqFixture('list.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/faq/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/faq/list': () => adminFaqFixture('forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/faq/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** A draft published, then the list's reload failed: the entries and the new entry's form stay, with the error and Try again above them. */
export const ReloadFailed: Story = {
  decorators: [
    withMockApi(() => ({
      ...filled,
      '/admin/faq/list': answersOnceThenFails(adminFaqFixture('list'), { code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [publish] = screen.getAllByRole('button', { name: /^(Publish|Publicar): / });
    if (publish) await userEvent.click(publish);
  },
};

/** Opened from an address (`?q=account&status=published&sort=question`): the search, filters and sort show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-faq query="?q=account&status=published&sort=question" /> };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
