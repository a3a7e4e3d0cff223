import type userEvent from '@testing-library/user-event';

/** Types over an input's whole value, as a person selecting it first does (user.clear cannot focus inside a shadow root). */
export const replaceText = (user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) =>
  user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });
