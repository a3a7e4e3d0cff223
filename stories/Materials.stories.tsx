import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/materials/README.md): every state below is one the server gave.
import { materialFixture } from '../src/testing/fixtures/materials';
import '../widgets/materials/element';
import { withMockApi, type MockHandler } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const ok =
  (result: unknown): MockHandler =>
  () => answer(result);
const spanish = () => i18n.language === 'es';

const terms = (agreed: boolean): MockHandler => () => answer(agreed ? materialFixture('terms.agreed') : materialFixture(spanish() ? 'terms.notAgreed.es' : 'terms.notAgreed'));
/** The recorded pages, by the query's page, language and sort. */
const list: MockHandler = ({ url }) => {
  if (url.searchParams.get('q')) return answer(materialFixture('list.noMatch'));
  if (url.searchParams.get('language') === 'es') return answer(materialFixture('list.spanish'));
  if (url.searchParams.get('sort') === 'fileName') return answer(materialFixture('list.byName'));
  return answer(materialFixture(url.searchParams.get('page') === '2' ? 'list.page2' : 'list.page1'));
};
/** A small file as the download answers it, with Content-Length so the button shows progress. */
const file: MockHandler = () =>
  new Response(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename=Home-Battery-Brochure.pdf', 'content-length': '9' },
  });

const handlers = (agreed: boolean): Record<string, MockHandler> => ({
  '/materials/terms': terms(agreed),
  '/materials/list': list,
  'POST /materials/agree': ok(materialFixture('agree.user')),
  'POST /materials/download': file,
  '/materials/partner': ok(materialFixture('partner.found')),
});

type Args = { website?: string };
const meta: Meta<Args> = {
  title: 'Widgets/tc-materials',
  decorators: [withMockApi(handlers(false))],
  render: (args) => <tc-materials website={args.website} />,
};
export default meta;
type Story = StoryObj<Args>;

const widget = async (canvasElement: HTMLElement, selector: string) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector('tc-materials')?.shadowRoot;
    if (!shadow?.querySelector(selector)) throw new Error('<tc-materials> has not loaded yet');
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};

/** Signed in, terms not agreed yet: the terms dialog above the table. */
export const TermsFirst: Story = {};

/** I do not agree: 'If you do not agree to the terms, files can not be downloaded.' */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement, '[role="dialog"]');
    await userEvent.click(screen.getByRole('button', { name: /I do not agree|No acepto/ }));
  },
};

/** Agreed: the table with checkboxes, sorting, filter, search and paging. */
export const Agreed: Story = { decorators: [withMockApi(handlers(true))] };

/** Download with nothing selected: 'Select at least one item in the table'. */
export const NothingSelected: Story = {
  decorators: [withMockApi(handlers(true))],
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement, 'tbody tr');
    await userEvent.click(screen.getByRole('button', { name: /^(Download|Descargar)$/ }));
  },
};

/** A search nothing matches: the table says so. */
export const NoMatch: Story = { decorators: [withMockApi({ ...handlers(true), '/materials/list': ok(materialFixture('list.noMatch')) })] };

/** While the server has not answered. */
export const Loading: Story = { decorators: [withMockApi({ '/materials/terms': () => new Promise(() => undefined), '/materials/list': () => new Promise(() => undefined) })] };

/** The table could not load: the server's reason and Try again. */
export const LoadError: Story = {
  decorators: [withMockApi({ ...handlers(true), '/materials/list': () => ({ code: ResultCode.internal, message: errorMessages[spanish() ? 'es' : 'en'].internal }) })],
};

/** Logged out in the portal: the session-expired answer (the host sends the user to log in). */
export const LoggedOut: Story = {
  decorators: [withMockApi({ '/materials/terms': () => ({ code: ResultCode.sessionExpired, message: errorMessages.en.sessionExpired }), '/materials/list': () => ({ code: ResultCode.sessionExpired, message: errorMessages.en.sessionExpired }) })],
};

/** On a partner's website: the installer's name, anonymous visitor. */
export const PartnerWebsite: Story = { args: { website: 'sunrise-solar.example' } };

/** A website no installer has: the not-found state, no table. */
export const UnknownWebsite: Story = {
  args: { website: 'unknown-installer.example' },
  decorators: [withMockApi({ '/materials/partner': () => materialFixture(spanish() ? 'partner.notFound.es' : 'partner.notFound') })],
};

export const TermsFirstSpanish: Story = { globals: { lang: 'es' } };
export const AgreedSpanish: Story = { ...Agreed, globals: { lang: 'es' } };
export const UnknownWebsiteSpanish: Story = { ...UnknownWebsite, globals: { lang: 'es' } };
export const Phone: Story = { ...Agreed, globals: { viewport: { value: 'mobile1' } } };

/** In a narrow column of a partner's page (22rem): each file a card, and the bar above the cards sorts and selects all. */
export const NarrowColumn: Story = {
  ...Agreed,
  render: (args) => (
    <div style={{ maxWidth: '22rem' }}>
      <tc-materials website={args.website} />
    </div>
  ),
};

/** The narrow column with every file of the page selected through the card bar's Select all. */
export const NarrowColumnAllSelected: Story = {
  ...NarrowColumn,
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement, 'tbody tr');
    await userEvent.click(screen.getByRole('checkbox', { name: /^(Select all rows|Seleccionar todas las filas)$/ }));
  },
};

export const NarrowColumnSpanish: Story = { ...NarrowColumn, globals: { lang: 'es' } };
