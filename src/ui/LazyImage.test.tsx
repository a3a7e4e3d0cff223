import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyLoadMarginPx } from '../contract/limits';
import { FakeIntersectionObserver } from '../testing/fakeIntersectionObserver';
import { LazyImage } from './LazyImage';

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

describe('<LazyImage> (spec 9: 100 px margin)', () => {
  it('sets its source only once it comes within 100 px of the viewport', () => {
    render(<LazyImage src="/files/course.png" alt="Installation course" width={320} height={180} />);
    const image = screen.getByRole('img', { name: 'Installation course' });
    expect(image.getAttribute('src')).toBeNull();
    expect(FakeIntersectionObserver.instances[0]?.options.rootMargin).toBe(`${lazyLoadMarginPx}px`);
    act(() => FakeIntersectionObserver.enterViewport(image));
    expect(image.getAttribute('src')).toBe('/files/course.png');
    expect(FakeIntersectionObserver.instances.every((observer) => observer.observed.size === 0)).toBe(true);
  });

  it('loads at once where IntersectionObserver does not exist', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src="/files/a.png" alt="" />);
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/files/a.png');
  });
});
