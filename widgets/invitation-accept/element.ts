/**
 * `<tc-invitation-accept>`: a technician opens the link of a company's invitation e-mail and sets a
 * password (issue 13). It shows whom the invitation is for and the account (the invited e-mail);
 * the server creates the account once, while the link is live (a week). A used or expired link says
 * so (code 40082) and asks for a new invitation; a link the company admin withdrew, or replaced by
 * sending the invitation again, says that instead, in the visitor's language. Afterwards it links to
 * the log-in page.
 *
 * @tag tc-invitation-accept
 * @attr {string} token - The invitation's token; default: the page's `?token=` (the e-mailed link).
 * @attr {string} [login-url="/login"] - The log-in page (`?account=` is added). Same-origin paths go through `configure({ navigate })`.
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart loading - The loading state.
 * @csspart error - The text of a missing, used, expired, withdrawn or replaced link (no retry), or why the invitation could not load, with its retry button.
 * @csspart not-found - A used, expired, withdrawn or replaced link's error (also `error`): the server's words and no retry.
 * @csspart button - The retry button.
 * @csspart form - The password form.
 * @csspart field - Each field.
 * @csspart alert - A failure that belongs to no field.
 * @csspart submit - The button that creates the account.
 * @csspart done - The confirmation with the account.
 * @csspart login - The link to the log-in page.
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import invitationAcceptCss from './invitation-accept.css?inline';
import { InvitationAccept, type InvitationAcceptProps } from './InvitationAccept';

export const invitationAcceptTag = 'tc-invitation-accept';

export type TcInvitationAcceptElement = HTMLElement & Omit<InvitationAcceptProps, keyof WidgetProps>;

/** Registers `<tc-invitation-accept>`; later calls are no-ops. */
export const defineInvitationAccept = (): CustomElementConstructor =>
  defineWidget({
    tag: invitationAcceptTag,
    component: InvitationAccept,
    props: { token: 'string', loginUrl: 'string' },
    styles: [formsCss, invitationAcceptCss],
  });

defineInvitationAccept();

declare global {
  interface HTMLElementTagNameMap {
    'tc-invitation-accept': TcInvitationAcceptElement;
  }
}
