import { fireEvent, render, screen } from '@testing-library/react';
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
    const frame = container.firstElementChild as HTMLElement;
    const wrap = frame.firstElementChild as HTMLElement;
    expect(wrap.hasAttribute('tabindex')).toBe(false);
    expect(wrap.getAttribute('part')).toBe('table');
    expect(frame.hasAttribute('data-more-before')).toBe(false);
    expect(frame.hasAttribute('data-more-after')).toBe(false);
  });

  it('shows a shadow on each side where columns lie out of sight, and moves it as the table scrolls', () => {
    measure(700, 358);
    const { container } = render(<ScrollRegion label="Your certificates">{table}</ScrollRegion>);
    const frame = container.firstElementChild as HTMLElement;
    const region = screen.getByRole('region', { name: 'Your certificates' });
    expect(frame.hasAttribute('data-more-before')).toBe(false);
    expect(frame.hasAttribute('data-more-after')).toBe(true);

    region.scrollLeft = 100;
    fireEvent.scroll(region);
    expect(frame.hasAttribute('data-more-before')).toBe(true);
    expect(frame.hasAttribute('data-more-after')).toBe(true);

    region.scrollLeft = 342;
    fireEvent.scroll(region);
    expect(frame.hasAttribute('data-more-before')).toBe(true);
    expect(frame.hasAttribute('data-more-after')).toBe(false);
  });

  it('asks for the card layout of a learner table', () => {
    measure(358, 358);
    const { container } = render(
      <ScrollRegion label="Your certificates" cards>
        {table}
      </ScrollRegion>,
    );
    expect((container.firstElementChild as HTMLElement).className).toBe('tc-scroll tc-scroll--cards');
  });
});
