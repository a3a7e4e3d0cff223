/**
 * `<tc-toaster>`: the page's stack of toasts (spec 4: each lasts 3 s). Widgets append one to
 * `document.body` when the first of them mounts; a page may place it itself to choose where it sits.
 * Only one per page is needed: every instance shows the same toast queue. No attributes, no events.
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

export const toasterTag = 'tc-toaster';

export class TcToaster extends HTMLElement {
  #root: Root | undefined;

  constructor() {
    super();
    adoptStyles(this.attachShadow({ mode: 'open' }), [baseCss, toasterCss]);
  }

  connectedCallback(): void {
    this.#root ??= createRoot(this.shadowRoot as ShadowRoot);
    this.#root.render(createElement(I18nextProvider, { i18n }, createElement(Toaster)));
  }

  disconnectedCallback(): void {
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
