import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { blurWhenDisabled } from '../testing/blurWhenDisabled';
import { Pager } from './Pager';

function PagedList({ total }: { total: number }) {
  const [page, setPage] = useState(1);
  return (
    <I18nextProvider i18n={i18n}>
      <Pager page={page} pageSize={10} total={total} onPage={setPage} />
    </I18nextProvider>
  );
}

describe('Pager', () => {
  it('names the position and moves a page at a time', async () => {
    const user = userEvent.setup();
    render(<PagedList total={25} />);
    expect(screen.getByRole('navigation', { name: 'Pages' }).getAttribute('part')).toBe('pager');
    expect(screen.getByText('Page 1 of 3').getAttribute('aria-current')).toBe('page');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Next page' }));
  });

  it('gives the focus to Previous page when Next page reaches the last page and turns disabled, and back at the first', async () => {
    const user = userEvent.setup();
    render(<PagedList total={25} />);
    blurWhenDisabled(document);
    const previous = screen.getByRole('button', { name: 'Previous page' });
    const next = screen.getByRole('button', { name: 'Next page' });
    await user.click(next);
    await user.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(previous);
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(document.activeElement).toBe(next);
  });

  it('draws nothing when everything fits on one page', () => {
    const { container } = render(<PagedList total={10} />);
    expect(container.innerHTML).toBe('');
  });
});
