/**
 * `<tc-portal>`: the portal landing for anonymous visitors (spec 2 `/portal`, issue 11), embeddable by
 * the marketing CMS: get started (log in, get an account), new courses, featured videos, the next
 * webinar (its time in the viewer's zone and in US Central time), submit a ticket, join us. Public
 * data only (`GET /portal/summary`; the page's `country` picks the catalogue, US otherwise).
 *
 * @tag tc-portal
 * @attr {string} [login-url="/login"] - Where "Log in" goes.
 * @attr {string} [apply-url="/apply"] - The partner application ("Get an account", "Apply to become a partner").
 * @attr {string} [ticket-url="/account/contact"] - The support ticket form (public: no account needed).
 * @csspart base - The widget.
 * @csspart heading - The heading.
 * @csspart block - Each block (also `start`, `courses`, `videos`, `webinar`, `ticket`, `join`).
 * @csspart loading - A block's loading state.
 * @csspart error - A block's error, with its retry button.
 * @csspart empty - A block's empty state.
 * @csspart button - Each button and button-like link (also `login`, `apply`, `ticket`, `join`, `retry`).
 */
import { defineWidget, type WidgetProps } from '../../src/elements/defineWidget';
import blocksCss from '../../src/ui/blocks.css?inline';
import formsCss from '../../src/ui/forms.css?inline';
import portalCss from './portal.css?inline';
import { Portal, type PortalProps } from './Portal';

export const portalTag = 'tc-portal';

export type TcPortalElement = HTMLElement & Omit<PortalProps, keyof WidgetProps>;

/** Registers `<tc-portal>`; later calls are no-ops. */
export const definePortal = (): CustomElementConstructor =>
  defineWidget({ tag: portalTag, component: Portal, props: { loginUrl: 'string', applyUrl: 'string', ticketUrl: 'string' }, styles: [formsCss, blocksCss, portalCss] });

definePortal();

declare global {
  interface HTMLElementTagNameMap {
    'tc-portal': TcPortalElement;
  }
}
