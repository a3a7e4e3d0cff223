import { afterEach } from 'vitest';

const observers: MutationObserver[] = [];
afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
});

/**
 * Chromium's focus fixup within `root`: a focused control that becomes disabled loses the focus to
 * the page (`document.activeElement` is `<body>`). happy-dom keeps it focused, which hides the bug of
 * a busy button that never gets the focus back. Call in a test before the click; undone after it.
 */
export function blurWhenDisabled(root: Document | ShadowRoot): void {
  const observer = new MutationObserver((records) => {
    for (const { target } of records) {
      // happy-dom's blur() ignores a disabled element: focusing the page is what Chromium ends with.
      if (target instanceof HTMLElement && target.hasAttribute('disabled') && root.activeElement === target) document.body.focus();
    }
  });
  observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['disabled'] });
  observers.push(observer);
}
