import type { RefObject } from 'react';
import { useLocation } from 'react-router';
import type { TcEventMap } from '../src/elements/events';
import { useFollowedMoves } from './useFollowedMoves';

/**
 * The query of a list move (`ListMove`, src/elements/events.ts), or null when the payload is not one
 * (it comes from the page's DOM: anything may arrive, so every field is checked).
 */
export function listMoveQuery(detail: TcEventMap['tc-navigate']): string | null {
  const { view, to, params } = detail as { view?: unknown; to?: unknown; params?: { query?: unknown } };
  if ((view ?? to) !== 'list') return null;
  const query = params?.query;
  return typeof query === 'string' ? query.replace(/^\?/, '') : null;
}

/** The address of a list's query on the page at `pathname`. */
export const listAddressOf = (pathname: string, query: string): string => (query ? `${pathname}?${query}` : pathname);

/**
 * A console list's search, filters, sort and page in its page's address (/admin/users?q=ana&page=2):
 * returns the query to set as the element's `query` attribute (`?` included), and turns the list's moves
 * (`tc-navigate` with a `ListMove`) into router navigations with a history entry each, so reload,
 * shared links and Back/Forward open the same page of the same search. The route's handle sets
 * `listQuery` so a move keeps the scroll. One mapping for every list: each page passes its element.
 */
export function useListAddress(section: RefObject<HTMLElement | null>): string {
  const { pathname, search } = useLocation();
  useFollowedMoves(
    section,
    (detail) => {
      const query = listMoveQuery(detail);
      return query === null ? null : { path: listAddressOf(pathname, query) };
    },
    pathname + search,
  );
  // Never '': r2wc ignores an attribute set to the empty string, so the first page of everything is `?`.
  return `?${search.replace(/^\?/, '')}`;
}
