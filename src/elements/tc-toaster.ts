/**
 * `<tc-toaster>`: the page's stack of toasts (spec 4: each lasts 3 s). Widgets append one to
 * `document.body` when the first of them mounts; a page may place it itself to choose where it sits,
 * best inside a landmark such as `<main>`. Only one per page is needed: every instance shows the same
 * toast queue. The element is itself a labelled region ("Notifications"), so its toasts are inside a
 * landmark wherever it sits (axe: region); a page's own `role` or `aria-label` is kept. No attributes, no events.
 *
 * @tag tc-toaster
 * @csspart toast - Each toast.
 * @csspart toast-error - An error toast.
 * @csspart toast-success - A success toast.
 * @csspart toast-info - An information toast.
 */
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import toasterCss from '../ui/toaster.css?inline';
import { Toaster } from '../ui/Toaster';
import { adoptStyles } from './adoptStyles';
import baseCss from './base.css?inline';
import { yieldToMain } from './yieldToMain';

export const toasterTag = 'tc-toaster';

export class TcToaster extends HTMLElement {
  #root: Root | undefined;
  #rootQueued = false;
  #labelledByUs = false;
  readonly #relabel = () => {
    if (this.#labelledByUs) this.setAttribute('aria-label', i18n.t('common:toast.region'));
  };

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }), [baseCss, toasterCss]);
  }

  connectedCallback(): void {
    if (!this.hasAttribute('role')) this.setAttribute('role', 'region');
    this.#labelledByUs ||= !this.hasAttribute('aria-label');
    this.#relabel();
    i18n.on('languageChanged', this.#relabel);
    if (this.#root || this.#rootQueued) return;
    // Rendered in a task of its own, like a widget's first render (defineWidget): not inside the page's.
    this.#rootQueued = true;
    void yieldToMain().then(() => {
      this.#rootQueued = false;
      if (!this.isConnected || this.#root) return;
      this.#root = createRoot(this.shadowRoot as ShadowRoot);
      this.#root.render(createElement(I18nextProvider, { i18n }, createElement(Toaster)));
    });
  }

  disconnectedCallback(): void {
    i18n.off('languageChanged', this.#relabel);
    // Deferred: a synchronous unmount inside another React render warns, and a moved element comes back.
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = undefined;
    });
  }
}

/** Registers the tag once; later calls are no-ops. */
export const defineToaster = (): void => {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(toasterTag)) customElements.define(toasterTag, TcToaster);
};

// Importing this file registers the tag, as with any element file (Shoelace style).
defineToaster();

declare global {
  interface HTMLElementTagNameMap {
    'tc-toaster': TcToaster;
  }
}
