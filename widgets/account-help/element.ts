/**
 * `<tc-account-help>`: the help page for login problems (spec 2 `/account/help`), readable without
 * a session: forgotten password, too many attempts, no account yet, expired session, password
 * rules, and support with its hours. Each answer is a native disclosure (`<details>`); the topic
 * named by the page's hash (`#forgot`, `#throttled`, `#noAccount`, `#expired`, `#passwordRules`,
 * `#support`) starts open.
 *
 * Attributes (initial config; r2wc ignores later removal):
 * - `login-url` (string, default `/login`): the log-in page; the forgot-password link adds `?view=forgot`.
 * - `apply-url` (string, default `/portal`): the partner application.
 * - `contact-url` (string, default `/contact-us`): the contact/support form.
 *
 * Events: none. Links to app paths move through the configured `navigate`; others are normal links.
 *
 * CSS parts: `base` (the card), `title`, `topic` (each disclosure), `question` (its summary), `answer`.
 * Theming: the `--tc-*` custom properties of base.css.
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
