import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { AdminListPanel } from './AdminSection';
import type { Resource } from './useResource';

type Row = { id: string };

const panel = (resource: Resource<{ list: Row[]; total: number }>, reload = () => undefined) =>
  render(
    <I18nextProvider i18n={i18n}>
      <AdminListPanel heading="Notices" resource={resource} reload={reload} loadError="The notices could not be loaded." emptyMessage="No notices yet." page={1} pageSize={10} onPage={() => undefined}>
        {(row: Row) => <li key={row.id}>{row.id}</li>}
      </AdminListPanel>
    </I18nextProvider>,
  );

describe('<AdminListPanel>', () => {
  it('announces a list that could not load, in its own words, and asks again on Try again', async () => {
    const reload = vi.fn();
    panel({ status: 'error', error: new Error('network') }, reload);
    expect(screen.getByRole('alert').textContent).toContain('The notices could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says it is loading, then shows the rows or the empty message', () => {
    const { rerender } = panel({ status: 'loading' });
    expect(screen.getByText('Loading…').getAttribute('aria-busy')).toBe('true');
    rerender(
      <I18nextProvider i18n={i18n}>
        <AdminListPanel heading="Notices" resource={{ status: 'ready', data: { list: [], total: 0 } }} reload={() => undefined} loadError="" emptyMessage="No notices yet." page={1} pageSize={10} onPage={() => undefined}>
          {(row: Row) => <li key={row.id}>{row.id}</li>}
        </AdminListPanel>
      </I18nextProvider>,
    );
    expect(screen.getByText('No notices yet.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
