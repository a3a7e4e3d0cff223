import { defineToaster, toasterTag } from './tc-toaster';

/**
 * Makes sure the page has one `<tc-toaster>`: called by every widget when it mounts, so a page
 * that embeds a single widget still shows its toasts. A toaster the page placed itself is kept.
 */
export function ensureToaster(): void {
  if (typeof document === 'undefined') return;
  defineToaster();
  if (document.querySelector(toasterTag)) return;
  document.body.append(document.createElement(toasterTag));
}
