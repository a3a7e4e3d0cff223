import { describe, expect, it } from 'vitest';
import type { TcEventMap } from '../elements/events';
import type { FakeHandler } from './fakeApi';
import { find, mountPartnerWidget } from './partnerHarness';

export type ListQueryAddressSuite = {
  tag: string;
  define: () => CustomElementConstructor;
  /** Answers with more than one row, so a page of one has a next page. */
  handlers: Record<string, FakeHandler>;
  /** The list's call, whose query the list's address becomes. */
  listPath: string;
  /** A search text the list is opened on. */
  search: string;
  /** The status filter, for a list that has one: a value to open on, and an option to choose by its words. */
  status?: { opened: string; chosen: { label: string; value: string } };
};

/**
 * The address behaviour every ListSearch list (useListQuery) shares: it opens on its `query` attribute,
 * reads a bad one as the defaults, reports a page, a submitted search and a filter (never the typing)
 * as a `tc-navigate` ListMove, and follows a new attribute (Back) without reporting it.
 */
export function runListQueryAddressSuite({ tag, define, handlers, listPath, search, status }: ListQueryAddressSuite): void {
  const defaults = { order: 'desc', page: '1', pageSize: '10' };
  const openedQuery = `?q=${search}${status ? `&status=${status.opened}` : ''}&order=asc&page=2`;

  describe(`<${tag}> in an address`, () => {
    /** Mounts the list with `attributes` and records the moves it reports. */
    const mountList = async (attributes: Record<string, string>) => {
      const mounted = await mountPartnerWidget(tag, define, handlers, attributes);
      const moves: TcEventMap['tc-navigate'][] = [];
      mounted.element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
      const asked = () => Object.fromEntries(mounted.api.to(listPath).at(-1)?.url.searchParams ?? []);
      const searchField = () => mounted.screen.getByRole('searchbox', { name: 'Title contains' }) as HTMLInputElement;
      const select = (name: string) => mounted.screen.getByRole('combobox', { name }) as HTMLSelectElement;
      return { ...mounted, moves, asked, searchField, select };
    };

    it('opens on the search, filters, order and page of its query attribute', { timeout: 20_000 }, async () => {
      const { asked, searchField, select } = await mountList({ 'page-size': '1', query: openedQuery });
      await find(() => expect(asked()).toEqual({ q: search, ...(status ? { status: status.opened } : {}), order: 'asc', page: '2', pageSize: '1' }));
      await find(() => expect(searchField().value).toBe(search));
      if (status) expect(select('Status').value).toBe(status.opened);
      expect(select('Order').value).toBe('asc');
    });

    it('falls back to the first page of every one for a query it cannot read', { timeout: 20_000 }, async () => {
      const { asked, searchField } = await mountList({ query: `page=abc${status ? '&status=lost' : ''}&order=sideways&q=${'x'.repeat(101)}` });
      await find(() => expect(asked()).toEqual(defaults));
      expect(searchField().value).toBe('');
    });

    it('reports a turned page, a submitted search (from page 1) and a changed filter, not the typing', { timeout: 20_000 }, async () => {
      const { screen, user, moves, searchField, select } = await mountList({ 'page-size': '1', query: '?' });
      await user.click(await find(() => screen.getByRole('button', { name: 'Next page' })));
      expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'page=2' } }]);
      await user.type(searchField(), ' x ');
      expect(moves).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Search' }));
      expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=x' } });
      const filtered = status ? `q=x&status=${status.chosen.value}` : 'q=x';
      if (status) {
        await user.selectOptions(select('Status'), status.chosen.label);
        expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: filtered } });
      }
      await user.selectOptions(select('Order'), 'asc');
      expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: `${filtered}&order=asc` } });
    });

    it('follows a new query attribute (Back) without reporting it', { timeout: 20_000 }, async () => {
      const { element, moves, asked, searchField } = await mountList({ query: openedQuery });
      await find(() => expect(searchField().value).not.toBe(''));
      element.setAttribute('query', '?');
      await find(() => expect(asked()).toEqual(defaults));
      await find(() => expect(searchField().value).toBe(''));
      expect(moves).toEqual([]);
    });
  });
}
