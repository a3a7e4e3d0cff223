/**
 * `<tc-certificates>`: the signed-in learner's certificates (spec 2 `/certificate`, issue 9): course,
 * serial number, total hours (hours and minutes), issue date, valid until and the status the server
 * gives (valid, expiring, expired, revoked, superseded), in words. View opens the PDF in a new tab
 * (the `pdf-token` cookie of the session authorises it, so the API must be on the page's own site);
 * Download saves it under the server's file name; Digital credential saves the Open Badges 3.0
 * credential the server signs (for a wallet, or `<tc-certificate-verify>`); Renew appears when the
 * server offers a renewal and opens the course again. Empty: 'There are no certificates here.', then how
 * to earn one, with a link to the courses.
 * The user comes from the page's session.
 *
 * @tag tc-certificates
 * @attr {string} certificate-id - A certificate to point out (its row is marked `aria-current`), e.g. from the course player's link.
 * @attr {string} [course-url="/course/detail?courseId={courseId}"] - Where Renew opens the course; `{courseId}` is replaced. Same-origin paths go through `configure({ navigate })`.
 * @attr {string} [courses-url="/course/index"] - The course list, linked from the empty list. Same-origin paths go through `configure({ navigate })`.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the list could not load, with its retry button.
 * @csspart empty - The empty list's text.
 * @csspart empty-next - How to earn a first certificate, with its link to the courses.
 * @csspart table - The table's scrolling frame.
 * @csspart row - A certificate's row.
 * @csspart highlighted - The row of `certificate-id`.
 * @csspart status - A status (also `status-valid`, `status-expiring`, `status-expired`, `status-revoked`, `status-superseded`).
 * @csspart button - Each button and button-like link (also `view`, `download`, `credential`, `renew`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import certificateStatusCss from '../../src/ui/certificateStatus.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import tableCss from '../../src/ui/table.css?inline';
import certificatesCss from './certificates.css?inline';
import { Certificates, type CertificatesProps } from './Certificates';

export const certificatesTag = 'tc-certificates';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcCertificatesElement = HTMLElement & Omit<CertificatesProps, keyof WidgetProps>;

/** Registers `<tc-certificates>`; later calls are no-ops. */
export const defineCertificates = (): CustomElementConstructor =>
  defineWidget({
    tag: certificatesTag,
    component: Certificates,
    props: { certificateId: 'string', courseUrl: 'string', coursesUrl: 'string' },
    styles: [formsCss, tableCss, certificateStatusCss, certificatesCss],
  });

defineCertificates();

declare global {
  interface HTMLElementTagNameMap {
    'tc-certificates': TcCertificatesElement;
  }
}
