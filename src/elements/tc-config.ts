/**
 * `<tc-config>`: configures every widget of the page from markup, for pages that cannot run a
 * script of their own. Renders nothing. The last `<tc-config>` to connect or change wins.
 *
 * ```html
 * <tc-config api-base="https://training.example.com/training-api" lang="es" login-path="/login"></tc-config>
 * ```
 *
 * Attributes (each applied when present; removing one keeps the value it set):
 * - `api-base` (string, default `/training-api`): base of the training API.
 * - `lang` (`en` | `es`, default the page's language, else `en`): language of every widget.
 * - `login-path` (string, default `/login`): where an expired session sends the user.
 *
 * Events: none. Slots: none. CSS parts: none.
 */
import { applyPageConfig } from './applyPageConfig';

export const configTag = 'tc-config';

export class TcConfig extends HTMLElement {
  static readonly observedAttributes = ['api-base', 'lang', 'login-path'];

  connectedCallback(): void {
    this.hidden = true;
    void this.apply();
  }

  attributeChangedCallback(): void {
    if (this.isConnected) void this.apply();
  }

  /** Applies the attributes now; resolves once the language has switched. */
  apply(): Promise<void> {
    return applyPageConfig({
      apiBase: this.getAttribute('api-base') ?? undefined,
      lang: this.getAttribute('lang') ?? undefined,
      loginPath: this.getAttribute('login-path') ?? undefined,
    });
  }
}

/** Registers the tag once; later calls are no-ops. */
export const defineConfig = (): void => {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(configTag)) customElements.define(configTag, TcConfig);
};

// Importing this file registers the tag, as with any element file (Shoelace style).
defineConfig();

declare global {
  interface HTMLElementTagNameMap {
    'tc-config': TcConfig;
  }
}
