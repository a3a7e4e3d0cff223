import { useState } from 'react';

/**
 * A console list's query: its search and filters (`F`, strings) and the page; a new search starts
 * again at page 1. `key` names the query for `useResource`, which reloads when it changes.
 */
export function useListQuery<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    /** True while any filter differs from the initial ones (the empty list then says "no match"). */
    filtered: Object.keys(initial).some((name) => filters[name] !== initial[name]),
    search: (values: Record<string, string>) => {
      setFilters((current) => ({ ...current, ...Object.fromEntries(Object.keys(current).map((name) => [name, values[name] ?? current[name]])) }));
      setPage(1);
    },
    key: `${JSON.stringify(filters)}:${page}`,
  };
}
