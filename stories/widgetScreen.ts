import { fireEvent, waitFor, within } from 'storybook/test';

/**
 * Types into a field as one input event, which React hears. In Storybook, user-event's keystrokes change a field inside
 * a widget's shadow root without React's onChange hearing them: stories that typed so showed the state before typing.
 */
export const typeInto = (field: HTMLElement, value: string): void => {
  fireEvent.input(field, { target: { value } });
};

/** Types a search and submits its form, as Enter in the field does. */
export const searchFor = (field: HTMLElement, value: string): void => {
  typeInto(field, value);
  const form = field.closest('form');
  if (form) fireEvent.submit(form);
};

/** Queries inside a widget's shadow root once `ready` matches there (the widget has loaded what the story shows). */
export const widgetScreen = async (canvasElement: HTMLElement, tag: string, ready: string) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector(tag)?.shadowRoot;
    if (!shadow?.querySelector(ready)) throw new Error(`<${tag}> has not loaded yet`);
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};
