import { act, render, screen } from '@testing-library/react';
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
