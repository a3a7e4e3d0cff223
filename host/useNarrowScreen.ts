import { useSyncExternalStore } from 'react';

/** Below this width the header collapses its menu behind one button; styles.css uses the same width. */
export const narrowScreenQuery = '(max-width: 47.99rem)';

const media = (): MediaQueryList | null => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(narrowScreenQuery) : null);

// Resize too: not every engine reports a change of the query list itself (happy-dom does not).
const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  window.addEventListener('resize', listener);
  return () => {
    list?.removeEventListener('change', listener);
    window.removeEventListener('resize', listener);
  };
};

const isNarrow = (): boolean => media()?.matches ?? false;

/** True on a phone-sized screen; follows rotation and window resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, isNarrow, () => false);
}
