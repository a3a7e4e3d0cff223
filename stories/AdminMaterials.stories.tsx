import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminContent/README.md).
import { adminContentFixture } from '../src/testing/fixtures/adminContent';
import '../widgets/admin-materials/element';
import { answersOnceThenFails, ok, withMockApi } from './mockApi';
import { withSession } from './questionnaireStories';

const filled = {
  '/admin/materials/list': ok(adminContentFixture('materials.list')),
  '/admin/materials/terms': ok(adminContentFixture('terms')),
  'POST /admin/materials/terms/publish': ok(adminContentFixture('terms.published')),
  'POST /admin/materials/update': ok(adminContentFixture('materials.updated')),
  'POST /admin/materials/delete': ok(adminContentFixture('materials.deleted')),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-materials',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-materials />,
};
export default meta;

type Story = StoryObj;

const loaded = async (canvasElement: HTMLElement) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector('tc-admin-materials')?.shadowRoot;
    if (!shadow?.querySelector('table') || !shadow.querySelector('[part~="terms-version"]')) throw new Error('<tc-admin-materials> has not loaded yet');
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};

/** The terms in force and the first page of files. */
export const Filled: Story = {};

/** "Write a new version": the form holds the texts in force. */
export const NewTermsVersion: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Write a new version|Redactar una versión nueva)$/ }));
  },
};

/** Someone published meanwhile: the server's 40009 under the form. */
export const TermsConflict: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/materials/terms/publish': () => adminContentFixture('terms.conflict') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Write a new version|Redactar una versión nueva)$/ }));
    await userEvent.click(screen.getByRole('button', { name: /^(Publish version|Publicar la versión) / }));
  },
};

/** A file's correction form, in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) / });
    if (edit) await userEvent.click(edit);
  },
};

/** Delete clicked: the confirmation, in place. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete|Eliminar) / });
    if (remove) await userEvent.click(remove);
  },
};

/** A row deleted, then the list's reload failed: the files stay, with the error and Try again above them. */
export const ReloadFailed: Story = {
  decorators: [
    withMockApi(() => ({
      ...filled,
      '/admin/materials/list': answersOnceThenFails(adminContentFixture('materials.list'), { code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete|Eliminar) / });
    if (remove) await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Eliminar)$/ }));
  },
};

/** A search that finds nothing. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/materials/list': ok(adminContentFixture('materials.list.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/materials/list': () => new Promise(() => undefined), '/admin/materials/terms': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = {
  decorators: [withMockApi({ '/admin/materials/list': () => adminContentFixture('materials.forbidden'), '/admin/materials/terms': () => adminContentFixture('materials.forbidden') })],
};

/** Nothing could load. */
export const LoadError: Story = {
  decorators: [
    withMockApi({
      '/admin/materials/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
      '/admin/materials/terms': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    }),
  ],
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
