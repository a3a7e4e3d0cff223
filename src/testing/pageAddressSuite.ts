import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TcEventMap } from '../elements/events';
import { fakeApi, type FakeHandler } from './fakeApi';
import { mountWidget } from './widgetSuite';

export type PageAddressSuite = {
  tag: string;
  define: () => unknown;
  /** A small `page-size`, so the answers below make two pages. */
  pageSize: string;
  /** The list's call, answering each `page` as the server would. */
  listPath: string;
  list: FakeHandler;
  /** True once the widget shows the rows of `page` (1 or 2). */
  shows: (root: ShadowRoot, page: 1 | 2) => boolean;
};

/**
 * The address behaviour of a list whose address holds only its page (`?page=2`): it opens on its `query`
 * attribute (an unreadable page is the first), reports a turned page as a `tc-navigate` ListMove, and
 * follows a new attribute (Back) without reporting it.
 */
export function runPageAddressSuite({ tag, define, pageSize, listPath, list, shows }: PageAddressSuite): void {
  describe(`<${tag}> in an address`, () => {
    const mountList = async (query: string) => {
      const api = fakeApi({ [listPath]: list });
      const { element, root } = await mountWidget({ tag, define: () => void define(), attributes: { 'page-size': pageSize, query }, ready: (shadow) => shown(shadow) });
      const moves: TcEventMap['tc-navigate'][] = [];
      element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
      const pagesAsked = () => api.to(listPath).map((request) => request.url.searchParams.get('page'));
      return { element, root, moves, pagesAsked, screen: within(root as unknown as HTMLElement) };
    };
    const shown = (root: ShadowRoot) => shows(root, 1) || shows(root, 2);

    it('opens on the page of its query attribute, and on the first for a page it cannot read', { timeout: 20_000 }, async () => {
      const second = await mountList('?page=2');
      await waitFor(() => expect(shows(second.root, 2)).toBe(true));
      expect(second.pagesAsked()).toEqual(['2']);
      const unreadable = await mountList('?page=-3');
      await waitFor(() => expect(shows(unreadable.root, 1)).toBe(true));
      expect(unreadable.pagesAsked()).toEqual(['1']);
    });

    it('reports a turned page, and follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
      const { element, root, moves, screen } = await mountList('?page=2');
      await waitFor(() => expect(shows(root, 2)).toBe(true));
      await userEvent.setup().click(screen.getByRole('button', { name: 'Previous page' }));
      expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: '' } }]);
      await waitFor(() => expect(shows(root, 1)).toBe(true));
      // The page mirrors the move in its address, then Back returns to page 2.
      element.setAttribute('query', '?');
      await new Promise((resolve) => setTimeout(resolve, 20));
      element.setAttribute('query', '?page=2');
      await waitFor(() => expect(shows(root, 2)).toBe(true));
      expect(moves).toHaveLength(1);
    });
  });
}
