import { waitFor, within } from 'storybook/test';

/** Queries inside a widget's shadow root once `ready` matches there (the widget has loaded what the story shows). */
export const widgetScreen = async (canvasElement: HTMLElement, tag: string, ready: string) => {
  const root = await waitFor(() => {
    const shadow = canvasElement.querySelector(tag)?.shadowRoot;
    if (!shadow?.querySelector(ready)) throw new Error(`<${tag}> has not loaded yet`);
    return shadow;
  });
  return within(root as unknown as HTMLElement);
};
