import { act, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { EmptyState } from './EmptyState';
import { LoadingIndicator } from './LoadingIndicator';
import { loadingStore } from './loadingStore';

describe('<LoadingIndicator>', () => {
  it('says Loading… while calls are pending and keeps its status region', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <LoadingIndicator />
      </I18nextProvider>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('');
    act(() => {
      loadingStore.start();
      loadingStore.start();
    });
    expect(status.textContent).toBe('Loading…');
    act(() => loadingStore.stop());
    expect(status.textContent).toBe('Loading…');
    act(() => loadingStore.stop());
    expect(status.textContent).toBe('');
  });

  it('shows a labelled progress bar while a call is pending, without taking focus', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <button type="button">Save</button>
        <LoadingIndicator />
      </I18nextProvider>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => loadingStore.start());
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(document.activeElement).toBe(button);
    expect(document.querySelector('.tc-loading-indicator [tabindex]')).toBeNull();
    act(() => loadingStore.stop());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('hides the frame indicators while the page shows its own, so one indicator speaks', () => {
    const page = render(
      <I18nextProvider i18n={i18n}>
        <LoadingIndicator placement="page" />
      </I18nextProvider>,
    );
    const frame = render(
      <I18nextProvider i18n={i18n}>
        <LoadingIndicator />
      </I18nextProvider>,
    );
    act(() => loadingStore.start());
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    expect(frame.container.querySelector('.tc-loading-indicator')).toBeNull();
    page.unmount();
    expect(loadingStore.pageShowsIndicator()).toBe(false);
    expect(within(frame.container).getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });

  it('never counts below zero', () => {
    loadingStore.stop();
    expect(loadingStore.pending()).toBe(0);
  });
});

describe('<EmptyState>', () => {
  it('shows the given text, or a generic one', () => {
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <EmptyState message={i18n.t('common:empty.certificates')} />
      </I18nextProvider>,
    );
    expect(screen.getByText('There are no certificates here.')).toBeTruthy();
    rerender(
      <I18nextProvider i18n={i18n}>
        <EmptyState />
      </I18nextProvider>,
    );
    expect(screen.getByText('There is nothing here yet.')).toBeTruthy();
  });
});
