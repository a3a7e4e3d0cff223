/**
 * `<tc-profile>`: my profile (spec 2 `/user`) for the signed-in user: account details (user name,
 * name, e-mail, company, company number, role), the country/version select, and the password
 * change form. It loads `GET /getUserInfo` without the page's loading indicator (spec 7) and shows
 * its own loading state, then the data, or an error with a retry button.
 *
 * Attributes: none; the user comes from the session (token cookie) through the API.
 *
 * Events (bubbling, composed):
 * - `tc-country-changed` `{ versionCode }`: the server accepted a new country/version and the
 *   session stores it; reload content scoped by it.
 * - `tc-password-changed` `{}`: the password changed; the server signed out the user's other sessions.
 *
 * CSS parts: `base` (the card), `title`, `loading`, `load-error`, `alert`, `notice`, `details`
 * (the definition list), `country`, `select`, `password`, `form`, `field`, `label`, `input`,
 * `error`, `button`.
 * Theming: the `--tc-*` custom properties of base.css.
 */
import { defineWidget } from '../../src/elements/defineWidget';
import formsCss from '../../src/ui/forms.css?inline';
import { Profile } from './Profile';
import profileCss from './profile.css?inline';

export const profileTag = 'tc-profile';

export type TcProfileElement = HTMLElement;

/** Registers `<tc-profile>`; later calls are no-ops. */
export const defineProfile = (): CustomElementConstructor =>
  defineWidget({ tag: profileTag, component: Profile, props: {}, styles: [formsCss, profileCss] });

defineProfile();

declare global {
  interface HTMLElementTagNameMap {
    'tc-profile': TcProfileElement;
  }
}
