import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminContent/README.md).
import { adminContentFixture } from '../src/testing/fixtures/adminContent';
import '../widgets/admin-webinars/element';
import { mockApi, ok, withMockApi } from './mockApi';
import { searchFor, widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';

const filled = {
  '/admin/webinar/list': ok(adminContentFixture('webinars.list')),
  'POST /admin/webinar/create': ok(adminContentFixture('webinars.created')),
  'POST /admin/webinar/update': ok(adminContentFixture('webinars.updated')),
  'POST /admin/webinar/cancel': ok(adminContentFixture('webinars.cancelled')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-webinars',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-webinars />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-webinars', 'li');

/** A cancelled webinar, an upcoming one (corrected) and one that has ended, with its recording (no Cancel webinar). */
export const Filled: Story = {};

/** A webinar's correction form, in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) / });
    if (edit) await userEvent.click(edit);
  },
};

/** The correction of a webinar that has ended: its start, duration and join link read-only, the reason above them. */
export const EditingEnded: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const ended = adminContentFixture('webinars.list').list.find((item) => item.status === 'ended');
    const title = i18n.language === 'es' ? ended?.titleEs : ended?.titleEn;
    await userEvent.click(screen.getByRole('button', { name: new RegExp(`^(Edit|Editar) ${title ?? ''}$`) }));
  },
};

/**
 * The webinar ended while the list was open: Cancel webinar is refused in the server's words, the
 * list reloads with it ended (no Cancel webinar any more) and its Edit has the focus.
 */
export const CancelRefusedEnded: Story = {
  decorators: [
    (Story) => {
      let cancelAsked = false;
      mockApi({
        '/admin/webinar/list': () => ({ code: ResultCode.success, message: 'OK', result: adminContentFixture(cancelAsked ? 'webinars.list.ended' : 'webinars.list') }),
        'POST /admin/webinar/cancel': () => {
          cancelAsked = true;
          return adminContentFixture(i18n.language === 'es' ? 'webinars.cancel.ended.es' : 'webinars.cancel.ended');
        },
      });
      return Story();
    },
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [cancel] = screen.getAllByRole('button', { name: /^(Cancel webinar|Cancelar seminario) / });
    if (cancel) await userEvent.click(cancel);
    await userEvent.click(screen.getByRole('button', { name: /^(Cancel webinar|Cancelar seminario)$/ }));
  },
};

/** Cancel webinar clicked: the confirmation, in place. */
export const ConfirmCancel: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [cancel] = screen.getAllByRole('button', { name: /^(Cancel webinar|Cancelar seminario) / });
    if (cancel) await userEvent.click(cancel);
  },
};

/** An empty form submitted: the shared schema's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Schedule|Programar)$/ }));
  },
};

/** No webinar yet. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/webinar/list': ok(adminContentFixture('webinars.list.empty')) })] };

/** A search that finds nothing: the server's empty answer and the list's own words for it. */
export const NoMatch: Story = {
  decorators: [
    withMockApi({
      ...filled,
      '/admin/webinar/list': (request) => ok(adminContentFixture(request.url.searchParams.get('q') ? 'webinars.list.empty' : 'webinars.list'))(request),
    }),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    searchFor(screen.getByRole('searchbox', { name: /^(Title contains|El título contiene)$/ }), 'no such title');
  },
};

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/webinar/list': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ '/admin/webinar/list': () => adminContentFixture('materials.forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/admin/webinar/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened from an address (`?q=storage&status=scheduled&order=asc`): the search, status and order show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-webinars query="?q=storage&status=scheduled&order=asc" /> };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
