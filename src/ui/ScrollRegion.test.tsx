import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollRegion } from './ScrollRegion';

/** Makes every element measure as `scrollWidth` wide inside `clientWidth` (happy-dom lays nothing out). */
const measure = (scrollWidth: number, clientWidth: number) => {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
};

afterEach(() => vi.restoreAllMocks());

const table = (
  <table>
    <tbody>
      <tr>
        <td>Serial number</td>
      </tr>
    </tbody>
  </table>
);

describe('a scroll region around a table', () => {
  it('is a named region in the tab order while the table is wider than it, so a keyboard can scroll it', () => {
    measure(700, 358);
    render(<ScrollRegion label="Your certificates">{table}</ScrollRegion>);
    const region = screen.getByRole('region', { name: 'Your certificates' });
    expect(region.tabIndex).toBe(0);
    expect(region.className).toBe('tc-table-wrap');
  });

  it('adds no tab stop and no landmark while the table fits', () => {
    measure(358, 358);
    const { container } = render(
      <ScrollRegion label="Your certificates" part="table">
        {table}
      </ScrollRegion>,
    );
    expect(screen.queryByRole('region')).toBeNull();
    const wrap = container.firstElementChild as HTMLElement;
    expect(wrap.hasAttribute('tabindex')).toBe(false);
    expect(wrap.getAttribute('part')).toBe('table');
  });
});
