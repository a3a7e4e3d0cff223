import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickThrottleMs } from '../contract/limits';
import { ThrottledButton } from './ThrottledButton';
import { useThrottledCallback } from './useThrottledCallback';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('<ThrottledButton> (spec 9: 500 ms)', () => {
  it('ignores clicks within 500 ms of the last accepted one', () => {
    const onClick = vi.fn();
    render(<ThrottledButton onClick={onClick}>Save</ThrottledButton>);
    const button = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    vi.advanceTimersByTime(clickThrottleMs - 1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('does not submit its form twice on a double click', () => {
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <ThrottledButton type="submit">Send</ThrottledButton>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('is a plain button by default and busy when asked', () => {
    const { rerender } = render(<ThrottledButton>Go</ThrottledButton>);
    const button = screen.getByRole('button', { name: 'Go' }) as HTMLButtonElement;
    expect(button.type).toBe('button');
    expect(button.className).toBe('tc-button');
    expect(button.getAttribute('aria-busy')).toBeNull();
    rerender(<ThrottledButton busy>Go</ThrottledButton>);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.disabled).toBe(true);
  });

  it('takes the focus back when it stops being busy, unless the focus went on elsewhere', () => {
    const view = (busy: boolean) => (
      <>
        <ThrottledButton busy={busy}>Download</ThrottledButton>
        <input aria-label="Elsewhere" />
      </>
    );
    const { rerender } = render(view(false));
    const button = screen.getByRole('button', { name: 'Download' });
    button.focus();
    fireEvent.click(button);
    rerender(view(true));
    // Chromium's focus fixup for the disabled button (happy-dom keeps the focus where it was).
    document.body.focus();
    rerender(view(false));
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    rerender(view(true));
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    rerender(view(false));
    expect(document.activeElement).toBe(elsewhere);
  });

  it('honours a custom window', () => {
    const onClick = vi.fn();
    render(<ThrottledButton throttleMs={1000} onClick={onClick}>Once</ThrottledButton>);
    const button = screen.getByRole('button', { name: 'Once' });
    fireEvent.click(button);
    vi.advanceTimersByTime(999);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});

describe('useThrottledCallback', () => {
  it('drops calls inside the window and always calls the newest function', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ fn }) => useThrottledCallback(fn), { initialProps: { fn: first } });
    const throttled = result.current;
    act(() => throttled('a'));
    act(() => throttled('b'));
    rerender({ fn: second });
    expect(result.current).toBe(throttled);
    vi.advanceTimersByTime(clickThrottleMs);
    act(() => result.current('c'));
    expect(first.mock.calls).toEqual([['a']]);
    expect(second.mock.calls).toEqual([['c']]);
  });
});
