import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../i18n/i18n';
import { toastStore } from '../ui/toastStore';
import { toasterTag } from './tc-toaster';
import { ensureToaster } from './toasterMount';

/** React marks the container of a root it created (the unit tests run on React; the build's Preact renders at once). */
const hasReactRoot = (element: HTMLElement): boolean => Object.keys(element.shadowRoot ?? {}).some((key) => key.startsWith('__reactContainer'));

describe('ensureToaster', () => {
  it('appends one toaster to the body, however often it is called', () => {
    ensureToaster();
    ensureToaster();
    expect(document.querySelectorAll(toasterTag)).toHaveLength(1);
    expect(document.body.lastElementChild?.localName).toBe(toasterTag);
  });

  it('keeps a toaster the page placed itself', () => {
    document.body.innerHTML = '<main><tc-toaster id="mine"></tc-toaster></main>';
    ensureToaster();
    expect(document.querySelectorAll(toasterTag)).toHaveLength(1);
    expect(document.getElementById('mine')).not.toBeNull();
  });

  it('shows toasts inside its shadow root, with the shared tokens adopted', async () => {
    ensureToaster();
    const toaster = document.querySelector(toasterTag) as HTMLElement;
    toastStore.show('error', 'Email format error');
    await waitFor(() => expect(toaster.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain('Email format error'));
    const css = (toaster.shadowRoot?.adoptedStyleSheets ?? []).flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText)).join('');
    expect(css).toContain('--tc-color-error');
    expect(css).toContain('position: fixed');
  });

  it("renders its root in a task after the one that inserted it (not inside the page's own render), with a toast shown meanwhile", async () => {
    document.body.innerHTML = '<main><tc-toaster></tc-toaster></main>';
    const toaster = document.querySelector(toasterTag) as HTMLElement;
    toastStore.show('info', 'Saved before the root');
    await Promise.resolve();
    expect(hasReactRoot(toaster)).toBe(false);
    await waitFor(() => expect(toaster.shadowRoot?.textContent).toContain('Saved before the root'));
    expect(hasReactRoot(toaster)).toBe(true);
    // Removed before its turn: never renders.
    const removed = document.createElement(toasterTag);
    document.body.append(removed);
    removed.remove();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hasReactRoot(removed)).toBe(false);
  });

  it('is a labelled region landmark wherever it sits, in the page language', async () => {
    ensureToaster();
    const toaster = document.querySelector(toasterTag) as HTMLElement;
    expect(toaster.getAttribute('role')).toBe('region');
    expect(toaster.getAttribute('aria-label')).toBe('Notifications');
    await setLanguage('es');
    expect(toaster.getAttribute('aria-label')).toBe('Notificaciones');
  });

  it('keeps the role and label a page gave it', () => {
    document.body.innerHTML = '<main><tc-toaster role="log" aria-label="Messages"></tc-toaster></main>';
    const toaster = document.querySelector(toasterTag) as HTMLElement;
    expect(toaster.getAttribute('role')).toBe('log');
    expect(toaster.getAttribute('aria-label')).toBe('Messages');
  });
});
