import { act, render, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { session } from '../session/session';
import { signInAs } from '../testing/signedIn';
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

describe('defineWidget: rendering in the document only', () => {
  const renders: string[] = [];
  function Badge({ label, count }: WidgetProps & { label?: string; count?: number }) {
    renders.push(`${label}:${count}`);
    return <p>{`${label} ${count}`}</p>;
  }
  const badgeTag = 'tc-test-badge';
  defineWidget<WidgetProps & { label?: string; count?: number }>({ tag: badgeTag, component: Badge, props: { label: 'string', count: 'number' } });

  it('renders nothing for an element that is not in the document, whatever attributes and properties it is given', async () => {
    renders.length = 0;
    const element = document.createElement(badgeTag) as HTMLElement & { count?: number };
    element.setAttribute('label', 'Lessons');
    element.count = 3;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual([]);
    expect(element.shadowRoot?.childNodes.length ?? 0).toBe(0);
  });

  it('renders once, with every attribute set before it was inserted', async () => {
    renders.length = 0;
    const element = document.createElement(badgeTag) as HTMLElement & { count?: number };
    element.setAttribute('label', 'Lessons');
    element.count = 3;
    document.body.append(element);
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Lessons 3'));
    expect(renders).toEqual(['Lessons:3']);
    element.setAttribute('label', 'Exams');
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Exams 3'));
    element.remove();
  });

  it('renders first in a task after the one that inserted it, so a page that inserts widgets does not block for all their renders at once', async () => {
    renders.length = 0;
    const element = document.createElement(badgeTag);
    element.setAttribute('label', 'Exams');
    document.body.append(element);
    // r2wc's root for the widget (a global symbol): React renders later anyway, Preact (the build's) within the mount.
    const mounted = () => (element as unknown as Record<symbol, unknown>)[Symbol.for('r2wc.context')] !== undefined;
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(mounted()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(mounted()).toBe(true);
    await waitFor(() => expect(element.shadowRoot?.querySelector('p')?.textContent).toBe('Exams undefined'));
    expect(renders).toEqual(['Exams:undefined']);
    element.remove();
  });

  it('never renders an element removed before its first render, and renders once one put back in the same task', async () => {
    renders.length = 0;
    const removed = document.createElement(badgeTag);
    removed.setAttribute('label', 'Removed');
    const moved = document.createElement(badgeTag);
    moved.setAttribute('label', 'Moved');
    document.body.append(removed, moved);
    removed.remove();
    moved.remove();
    document.body.append(moved);
    await waitFor(() => expect(moved.shadowRoot?.querySelector('p')?.textContent).toBe('Moved undefined'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(renders).toEqual(['Moved:undefined']);
    expect(removed.shadowRoot?.childNodes.length ?? 0).toBe(0);
    moved.remove();
  });
});


describe('defineWidget: an admin section', () => {
  const adminTag = 'tc-test-admin-section';
  function AdminForm(_: WidgetProps) {
    return <form aria-label="New webinar" />;
  }
  const mountAdmin = () => {
    defineWidget<WidgetProps>({ tag: adminTag, component: AdminForm, props: {}, adminTexts: true });
    const element = document.createElement(adminTag);
    document.body.append(element);
    return within(element.shadowRoot as unknown as HTMLElement);
  };

  afterEach(() => {
    session.clear();
    document.body.replaceChildren();
  });

  it('tells a signed-in learner it is for administrators, with no form', async () => {
    signInAs('learner');
    const shadow = mountAdmin();
    await waitFor(() => expect(shadow.getByText('This section is for administrators. You are signed in as demo.learner.')).toBeTruthy());
    expect(shadow.queryByRole('form')).toBeNull();
  });

  it('shows the section to an administrator', async () => {
    signInAs('admin');
    const shadow = mountAdmin();
    await waitFor(() => expect(shadow.getByRole('form', { name: 'New webinar' })).toBeTruthy());
    expect(shadow.queryByText(/for administrators/)).toBeNull();
  });

  it('shows the section to a visitor who is not signed in (its first call asks them to sign in)', async () => {
    const shadow = mountAdmin();
    await waitFor(() => expect(shadow.getByRole('form', { name: 'New webinar' })).toBeTruthy());
  });

  it('follows the session: a learner who signs out and back in as an administrator gets the section', async () => {
    signInAs('learner');
    const shadow = mountAdmin();
    await waitFor(() => expect(shadow.getByText(/for administrators/)).toBeTruthy());
    act(() => signInAs('admin'));
    await waitFor(() => expect(shadow.getByRole('form', { name: 'New webinar' })).toBeTruthy());
  });
});
