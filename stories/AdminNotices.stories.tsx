import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminContent/README.md).
import { adminContentFixture } from '../src/testing/fixtures/adminContent';
import '../widgets/admin-notices/element';
import { ok, withMockApi } from './mockApi';
import { searchFor, typeInto, widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

const filled = {
  '/admin/notice/list': ok(adminContentFixture('notices.list')),
  'POST /admin/notice/create': ok(adminContentFixture('notices.created')),
  'POST /admin/notice/update': ok(adminContentFixture('notices.updated')),
  'POST /admin/notice/unpublish': ok(adminContentFixture('notices.unpublished')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-notices',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-notices />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-notices', 'li');

/** A published notice and one taken down. */
export const Filled: Story = {};

/** A notice's correction form, in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) / });
    if (edit) await userEvent.click(edit);
  },
};

/** A notice written in Spanish beside English ones: its title marked lang="es", its language named; Edit shows "Written in" prefilled. */
export const NoticeInSpanish: Story = {
  decorators: [withMockApi({ ...filled, '/admin/notice/list': ok(adminContentFixture('notices.list.languages')) })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) Almacén/ });
    if (edit) await userEvent.click(edit);
  },
};

/** Take down clicked: the confirmation, in place. */
export const ConfirmTakeDown: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [down] = screen.getAllByRole('button', { name: /^(Take down|Retirar) / });
    if (down) await userEvent.click(down);
  },
};

/** The corrected notice does not exist on the server (40004): its message and the way back to the list, no Try again. */
export const NoticeGone: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/notice/update': () => adminContentFixture(i18n.language === 'es' ? 'notices.update.gone.es' : 'notices.update.gone') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) / });
    if (!edit) return;
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole('button', { name: /^(Save|Guardar)$/ }));
  },
};

/** A body that held only a script: the server's 40000 under the field. */
export const UnsafeBody: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/notice/create': () => adminContentFixture('notices.create.invalid') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    typeInto(screen.getByRole('textbox', { name: /^(Title|Título)/ }), 'Only a script');
    typeInto(screen.getByRole('textbox', { name: /^(Text|Texto)/ }), '<script>x</script>');
    await userEvent.click(screen.getByRole('button', { name: /^(Publish|Publicar)$/ }));
  },
};

/** No notice yet. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/notice/list': ok(adminContentFixture('notices.list.empty')) })] };

/** A search that finds nothing: the server's empty answer and the list's own words for it. */
export const NoMatch: Story = {
  decorators: [
    withMockApi({
      ...filled,
      '/admin/notice/list': (request) => ok(adminContentFixture(request.url.searchParams.get('q') ? 'notices.list.empty' : 'notices.list'))(request),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    searchFor(screen.getByRole('searchbox', { name: /^(Title contains|El título contiene)$/ }), 'no such title');
  },
};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/notice/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/notice/list': () => adminContentFixture('materials.forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/notice/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened from an address (`?q=firmware&status=published&order=asc`): the search, status and order show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-notices query="?q=firmware&status=published&order=asc" /> };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };

/** Next page pressed and its answer not here yet: the last notices stay, marked busy, and Next page keeps the focus. */
export const NextPageLoading: Story = {
  decorators: [
    withMockApi({ ...filled, '/admin/notice/list': (request) => (request.url.searchParams.get('page') === '1' ? ok(adminContentFixture('notices.list'))(request) : new Promise(() => undefined)) }),
  ],
  render: () => <tc-admin-notices page-size={1} />,
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Next page|Página siguiente)$/ }));
  },
};
