import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import '../src/elements/trainingCenter';
// Answers recorded from the real training API (src/testing/fixtures/questionnaire/README.md).
import { questionnaireFixture } from '../src/testing/fixtures/questionnaire';
import '../widgets/questionnaire/element';
import { widgetScreen } from './widgetScreen';
import { withMockApi } from './mockApi';
import { failure, ok, pending } from './questionnaireStories';

const opened = questionnaireFixture('open');
const recorded = (name: 'open.unknownCode' | 'submit.duplicate') => () => {
  const envelope = questionnaireFixture(name);
  return { code: envelope.code, message: envelope.message, result: envelope.result };
};

const meta: Meta = {
  title: 'Widgets/tc-questionnaire',
  decorators: [
    (Story) => {
      // Each story starts with an empty form: nothing kept from another story.
      localStorage.removeItem(`tc-questionnaire:${opened.session.code}`);
      return Story();
    },
    withMockApi({ '/questionnaire/open': ok(opened), 'POST /questionnaire/submit': ok(questionnaireFixture('submit.ok')) }),
  ],
  render: () => <tc-questionnaire code={opened.session.code} />,
};
export default meta;

type Story = StoryObj;

const form = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-questionnaire', 'form');

/** The form of the running demo session: the attendee's fields, then one question of every type. */
export const Form: Story = {};

/** Submitted with nothing answered: every message of spec 5 under its field, focus on the first. */
export const MissingAnswers: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Submit|Enviar)$/ }));
  },
};

/** This e-mail already answered for this session: the server says so under the e-mail. */
export const AlreadySubmitted: Story = {
  decorators: [withMockApi({ '/questionnaire/open': ok(opened), 'POST /questionnaire/submit': recorded('submit.duplicate') })],
};

/** While the questionnaire loads. */
export const Loading: Story = { decorators: [withMockApi({ '/questionnaire/open': pending })] };

/** A code that belongs to no training. */
export const UnknownCode: Story = { decorators: [withMockApi({ '/questionnaire/open': recorded('open.unknownCode') })] };

/** The questionnaire could not load: the reason and Try again. */
export const LoadError: Story = { decorators: [withMockApi({ '/questionnaire/open': failure() })] };

/** Opened without a code: how to get one. */
export const NoCode: Story = { render: () => <tc-questionnaire /> };

/** The form in Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** The form on a phone (320 px), where most scans happen. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
