/**
 * `<tc-certificate-verify>`: public verification of a certificate (issue 9), for the portal's
 * `/verify` page and any site that embeds it ("verify an installer"). Anyone, without a session,
 * types a serial number (or arrives by the link of the certificate's QR code) and sees what the
 * server answers: holder, company, course, issue date, valid until and the live status (revoked
 * with its date); an unknown serial is said so. Nothing else about the person is shown. A
 * disclosure below checks a digital credential file (Open Badges 3.0, from `<tc-certificates>`):
 * whether the portal's signature holds, and the certificate's live status.
 *
 * @tag tc-certificate-verify
 * @attr {string} serial - The serial to check at once. Default: the page's `?serial=` query. When the page changes it, the new serial is checked.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart form - The serial form.
 * @csspart field - The labelled field.
 * @csspart label - The field's label.
 * @csspart input - The serial input.
 * @csspart error - The field's error message, or the error shown when the check failed.
 * @csspart button - Each button.
 * @csspart loading - The loading state.
 * @csspart result - The certificate found.
 * @csspart outcome - The sentence that says its status (also `status-valid`, `status-expiring`, `status-expired`, `status-revoked`, `status-superseded`).
 * @csspart revoked - The revocation date.
 * @csspart details - The certificate's fields (a definition list).
 * @csspart not-found - The text saying no certificate has that serial.
 * @csspart credential - The digital credential check (a disclosure, with its own form, field, input, error and button parts).
 * @csspart signature - Whether the credential's signature holds.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import certificateStatusCss from '../../src/ui/certificateStatus.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import certificateVerifyCss from './certificate-verify.css?inline';
import { CertificateVerify, type CertificateVerifyProps } from './CertificateVerify';

export const certificateVerifyTag = 'tc-certificate-verify';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcCertificateVerifyElement = HTMLElement & Omit<CertificateVerifyProps, keyof WidgetProps>;

/** Registers `<tc-certificate-verify>`; later calls are no-ops. */
export const defineCertificateVerify = (): CustomElementConstructor =>
  defineWidget({
    tag: certificateVerifyTag,
    component: CertificateVerify,
    props: { serial: 'string' },
    styles: [formsCss, certificateStatusCss, certificateVerifyCss],
  });

defineCertificateVerify();

declare global {
  interface HTMLElementTagNameMap {
    'tc-certificate-verify': TcCertificateVerifyElement;
  }
}
