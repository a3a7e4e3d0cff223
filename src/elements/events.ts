/**
 * Every event a widget sends to its page: one typed map (names `tc-*`, bubbling and composed).
 * A payload never changes in place: add a `...-v2` event and deprecate the old one.
 */
export type TcEventMap = {
  /** A user signed in. Fires after the session is stored. */
  'tc-login': { account: string; redirect: string | null };
  /** The user signed out (button or revoked session). */
  'tc-logout': Record<string, never>;
  /** A widget asks the page to move; the host maps `to` to a route, a foreign page may ignore it. */
  'tc-navigate': { to: string; view?: string; params?: Record<string, string> };
  /** The password changed; other sessions were signed out by the server. */
  'tc-password-changed': Record<string, never>;
  /** The user switched country/version; content scoped by it (courses, documents) should be reloaded. */
  'tc-country-changed': { versionCode: string };
};

export type TcEventName = keyof TcEventMap;
export type Emit = <K extends TcEventName>(type: K, detail: TcEventMap[K]) => void;

export const dispatchTcEvent = <K extends TcEventName>(target: EventTarget, type: K, detail: TcEventMap[K]): void => {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
};

/** Each event as the DOM types it: a listener on an element, the document or the window gets the typed `detail`. */
type TcDomEvents = { [K in TcEventName]: CustomEvent<TcEventMap[K]> };

declare global {
  /* eslint-disable @typescript-eslint/no-empty-object-type -- the maps gain the tc-* events through `extends`. */
  interface HTMLElementEventMap extends TcDomEvents {}
  interface DocumentEventMap extends TcDomEvents {}
  interface WindowEventMap extends TcDomEvents {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
