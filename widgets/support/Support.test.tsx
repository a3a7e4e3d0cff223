import { configure as configureTestingLibrary, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { supportFixture } from '../../src/testing/fixtures/support';
import { mountWidget, runWidgetSuite } from '../../src/testing/widgetSuite';
import { defineSupport, supportTag } from './element';

configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

const open = supportFixture('info.open');
const closed = supportFixture('info.closed');
const ready = (root: ShadowRoot) => root.querySelector('[part~="state"]') !== null || root.querySelector('[role="alert"]') !== null;

async function mount(handler: FakeHandler) {
  const api = fakeApi({ '/support/info': handler });
  const { root } = await mountWidget({ tag: supportTag, define: defineSupport, ready });
  return { api, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

describe('conformance', () => {
  runWidgetSuite({
    tag: supportTag,
    define: () => {
      fakeApi({ '/support/info': () => ({ code: 200, result: open }) });
      defineSupport();
    },
    ready,
    spanishText: /Abierto ahora/,
  });
});

describe('<tc-support>', () => {
  it('shows the spec’s hours, what the server says about now, the phone and the e-mail', async () => {
    const { root, screen } = await mount(() => ({ code: 200, result: open }));
    expect(root.textContent).toContain('8 AM - 8 PM CST, Sun-Sat');
    expect(screen.getByText('Open now')).toBeTruthy();
    expect(screen.getByRole('link', { name: open.phone }).getAttribute('href')).toBe(`tel:${open.phone.replace(/[^\d+]/g, '')}`);
    expect(screen.getByRole('link', { name: open.email }).getAttribute('href')).toBe(`mailto:${open.email}`);
  });

  it('says closed when the server says so, in Spanish too', async () => {
    await setLanguage('es');
    const { screen } = await mount(() => ({ code: 200, result: closed }));
    expect(screen.getByText('Cerrado ahora')).toBeTruthy();
  });

  it('offers a retry when the details could not be loaded', async () => {
    let calls = 0;
    const { screen, user } = await mount(() => {
      calls += 1;
      return calls === 1 ? { code: 50000, message: 'Something went wrong on our side. Please try again.' } : { code: 200, result: open };
    });
    expect(screen.getByRole('alert').textContent).toContain('The support details could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Open now')).toBeTruthy());
  });
});
