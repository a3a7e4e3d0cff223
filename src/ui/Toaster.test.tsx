import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastDurationMs } from '../contract/limits';
import { i18n, setLanguage } from '../i18n/i18n';
import { Toaster } from './Toaster';
import { toastStore } from './toastStore';

const renderToaster = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <Toaster />
    </I18nextProvider>,
  );

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('<Toaster>', () => {
  it('shows errors as alerts and other toasts as status, each for 3 s', () => {
    renderToaster();
    act(() => {
      toastStore.show('error', 'Email format error');
      toastStore.show('success', 'Verification Code Successfully Sent');
    });
    expect(screen.getByRole('alert')).toHaveProperty('textContent', 'Error: Email format error×');
    expect(screen.getByRole('status').textContent).toContain('Verification Code Successfully Sent');
    act(() => vi.advanceTimersByTime(toastDurationMs));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('closes a toast with its labelled close button', () => {
    renderToaster();
    act(() => {
      toastStore.show('info', 'Hello');
    });
    act(() => screen.getByRole('button', { name: 'Close' }).click());
    expect(toastStore.list()).toEqual([]);
  });

  it('names its region and buttons in Spanish', async () => {
    vi.useRealTimers();
    await setLanguage('es');
    renderToaster();
    act(() => {
      toastStore.show('info', 'Hola');
    });
    expect(screen.getByRole('list', { name: 'Notificaciones' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy();
  });
});

describe('<Toaster> list structure', () => {
  it('keeps each toast inside a plain list item, so the list holds only list items', () => {
    renderToaster();
    act(() => {
      toastStore.show('error', 'Email format error');
      toastStore.show('info', 'Hello');
    });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items.every((item) => item.getAttribute('role') === null)).toBe(true);
    expect(items[0]?.querySelector('[role="alert"]')?.textContent).toContain('Email format error');
    expect(items[1]?.querySelector('[role="status"]')?.textContent).toContain('Hello');
  });
});
