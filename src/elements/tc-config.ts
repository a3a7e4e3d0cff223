/**
 * `<tc-config>`: configures every widget of the page from markup, for pages that cannot run a
 * script of their own. Renders nothing. The last `<tc-config>` to connect or change wins; each
 * attribute is applied when present, and removing one keeps the value it set. With the embed
 * loader it works before any widget code has loaded (the settings wait for the first widget).
 *
 * ```html
 * <tc-config api-base="https://training.example.com/training-api" lang="es" login-path="/login"></tc-config>
 * ```
 *
 * @tag tc-config
 * @attr {string} [api-base=/training-api] - Base of the training API.
 * @attr {'en' | 'es'} lang - Language of every widget. Default: the stored choice, else the page's language, else `en`.
 * @attr {string} [login-path=/login] - Where an expired session sends the user.
 */
import type { PageConfig } from './applyPageConfig';

export const configTag = 'tc-config';

/** Where the settings go: the core's `applyPageConfig`, or the loader's queue before the core is loaded. */
export type ConfigurePage = (config: PageConfig) => Promise<void>;

// Kept light on purpose: the embed loader defines this element before any of the core is loaded.
let configurePage: ConfigurePage = () => Promise.resolve();

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
    return configurePage({
      apiBase: this.getAttribute('api-base') ?? undefined,
      lang: this.getAttribute('lang') ?? undefined,
      loginPath: this.getAttribute('login-path') ?? undefined,
    });
  }
}

/** Registers the tag once, sending its settings to `configure`; a later call only changes where they go. */
export const defineConfig = (configure: ConfigurePage): void => {
  configurePage = configure;
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(configTag)) customElements.define(configTag, TcConfig);
};

declare global {
  interface HTMLElementTagNameMap {
    'tc-config': TcConfig;
  }
}
