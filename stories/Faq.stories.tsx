import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import type { FaqListResult } from '../src/contract/support';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/support/README.md).
import { supportFixture } from '../src/testing/fixtures/support';
import '../widgets/faq/element';
import { widgetScreen } from './widgetScreen';
import { withMockApi, type MockHandler } from './mockApi';

/** The recorded answers, picked as the server would: language, search, category. */
const recorded: MockHandler = ({ url }) => {
  const q = url.searchParams.get('q') ?? '';
  const category = url.searchParams.get('category') ?? '';
  const spanish = i18n.language === 'es';
  const base: FaqListResult = spanish ? supportFixture(q ? 'faq.search.es' : 'faq.es') : supportFixture(q ? 'faq.none' : 'faq.en');
  return { code: ResultCode.success, message: 'OK', result: { ...base, list: base.list.filter((entry) => !category || entry.category === category) } };
};

const widget = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-faq', 'li');

const meta: Meta = {
  title: 'Widgets/tc-faq',
  decorators: [withMockApi({ '/faq/list': recorded })],
  render: () => <tc-faq />,
};
export default meta;

type Story = StoryObj;

/** Every question, closed. */
export const Filled: Story = {};

/** One answer open. */
export const AnswerOpen: Story = {
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    await userEvent.click(screen.getAllByRole('button', { expanded: false })[0]!);
  },
};

/** A search nothing matches. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const screen = await widget(canvasElement);
    fireEvent.input(screen.getByRole('searchbox'), { target: { value: 'no entry says this' } });
    await userEvent.click(screen.getByRole('button', { name: /^(Search|Buscar)$/ }));
  },
};

/** The questions are on their way. */
export const Loading: Story = { decorators: [withMockApi({ '/faq/list': () => new Promise(() => undefined) })] };

/** The server failed: its reason and Try again. */
export const Failed: Story = {
  decorators: [withMockApi({ '/faq/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Spanish, with the untranslated entries in English (marked lang="en"). */
export const Spanish: Story = { globals: { lang: 'es' } };

/** On a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
