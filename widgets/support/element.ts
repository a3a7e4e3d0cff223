/**
 * `<tc-support>`: the support desk (issue 11) for the portal's `/support` page and any site that
 * embeds it: the support hours ('8 AM - 8 PM CST, Sun-Sat'), whether the desk is open now (decided
 * by the server in US Central time, daylight saving included, and asked again when it changes), the
 * phone and the e-mail. Public, no session needed. Pair it with `<tc-contact-form>` for tickets.
 *
 * @tag tc-support
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart details - The desk's facts (a definition list).
 * @csspart hours - The support hours text.
 * @csspart state - Whether the desk is open now (also `open` or `closed`).
 * @csspart phone - The phone link.
 * @csspart email - The e-mail link.
 * @csspart loading - The loading state.
 * @csspart error - The error shown when the details could not be loaded, with a retry button.
 */
import { defineWidget } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import supportCss from './support.css?inline';
import { Support } from './Support';

export const supportTag = 'tc-support';

export type TcSupportElement = HTMLElement;

/** Registers `<tc-support>`; later calls are no-ops. */
export const defineSupport = (): CustomElementConstructor =>
  defineWidget({
    tag: supportTag,
    component: Support,
    props: {},
    styles: [formsCss, supportCss],
  });

defineSupport();

declare global {
  interface HTMLElementTagNameMap {
    'tc-support': TcSupportElement;
  }
}
