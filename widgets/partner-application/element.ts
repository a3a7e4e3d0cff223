/**
 * `<tc-partner-application>`: "Get an account" (spec 1, issue 13). A company applies to become a
 * partner: company, company number, country, contact name, e-mail, phone, website, the roles to
 * train (installer, sales, designer), agreement to the partner terms and the language of the e-mails.
 * The form checks with the schema the server uses; a second application for the same company or
 * e-mail is answered by the server under the field it concerns. After sending, it thanks the
 * applicant; approval brings the administrator login and the business partner certificate by e-mail.
 * Anonymous: embeddable on any page, e.g. the marketing CMS.
 *
 * @tag tc-partner-application
 * @attr {string} terms-url - Where the partner terms are published; linked beside the agreement (new tab).
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - Each field (label, input, hint, error).
 * @csspart label - Each field's label.
 * @csspart select - The country and language lists.
 * @csspart roles - The group of role checkboxes.
 * @csspart checkbox - Each checkbox.
 * @csspart terms-link - The link to the partner terms.
 * @csspart alert - A failure that belongs to no field.
 * @csspart submit - The send button.
 * @csspart sent - The thank-you text after sending.
 * @csspart button - The "send another application" button.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import partnerApplicationCss from './partner-application.css?inline';
import { PartnerApplication, type PartnerApplicationProps } from './PartnerApplication';

export const partnerApplicationTag = 'tc-partner-application';

export type TcPartnerApplicationElement = HTMLElement & Omit<PartnerApplicationProps, keyof WidgetProps>;

/** Registers `<tc-partner-application>`; later calls are no-ops. */
export const definePartnerApplication = (): CustomElementConstructor =>
  defineWidget({
    tag: partnerApplicationTag,
    component: PartnerApplication,
    props: { termsUrl: 'string' },
    styles: [formsCss, partnerApplicationCss],
  });

definePartnerApplication();

declare global {
  interface HTMLElementTagNameMap {
    'tc-partner-application': TcPartnerApplicationElement;
  }
}
