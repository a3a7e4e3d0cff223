/** The custom state a widget element holds from its construction until its first render is in (`:state(pending)` in CSS). */
export const pendingState = 'pending';

const pendingStates = new WeakMap<Element, CustomStateSet>();

/**
 * Marks a widget element as waiting for its first render, which runs in a task of its own (defineWidget):
 * the loader's reserved block size (loader.ts) holds until it is in, so no frame shows the element empty.
 * A browser without custom states reserves the space until the tag is defined only.
 */
export const markPending = (element: HTMLElement): void => {
  try {
    const { states } = element.attachInternals();
    states.add(pendingState);
    pendingStates.set(element, states);
  } catch {
    // No ElementInternals or no custom states (older browsers, happy-dom).
  }
};

/** The widget's first render is in the document (called before the browser paints it). */
export const markRendered = (element: Element | null | undefined): void => {
  if (element) pendingStates.get(element)?.delete(pendingState);
};
