/**
 * `<tc-contact-form>`: the contact/support form (spec 5, issue 11) for the portal's `/support`,
 * `/contact-us` and `/account/contact` pages and any site that embeds it (the marketing CMS). Name,
 * e-mail, company, subject and message, each required, the e-mail well formed and no emoji in any
 * field, checked in the browser with the server's own schema. Works without a session; a signed-in
 * user finds name, e-mail and company filled in from the profile. A refused or failed send keeps
 * what was typed, ready to send again; success shows the ticket number (also mailed to the sender).
 *
 * @tag tc-contact-form
 * @attr {string} subject - A subject to start with. Default: empty.
 * @fires tc-ticket-submitted - The ticket was stored: `{ ticketId }` (e.g. `SR-7K3D-Q9XA`).
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart form - The form.
 * @csspart field - Each labelled field.
 * @csspart label - Each field's label.
 * @csspart input - Each input and the message's text area (also `textarea`).
 * @csspart error - Each field's error message.
 * @csspart alert - A failure that belongs to no field (too many tickets, no connection).
 * @csspart button - Each button.
 * @csspart success - What shows once the ticket is sent.
 * @csspart ticket - The ticket number.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import contactFormCss from './contact-form.css?inline';
import { ContactForm, type ContactFormProps } from './ContactForm';

export const contactFormTag = 'tc-contact-form';

/** The element's properties: the component's props, minus what the element itself supplies. */
export type TcContactFormElement = HTMLElement & Omit<ContactFormProps, keyof WidgetProps>;

/** Registers `<tc-contact-form>`; later calls are no-ops. */
export const defineContactForm = (): CustomElementConstructor =>
  defineWidget({
    tag: contactFormTag,
    component: ContactForm,
    props: { subject: 'string' },
    styles: [formsCss, contactFormCss],
  });

defineContactForm();

declare global {
  interface HTMLElementTagNameMap {
    'tc-contact-form': TcContactFormElement;
  }
}
