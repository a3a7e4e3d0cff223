import { act } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { toastStore } from '../src/ui/toastStore';
import { closeToastsOnPageChange } from './pageToasts';

const messages = () => toastStore.list().map((toast) => toast.message);

describe('closeToastsOnPageChange (a toast belongs to the page that raised it)', () => {
  let stop: (() => void) | undefined;
  afterEach(() => stop?.());

  const routerWith = (loader?: () => null) =>
    createMemoryRouter(
      [
        { path: '/login/index', element: null },
        { path: '/home', element: null, loader },
        { path: '/user', element: null },
      ],
      { initialEntries: ['/login/index'] },
    );

  it('closes the toasts of the page left behind', async () => {
    const router = routerWith();
    stop = closeToastsOnPageChange(router);
    toastStore.show('error', 'The account or password is incorrect.');
    await act(() => router.navigate('/home'));
    expect(router.state.location.pathname).toBe('/home');
    expect(messages()).toEqual([]);
  });

  it('keeps a toast raised while the next page was loading', async () => {
    const router = routerWith(() => {
      toastStore.show('error', 'The server could not be reached. Check your connection and try again.');
      return null;
    });
    stop = closeToastsOnPageChange(router);
    toastStore.show('error', 'Old');
    await act(() => router.navigate('/home'));
    expect(messages()).toEqual(['The server could not be reached. Check your connection and try again.']);
  });

  it('keeps the toasts when only the query or hash changes', async () => {
    const router = routerWith();
    stop = closeToastsOnPageChange(router);
    toastStore.show('error', 'Email format error');
    await act(() => router.navigate('/login/index?view=forgot'));
    await act(() => router.navigate('/login/index?view=forgot#code'));
    expect(messages()).toEqual(['Email format error']);
    await act(() => router.navigate('/user'));
    expect(messages()).toEqual([]);
  });

  it('stops listening when unsubscribed', async () => {
    const router = routerWith();
    closeToastsOnPageChange(router)();
    toastStore.show('info', 'Stays');
    await act(() => router.navigate('/user'));
    expect(messages()).toEqual(['Stays']);
  });
});
