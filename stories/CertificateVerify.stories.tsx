import type { Meta, StoryObj } from '@storybook/react-vite';
import { fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/certificates/README.md): every state below is one the server gave.
import { certificateFixture } from '../src/testing/fixtures/certificates';
import '../widgets/certificate-verify/element';
import { withMockApi, type MockHandler } from './mockApi';

const valid = certificateFixture('verify.valid');
const revoked = certificateFixture('verify.revoked');

/** The server's lookup over the recorded answers; any other serial gets the recorded not-found envelope in the story's language. */
const lookup: MockHandler = ({ url }) => {
  const serial = (url.searchParams.get('serial') ?? '').trim().toUpperCase();
  const found = [valid, revoked].find((certificate) => certificate.serial === serial);
  if (found) return { code: ResultCode.success, message: 'OK', result: found };
  const { code, message } = certificateFixture(i18n.language === 'es' ? 'verify.notFound.es' : 'verify.notFound');
  return { code, message };
};

const meta: Meta<{ serial?: string }> = {
  title: 'Widgets/tc-certificate-verify',
  decorators: [withMockApi({ '/certificate/verify': lookup })],
  render: (args) => <tc-certificate-verify serial={args.serial} />,
};
export default meta;

type Story = StoryObj<{ serial?: string }>;

/** Nothing checked yet: the serial form. */
export const Form: Story = {};

/** From the QR code's link: a valid certificate, its holder, company, course and dates. */
export const Valid: Story = { args: { serial: valid.serial } };

/** A revoked certificate: said in words, with the date of the revocation. */
export const Revoked: Story = { args: { serial: revoked.serial } };

/** The answer is on its way. */
export const Loading: Story = {
  args: { serial: valid.serial },
  decorators: [withMockApi({ '/certificate/verify': () => new Promise(() => undefined) })],
};

/** A typed serial that no certificate has. */
export const NotFound: Story = {
  play: async ({ canvasElement }) => {
    const root = await waitFor(() => {
      const shadow = canvasElement.querySelector('tc-certificate-verify')?.shadowRoot;
      if (!shadow?.querySelector('form')) throw new Error('<tc-certificate-verify> has not rendered yet');
      return shadow;
    });
    const screen = within(root as unknown as HTMLElement);
    fireEvent.input(screen.getByRole('textbox'), { target: { value: 'TC-0000-0000' } });
    await userEvent.click(screen.getByRole('button', { name: /^(Verify|Verificar)$/ }));
  },
};

/** The check failed on the server: its reason and Try again. */
export const CheckFailed: Story = {
  args: { serial: valid.serial },
  decorators: [withMockApi({ '/certificate/verify': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** The valid certificate in Spanish. */
export const ValidSpanish: Story = { ...Valid, globals: { lang: 'es' } };

/** The revoked certificate in Spanish. */
export const RevokedSpanish: Story = { ...Revoked, globals: { lang: 'es' } };

/** An unknown serial in Spanish, with the server's Spanish message toasted. */
export const NotFoundSpanish: Story = { ...NotFound, globals: { lang: 'es' } };
