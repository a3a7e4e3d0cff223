/**
 * `<tc-account-help>`: the help page for login problems (spec 2 `/account/help`), readable without
 * a session: forgotten password, too many attempts, no account yet, expired session, password
 * rules, and support with its hours. Each answer is a native disclosure (`<details>`); the topic
 * named by the page's hash (`#forgot`, `#throttled`, `#noAccount`, `#expired`, `#passwordRules`,
 * `#support`) starts open. Links to app paths move through the configured `navigate`; others are
 * normal links. Attributes are initial config (r2wc ignores later removal).
 *
 * @tag tc-account-help
 * @attr {string} [login-url=/login] - The log-in page; the forgot-password link adds `?view=forgot`.
 * @attr {string} [apply-url=/portal] - The partner application.
 * @attr {string} [contact-url=/account/contact] - The contact/support form; the default is the portal's form that needs no account (a person who cannot log in).
 * @csspart base - The card.
 * @csspart title - The heading.
 * @csspart topic - Each disclosure.
 * @csspart question - A disclosure's summary.
 * @csspart answer - A disclosure's answer.
 */
import { defineWidget } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import { AccountHelp } from './AccountHelp';
import accountHelpCss from './account-help.css?inline';

export const accountHelpTag = 'tc-account-help';

export type TcAccountHelpElement = HTMLElement & { loginUrl?: string; applyUrl?: string; contactUrl?: string };

/** Registers `<tc-account-help>`; later calls are no-ops. */
export const defineAccountHelp = (): CustomElementConstructor =>
  defineWidget({
    tag: accountHelpTag,
    component: AccountHelp,
    props: { loginUrl: 'string', applyUrl: 'string', contactUrl: 'string' },
    styles: [formsCss, accountHelpCss],
  });

defineAccountHelp();

declare global {
  interface HTMLElementTagNameMap {
    'tc-account-help': TcAccountHelpElement;
  }
}
