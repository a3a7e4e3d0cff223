import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor } from 'storybook/test';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/partner/README.md).
import { partnerFixture } from '../src/testing/fixtures/partner';
import { countryList } from './fixtures';
import '../widgets/partner-application/element';
import { ok, withMockApi, type MockHandler } from './mockApi';
import { typeInto, widgetScreen } from './widgetScreen';

const duplicate: MockHandler = () => partnerFixture(i18n.language === 'es' ? 'apply.duplicate.es' : 'apply.duplicate');

const meta: Meta = {
  title: 'Widgets/tc-partner-application',
  decorators: [withMockApi({ '/country/list': countryList, 'POST /partner/apply': ok(partnerFixture('apply.sent')) })],
  render: () => <tc-partner-application terms-url="https://example.com/partner-terms" />,
};
export default meta;

type Story = StoryObj;

const form = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-partner-application', 'option');

/** Fills the form the way an applicant does. */
const fill = async (canvasElement: HTMLElement, agree = true) => {
  const screen = await form(canvasElement);
  const inputs = screen.getAllByRole('textbox');
  const values = ['Aurora Solar LLC', 'AUR-1001', 'Alma Aurora', 'alma@aurora.example', '+1 415 555 0123', 'https://aurora.example'];
  for (const [index, value] of values.entries()) if (inputs[index]) typeInto(inputs[index], value);
  const [installer] = screen.getAllByRole('checkbox');
  if (installer) await userEvent.click(installer);
  const checkboxes = screen.getAllByRole('checkbox');
  if (agree) await userEvent.click(checkboxes[checkboxes.length - 1] as HTMLElement);
  await userEvent.click(screen.getByRole('button', { name: /^(Send application|Enviar solicitud)$/ }));
  return screen;
};

/** The empty form, countries from the server. */
export const Empty: Story = {};

/** Sent without choosing a role or agreeing to the terms: the shared schema's messages. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const screen = await form(canvasElement);
    await userEvent.click(screen.getByRole('button', { name: /^(Send application|Enviar solicitud)$/ }));
  },
};

/** Sent: the thank-you. */
export const Sent: Story = {
  play: async ({ canvasElement }) => {
    const screen = await fill(canvasElement);
    // The thanks names the company typed: the form was sent with what was filled in.
    await waitFor(() => screen.getByText(/Aurora Solar LLC/));
  },
};

/** A second application for the same e-mail: the server's 40080 under the field. */
export const Duplicate: Story = {
  decorators: [withMockApi({ '/country/list': countryList, 'POST /partner/apply': duplicate })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
  },
};

/** The countries have not arrived yet. */
export const Loading: Story = { decorators: [withMockApi({ '/country/list': () => new Promise(() => undefined) })] };

/** In Spanish. */
export const Spanish: Story = { globals: { lang: 'es' } };

/** The duplicate answer in Spanish. */
export const DuplicateSpanish: Story = { ...Duplicate, globals: { lang: 'es' } };

/** At phone width (320 px). */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
