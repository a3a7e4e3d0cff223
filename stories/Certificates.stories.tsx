import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import type { CertificateStatus } from '../src/contract/certificate';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import '../src/elements/trainingCenter';
import { i18n } from '../src/i18n/i18n';
// Answers recorded from the real training API (src/testing/fixtures/certificates/README.md): every state below is one the server gave.
import { certificateFixture } from '../src/testing/fixtures/certificates';
import '../widgets/certificates/element';
import { widgetScreen } from './widgetScreen';
import { withMockApi, type MockHandler } from './mockApi';

const answer = (result: unknown) => ({ code: ResultCode.success, message: 'OK', result });
const ok =
  (result: unknown): MockHandler =>
  () => answer(result);

/** The recorded list of the demo learner holding one certificate in each status, in the story's language. */
const everyStatus: MockHandler = () => answer(certificateFixture(i18n.language === 'es' ? 'list.everyStatus.es' : 'list.everyStatus'));

/** A recorded certificate by id, from either demo learner's list. */
const recordedCertificate = (certificateId: string) =>
  [...certificateFixture('list.everyStatus').list, ...certificateFixture('list.renewal').list].find((candidate) => candidate.certificateId === certificateId);

/** A small PDF as the download answers it, named by Content-Disposition the way the server names it. */
const pdf: MockHandler = ({ body }) => {
  const { certificateId } = body as { certificateId: string };
  const certificate = recordedCertificate(certificateId);
  return new Response(new Blob(['%PDF-1.7\n'], { type: 'application/pdf' }), {
    headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="certificate-${certificate?.serial ?? certificateId}.pdf"` },
  });
};

const renew: MockHandler = ({ body }) => {
  const { certificateId } = body as { certificateId: string };
  return answer({ courseId: recordedCertificate(certificateId)?.renewCourseId });
};

const meta: Meta<{ certificateId?: string }> = {
  title: 'Widgets/tc-certificates',
  decorators: [withMockApi({ '/certificate/list': everyStatus, 'POST /certificate/download': pdf, 'POST /certificate/renew': renew })],
  render: (args) => <tc-certificates certificate-id={args.certificateId} course-url="?courseId={courseId}" />,
};
export default meta;

type Story = StoryObj<{ certificateId?: string }>;

/** Queries inside the widget's shadow root once the table has rendered. */
const table = (canvasElement: HTMLElement) => widgetScreen(canvasElement, 'tc-certificates', 'table');

/** One certificate in each status the server gives (valid, expiring, expired, revoked, superseded), with total hours, dates, View and Download; no Renew, as the valid one is the newest. */
export const EveryStatus: Story = {};

/** The recorded list narrowed to the certificates of one status, as a learner holding only those sees it. */
const onlyStatus = (status: CertificateStatus): Story => ({
  decorators: [
    withMockApi({
      '/certificate/list': () => {
        const recorded = certificateFixture(i18n.language === 'es' ? 'list.everyStatus.es' : 'list.everyStatus');
        return answer({ list: recorded.list.filter((certificate) => certificate.status === status) });
      },
      'POST /certificate/download': pdf,
      'POST /certificate/renew': renew,
    }),
  ],
});

/** Valid: in force. */
export const Valid = onlyStatus('valid');
/** Expiring, and the learner's newest of the course (`demo.renewal`): within the renewal window, so Renew is offered. */
export const Expiring: Story = {
  decorators: [
    withMockApi({
      '/certificate/list': () => answer(certificateFixture(i18n.language === 'es' ? 'list.renewal.es' : 'list.renewal')),
      'POST /certificate/download': pdf,
      'POST /certificate/renew': renew,
    }),
  ],
};
/** Expired. */
export const Expired = onlyStatus('expired');
/** Revoked by an administrator. */
export const Revoked = onlyStatus('revoked');
/** Superseded by a renewal. */
export const Superseded = onlyStatus('superseded');

/** The list while the server has not answered yet. */
export const Loading: Story = {
  decorators: [withMockApi({ '/certificate/list': () => new Promise(() => undefined) })],
};

/** A learner without a certificate: 'There are no certificates here.' */
export const Empty: Story = {
  decorators: [withMockApi({ '/certificate/list': ok(certificateFixture('list.empty')) })],
};

/** The list could not load: the server's reason and Try again. */
export const LoadError: Story = {
  decorators: [withMockApi({ '/certificate/list': () => ({ code: ResultCode.internal, message: errorMessages[i18n.language === 'es' ? 'es' : 'en'].internal }) })],
};

/** Arriving from the course player's certificate link: that certificate's row is pointed out. */
export const PointedOut: Story = {
  args: { certificateId: certificateFixture('list.everyStatus').list.find((certificate) => certificate.status === 'valid')?.certificateId },
};

/** Download of the valid certificate: the file is saved under the server's name, which the row then says. */
export const Downloaded: Story = {
  play: async ({ canvasElement }) => {
    const screen = await table(canvasElement);
    const [download] = screen.getAllByRole('button', { name: /^(Download|Descargar) / });
    if (download) await userEvent.click(download);
  },
};

/** The same list in Spanish, as the server answers it with `lang: es`. */
export const EveryStatusSpanish: Story = { globals: { lang: 'es' } };

/** 'No hay certificados aquí.' */
export const EmptySpanish: Story = { ...Empty, globals: { lang: 'es' } };

/** The error in Spanish. */
export const LoadErrorSpanish: Story = { ...LoadError, globals: { lang: 'es' } };

/** At phone width (320 px): each certificate a card, its values under their column names. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
