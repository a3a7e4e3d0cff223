/**
 * Setup of the `unit` vitest project (happy-dom): every test starts from an empty page, an empty
 * session, English, default config and no toasts or pending loads, whatever the previous test did.
 */
import { configure as configureTestingLibrary } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { configure, resetConfig } from '../api/config';
import { i18n } from '../i18n/i18n';
import { loadingStore } from '../ui/loadingStore';
import { toastStore } from '../ui/toastStore';
import { clearCookies } from './clearCookies';

// Navigation in tests moves the history only: a real location change would make happy-dom load a page.
const navigateInPlace = (path: string): void => window.history.pushState(null, '', path);

// Unit tests never reach a network; a call nobody faked (or a timer outliving its test) fails fast instead.
const refuseNetwork: typeof fetch = (input) => Promise.reject(new TypeError(`unit tests have no network: fake ${String(input)} with fakeApi()`));

/** Default config, except that navigation stays in place and the network is refused. */
const isolateCore = (): void => {
  resetConfig();
  configure({ navigate: navigateInPlace, fetch: refuseNetwork });
};

// Queries within a shadow root: the default error builder cannot print a ShadowRoot and hangs the test.
configureTestingLibrary({
  // A page's first lazy import (its widget, the contract schemas) is transformed during the test: more than the default second on a busy machine.
  asyncUtilTimeout: 5_000,
  getElementError: (message) => Object.assign(new Error(message ?? 'element not found'), { name: 'TestingLibraryElementError' }),
});

isolateCore();

afterEach(async () => {
  cleanup();
  // Custom elements appended by hand (widgets, the toaster) unmount when they leave the document.
  document.body.replaceChildren();
  toastStore.closeAll();
  loadingStore.reset();
  isolateCore();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  localStorage.clear();
  sessionStorage.clear();
  clearCookies();
  window.history.replaceState(null, '', '/');
});
