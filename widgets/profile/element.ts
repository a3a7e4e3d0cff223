/**
 * `<tc-profile>`: my profile (spec 2 `/user`) for the signed-in user: account details (user name,
 * name, e-mail, company, company number, role), the country/version select, and the password
 * change form. It loads `GET /getUserInfo` without the page's loading indicator (spec 7) and shows
 * its own loading state, then the data, or an error with a retry button. No attributes: the user
 * comes from the page's session, and a login in another widget of the page loads the new user.
 *
 * @tag tc-profile
 * @fires tc-country-changed - The server accepted a new country/version and the session stores it; reload content scoped by it.
 * @fires tc-password-changed - The password changed; the server signed out the user's other sessions.
 * @csspart base - The card.
 * @csspart title - The heading.
 * @csspart loading - The loading state.
 * @csspart load-error - The error shown when the profile could not load, with its retry button.
 * @csspart alert - The server's error.
 * @csspart notice - A success text.
 * @csspart details - The account details (a definition list).
 * @csspart country - The country/version section.
 * @csspart select - The country/version select.
 * @csspart password - The password change section.
 * @csspart sessions - The "sign out everywhere else" section.
 * @csspart form - Each form.
 * @csspart field - A labelled field.
 * @csspart label - A field's label.
 * @csspart input - A text input.
 * @csspart error - A field's error message.
 * @csspart button - Each button.
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
