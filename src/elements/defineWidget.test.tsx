import { act, render, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { loadingStore } from '../ui/loadingStore';
import { defineWidget, type WidgetProps } from './defineWidget';

function Greeting(_: WidgetProps) {
  return <p>Hello</p>;
}

const tag = 'tc-test-greeting';
const mount = async () => {
  defineWidget<WidgetProps>({ tag, component: Greeting, props: {} });
  const element = document.createElement(tag);
  document.body.append(element);
  await waitFor(() => expect(element.shadowRoot?.querySelector('p')).not.toBeNull());
  return { element, root: element.shadowRoot as ShadowRoot, shadow: within(element.shadowRoot as unknown as HTMLElement) };
};

describe('defineWidget: the request loading indicator in every widget frame', () => {
  it('shows a labelled progress bar and a Loading… status while a call is pending', async () => {
    const { root, shadow } = await mount();
    expect(shadow.queryByRole('progressbar')).toBeNull();
    act(() => loadingStore.start());
    await waitFor(() => expect(shadow.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy());
    expect(shadow.getAllByRole('status').map((status) => status.textContent)).toContain('Loading…');
    act(() => loadingStore.stop());
    await waitFor(() => expect(shadow.queryByRole('progressbar')).toBeNull());
    // Its styles travel with the frame: page styles never reach a shadow root.
    const css = root.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('');
    expect(css).toContain('.tc-loading-indicator');
  });

  it('leaves the waiting to the page when the page shows its own indicator (the host)', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LoadingIndicator placement="page" />
      </I18nextProvider>,
    );
    const { root } = await mount();
    act(() => loadingStore.start());
    await waitFor(() => expect(document.querySelector('[role="progressbar"]')).not.toBeNull());
    expect(root.querySelector('.tc-loading-indicator')).toBeNull();
  });
});
