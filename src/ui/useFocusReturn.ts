import { useCallback, useRef } from 'react';

/**
 * Gives the focus back to the button that opened a form or a question once it closes:
 * `const [focusTarget, returnFocus] = useFocusReturn()`, `ref={focusTarget}` on that button, and
 * `returnFocus()` when closing (keyboard users stay where they were). The same works forward: put
 * `focusTarget` on what replaces a pressed button and call `returnFocus()` before the change, so
 * the focus lands there when it appears instead of on the page's body.
 */
export function useFocusReturn(): [focusTarget: (element: HTMLElement | null) => void, returnFocus: () => void] {
  const pending = useRef(false);
  const focusTarget = useCallback((element: HTMLElement | null) => {
    if (element && pending.current) {
      pending.current = false;
      element.focus();
    }
  }, []);
  const returnFocus = useCallback(() => {
    pending.current = true;
  }, []);
  return [focusTarget, returnFocus];
}
