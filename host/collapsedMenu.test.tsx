import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { setLanguage } from '../src/i18n/i18n';
import { fakeApi } from '../src/testing/fakeApi';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

type HappyWindow = Window & { happyDOM: { setViewport: (viewport: { width: number; height: number }) => void } };
const setViewport = (width: number) => act(() => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 844 }));

afterEach(() => setViewport(1024));

const signedInOnPhone = async (path = '/home') => {
  setViewport(390);
  signInWithToken();
  fakeApi({ '/getUserInfo': () => ({ code: ResultCode.success, result: demoUser }) });
  const view = renderHost(path);
  // Route modules load cold in the first test: more than findBy's default second on a busy machine.
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return view;
};


quietUnservedCalls();

describe('the header on a 390 px phone', () => {
  it('puts the sections and the language behind one Menu button, a disclosure', async () => {
    await signedInOnPhone();
    const banner = screen.getByRole('banner');
    const menu = within(banner).getByRole('button', { name: 'Menu' });
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(menu.getAttribute('aria-controls') ?? '') as HTMLElement;
    expect(panel.hidden).toBe(true);
    // The closed panel is empty: the page's first render does not build the links nobody sees yet.
    expect(panel.childElementCount).toBe(0);
    // The account menu stays in the row.
    expect(within(banner).getByRole('button', { name: 'Account menu for Dana Learner' })).toBeTruthy();

    await userEvent.setup().click(menu);
    expect(menu.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    // The language switch is one control, inside the panel.
    expect(within(banner).getAllByRole('combobox')).toHaveLength(1);
    expect(panel.querySelector('select')).not.toBeNull();
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(panel).getByRole('combobox', { name: 'Language' })).toBeTruthy();
    // Opening leaves focus on the button: the panel follows it in the tab order.
    expect(document.activeElement).toBe(menu);
  });

  it('closes on Escape from inside the panel and gives focus back to the button', async () => {
    await signedInOnPhone();
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Home');
    await user.keyboard('{Escape}');
    expect(menu.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(menu);
  });

  it('closes when a section link is followed', async () => {
    const { fullPath } = await signedInOnPhone();
    const user = userEvent.setup();
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByRole('link', { name: 'FAQ' }));
    await waitFor(() => expect(fullPath()).toBe('/faq'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false'));
  });

  it('names the button in Spanish and keeps the wide header above the phone width', async () => {
    await signedInOnPhone();
    await act(() => setLanguage('es'));
    expect(await screen.findByRole('button', { name: 'Menú' })).toBeTruthy();
    setViewport(1024);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Menú' })).toBeNull());
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy();
  });
});
