/**
 * Whether the browser is replacing this document: a request it cancels on the way out is not the
 * server's answer, so the guard must not end the session over it. pageshow resets it after a
 * back/forward-cache restore.
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

export const isLeavingPage = (): boolean => leaving;
