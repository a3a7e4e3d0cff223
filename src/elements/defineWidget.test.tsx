import { act, render, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { LoadingIndicator } from '../ui/LoadingIndicator';
import { loadingStore } from '../ui/loadingStore';
import { defineWidget, type WidgetProps } from './defineWidget';

let unmounts = 0;
function Greeting(_: WidgetProps) {
  const [clicks, setClicks] = useState(0);
  useEffect(() => () => void (unmounts += 1), []);
  return (
    <p>
      Hello <button onClick={() => setClicks(clicks + 1)}>{`Clicked ${clicks}`}</button>
    </p>
  );
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

describe('defineWidget: unmounting', () => {
  it('keeps a widget that is moved within the page mounted, with its state', async () => {
    const { element, shadow } = await mount();
    act(() => shadow.getByRole('button').click());
    await waitFor(() => expect(shadow.getByRole('button').textContent).toBe('Clicked 1'));
    const before = unmounts;
    const section = document.createElement('section');
    document.body.append(section);
    section.append(element);
    await Promise.resolve();
    expect(unmounts).toBe(before);
    expect(shadow.getByRole('button').textContent).toBe('Clicked 1');
  });

  it('unmounts a removed widget after the current task (no unmount inside another render)', async () => {
    const { element } = await mount();
    const before = unmounts;
    element.remove();
    expect(unmounts).toBe(before);
    await waitFor(() => expect(unmounts).toBe(before + 1));
  });
});

