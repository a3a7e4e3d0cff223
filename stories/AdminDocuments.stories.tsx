import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/adminDocuments/README.md).
import { adminDocumentFixture } from '../src/testing/fixtures/adminDocuments';
import '../widgets/admin-documents/element';
import { answersOnceThenFails, ok, withMockApi } from './mockApi';
import { widgetScreen } from './widgetScreen';
import { withSession } from './questionnaireStories';


const filled = {
  '/admin/document/list': ok(adminDocumentFixture('list')),
  '/admin/document/options': ok(adminDocumentFixture('options')),
  'POST /admin/document/create': ok(adminDocumentFixture('created')),
  'POST /admin/document/update': ok(adminDocumentFixture('created')),
  'POST /admin/document/publish': ok(adminDocumentFixture('published')),
  'POST /admin/document/delete': ok(adminDocumentFixture('deleted')),
  'POST /admin/document/category/delete': () => adminDocumentFixture('category.inUse'),
};

const meta: Meta = {
  title: 'Widgets/tc-admin-documents',
  decorators: [withMockApi(filled)],
  render: () => <tc-admin-documents />,
};
export default meta;

type Story = StoryObj;

const loaded = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-admin-documents', 'li');

/** A published document with English and Spanish PDFs and an unpublished one; the categories. */
export const Filled: Story = {};

/** A document's correction form, in place. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [edit] = screen.getAllByRole('button', { name: /^(Edit|Editar) / });
    if (edit) await userEvent.click(edit);
  },
};

/** The document was deleted meanwhile (40004): its message and the way back to the list, no Try again. */
export const DocumentGone: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/document/publish': () => adminDocumentFixture(i18n.language === 'es' ? 'publish.gone.es' : 'update.gone') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [publish] = screen.getAllByRole('button', { name: /^(Publish|Publicar) / });
    if (publish) await userEvent.click(publish);
  },
};

/** The category was deleted meanwhile by another admin (40004): in place of its rename form, its message and the way back to the list, no Try again. */
export const CategoryGone: Story = {
  decorators: [withMockApi({ ...filled, 'POST /admin/document/category/rename': () => adminDocumentFixture(i18n.language === 'es' ? 'category.delete.gone.es' : 'category.rename.gone') })],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [rename] = screen.getAllByRole('button', { name: /^(Rename|Renombrar) / });
    if (!rename) return;
    await userEvent.click(rename);
    await userEvent.click(screen.getByRole('button', { name: /^(Save|Guardar)$/ }));
  },
};

/** Delete clicked: the confirmation, in place. */
export const ConfirmDelete: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete|Eliminar) (?!category|la categoría)/ });
    if (remove) await userEvent.click(remove);
  },
};

/** A row deleted, then the list's reload failed: the documents and the new document's form stay, with the error and Try again above them. */
export const ReloadFailed: Story = {
  decorators: [
    withMockApi(() => ({
      ...filled,
      '/admin/document/list': answersOnceThenFails(adminDocumentFixture('list'), { code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }),
    })),
  ],
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete|Eliminar) (?!category|la categoría)/ });
    if (remove) await userEvent.click(remove);
    await userEvent.click(await screen.findByRole('button', { name: /^(Delete|Eliminar)$/ }));
  },
};

/** An empty form submitted: the shared schema's messages under the fields. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Create document|Crear documento)$/ }));
  },
};

/** Deleting a category that holds documents, confirmed: the server's 40121. */
export const CategoryInUse: Story = {
  play: async ({ canvasElement }) => {
    const screen = await loaded(canvasElement);
    const [remove] = screen.getAllByRole('button', { name: /^(Delete category|Eliminar la categoría) / });
    if (!remove) return;
    await userEvent.click(remove);
    const confirm = screen.getByRole('group', { name: /(Delete the category|Eliminar la categoría)/ });
    await userEvent.click(within(confirm).getByRole('button', { name: /^(Delete|Eliminar)$/ }));
  },
};

/** No document matches. */
export const Empty: Story = { decorators: [withMockApi({ ...filled, '/admin/document/list': ok(adminDocumentFixture('list.empty')) })] };

/** The server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/admin/document/list': () => new Promise(() => undefined), '/admin/document/options': () => new Promise(() => undefined) })] };

/** Somebody without role admin: the server's 40003. */
export const Forbidden: Story = { decorators: [withMockApi({ ...filled, '/admin/document/list': () => adminDocumentFixture('forbidden') })] };

/** The list could not load. */
export const LoadError: Story = {
  decorators: [withMockApi({ ...filled, '/admin/document/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Opened from an address (`?q=guide&language=en&sort=title`): the search, filters and sort show what it names. */
export const FromAddress: Story = { render: () => <tc-admin-documents query="?q=guide&language=en&sort=title" /> };

/** An address naming a category that does not exist (deleted since the link was shared): chosen as "Unknown category", no document. */
export const UnknownCategory: Story = {
  decorators: [withMockApi({ ...filled, '/admin/document/list': ok(adminDocumentFixture('list.empty')) })],
  render: () => <tc-admin-documents query="?categoryId=deleted-category" />,
};

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };

/** A signed-in learner: the section says it is for administrators, with none of its forms. */
export const Learner: Story = { decorators: [withSession('learner')] };
