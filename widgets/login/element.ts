/**
 * `<tc-login>`: log in, and the forgot-password flow (spec 2 `/login`, spec 5).
 *
 * Attributes are initial config (r2wc ignores later removal), except `view`, whose later change is
 * followed (the page's Back and Forward). After a login the widget stores the session (token
 * cookie, user, login name, version code), fires `tc-login`, then calls `navigate(redirect ?? '/')`.
 * Only same-origin paths (`/...`, never `//host`) are followed as redirect; anything else goes to `/`.
 *
 * @tag tc-login
 * @attr {string} redirect - Where to go after login. Default: the page's `?redirect=` query, else `/`.
 * @attr {string} [apply-url=/apply] - The partner application behind 'Get an account'.
 * @attr {string} [help-url=/account/help] - The help page behind 'Trouble logging in?'.
 * @attr {'login' | 'forgot' | 'reset'} view - The step shown. Default: the page's `?view=` query, else `login`. `forgot` asks for the e-mail, `reset` for the code and the new password; `reset` without a valid `email` shows `forgot`.
 * @attr {string} email - Where the code was sent (the reset step). Default: the page's `?email=`.
 * @attr {string} account - The user name, prefilled when known. Default: the page's `?account=`.
 * @fires tc-login - The session is stored; `{ account, redirect }`, `redirect` the accepted path or null.
 * @fires tc-navigate - The card moved to another step: `{ to, view }`, `to` the page's own address with `view` (and `email`, `account` for the reset step) in the query, `redirect` kept. A page that pushes it to its history keeps the step on reload and Back.
 * @csspart base - The card.
 * @csspart title - The heading.
 * @csspart form - Each form.
 * @csspart alert - The server's error.
 * @csspart notice - A success text.
 * @csspart field - A labelled field.
 * @csspart label - A field's label.
 * @csspart input - A text input.
 * @csspart error - A field's error message.
 * @csspart checkbox - The 'Remember me' checkbox.
 * @csspart button - Each button.
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
