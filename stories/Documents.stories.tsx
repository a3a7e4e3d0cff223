import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/documents/README.md): every state below is one the server gave.
import { documentFixture } from '../src/testing/fixtures/documents';
import '../widgets/documents/element';
import { withStoryPreview } from './mediaStand-ins';
import { withMockApi, type MockHandler } from './mockApi';
import { searchFor, widgetScreen } from './widgetScreen';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const spanish = () => i18n.language === 'es';
const serverText = () => errorMessages[spanish() ? 'es' : 'en'];

/** The list answers by the query, as the server did when it was recorded. */
const list: MockHandler = ({ url }) => {
  const params = url.searchParams;
  if (params.get('q')) return answer(documentFixture(params.get('q')?.includes('zzqx') ? 'list.none' : 'list.us.search'));
  if (params.get('category') === 'datasheets') return answer(documentFixture('list.us.datasheets'));
  if (params.get('language') === 'es' || (!params.get('language') && spanish())) return answer(documentFixture('list.mx.es'));
  return answer(documentFixture(params.get('page') === '2' ? 'list.us.page2' : 'list.us'));
};
const categories: MockHandler = () => answer(documentFixture(spanish() ? 'categories.us.es' : 'categories.us'));
const detail: MockHandler = ({ url }) => answer(withStoryPreview(documentFixture(url.searchParams.get('language') === 'es' || spanish() ? 'detail.us.es' : 'detail.us')));
const pdf: MockHandler = () =>
  new Response(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), { headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="Battery installation guide.pdf"' } });

type Args = { mode?: 'index' | 'list' | 'detail'; documentId?: string; category?: string };

const meta: Meta<Args> = {
  title: 'Widgets/tc-documents',
  decorators: [withMockApi({ '/support/documentList': list, '/document/categories': categories, '/document/detail': detail, 'POST /document/download': pdf })],
  args: { mode: 'index' },
  render: (args) => <tc-documents mode={args.mode} document-id={args.documentId} category={args.category} page-size={5} detail-url="?documentId={documentId}" index-url="?" />,
};
export default meta;

type Story = StoryObj<Args>;

const inWidget = (canvasElement: HTMLElement, ready: string) => widgetScreen(canvasElement, 'tc-documents', ready);

/** The index: categories with counts, search, document language, the first of two pages. */
export const Index: Story = {};

/** One category chosen (Datasheets). */
export const Category: Story = { args: { category: 'datasheets' } };

/** A search with results. */
export const Searched: Story = {
  play: async ({ canvasElement }) => {
    const screen = await inWidget(canvasElement, 'tbody tr');
    searchFor(screen.getByRole('searchbox'), 'datasheet');
    // The count names the search once the server's answer is shown.
    await waitFor(() => screen.getByText(/datasheet/));
  },
};

/** Nothing matches the search: 'No documents match your search.' */
export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const screen = await inWidget(canvasElement, 'tbody tr');
    searchFor(screen.getByRole('searchbox'), 'zzqx');
    await waitFor(() => screen.getByText(/zzqx/));
  },
};

/** The flat list of /documents with paging and search. */
export const List: Story = { args: { mode: 'list' } };

/** The list while the server has not answered yet. */
export const Loading: Story = { decorators: [withMockApi({ '/support/documentList': () => new Promise(() => undefined), '/document/categories': categories })] };

/** The categories have not arrived: one loading line, so the list never moves down under them on a phone. */
export const CategoriesLoading: Story = { decorators: [withMockApi({ '/support/documentList': list, '/document/categories': () => new Promise(() => undefined) })] };

/** The categories could not load: the list stays, and Try again asks for the categories again. */
export const CategoriesError: Story = {
  decorators: [withMockApi({ '/support/documentList': list, '/document/categories': () => ({ code: ResultCode.internal, message: serverText().internal }) })],
};

/** The list could not load: the server's reason and Try again. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/support/documentList': () => ({ code: ResultCode.internal, message: serverText().internal }), '/document/categories': categories })],
};

/** Signed out elsewhere (code 40001): the session-expired flow asks for the login page (the preview only logs that navigation). */
export const LoggedOut: Story = {
  decorators: [
    withMockApi({
      '/support/documentList': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }),
      '/document/categories': () => ({ code: ResultCode.sessionExpired, message: serverText().sessionExpired }),
    }),
  ],
};

/** One document: facts, the inline PDF preview, Download and the other language. */
export const Detail: Story = { args: { mode: 'detail', documentId: documentFixture('detail.us').documentId } };

/** A document of another country: the server's not-found message. */
export const DetailNotFound: Story = {
  args: { mode: 'detail', documentId: documentFixture('detail.us').documentId },
  decorators: [withMockApi({ '/document/detail': () => documentFixture('detail.notFound') })],
};

/** Download from the detail: the file is saved under the server's name, which the page then says. */
export const Downloaded: Story = {
  args: { mode: 'detail', documentId: documentFixture('detail.us').documentId },
  play: async ({ canvasElement }) => {
    const screen = await inWidget(canvasElement, 'iframe');
    await userEvent.click(screen.getByRole('button', { name: /^(Download|Descargar) / }));
  },
};

/** The index in Spanish: Spanish documents, English ones marked as not yet translated. */
export const IndexSpanish: Story = { globals: { lang: 'es' } };

/** The detail in Spanish. */
export const DetailSpanish: Story = { ...Detail, globals: { lang: 'es' } };

/** The index at phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
