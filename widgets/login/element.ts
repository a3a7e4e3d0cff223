/**
 * `<tc-login>`: log in, and the forgot-password flow (spec 2 `/login`, spec 5).
 *
 * Attributes (initial config; r2wc ignores later removal):
 * - `redirect` (string, default: the page's `?redirect=` query, else `/`): where to go after login.
 *   Only same-origin paths (`/...`, never `//host`) are followed; anything else goes to `/`.
 * - `apply-url` (string, default `/portal`): the partner application behind 'Get an account'.
 * - `help-url` (string, default `/account/help`): the help page behind 'Trouble logging in?'.
 * - `view` (`login` | `forgot` | `reset`, default: the page's `?view=` query, else `login`): the step
 *   shown; a later change is followed (the page's Back and Forward). `forgot` asks for the e-mail,
 *   `reset` for the code and the new password; `reset` without a valid `email` shows `forgot`.
 * - `email` (string, default: the page's `?email=`): where the code was sent (the reset step).
 * - `account` (string, default: the page's `?account=`): the user name, prefilled when known.
 *
 * Events (bubbling, composed):
 * - `tc-login` `{ account, redirect }`: the session is stored (token cookie, user, login name,
 *   version code); `redirect` is the accepted path or null. The widget then calls `navigate(redirect ?? '/')`.
 * - `tc-navigate` `{ to, view }`: the card moved to another step; `to` is the page's own address
 *   with `view` (and `email`, `account` for the reset step) in the query, `redirect` kept. A page
 *   that pushes it to its history keeps the step on reload and Back; a page may ignore it.
 *
 * CSS parts: `base` (the card), `title`, `form`, `alert` (server error), `notice` (success text),
 * `field`, `label`, `input`, `error`, `checkbox`, `button`.
 * Theming: the `--tc-*` custom properties of base.css.
 */
import { defineWidget } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import { Login } from './Login';
import loginCss from './login.css?inline';

export const loginTag = 'tc-login';

export type TcLoginElement = HTMLElement & { redirect?: string; applyUrl?: string; helpUrl?: string; view?: string; email?: string; account?: string };

/** Registers `<tc-login>`; later calls are no-ops. */
export const defineLogin = (): CustomElementConstructor =>
  defineWidget({
    tag: loginTag,
    component: Login,
    props: { redirect: 'string', applyUrl: 'string', helpUrl: 'string', view: 'string', email: 'string', account: 'string' },
    styles: [formsCss, loginCss],
  });

defineLogin();

declare global {
  interface HTMLElementTagNameMap {
    'tc-login': TcLoginElement;
  }
}
