import type { Emit } from '../elements/events';
import { useListAddress, type ListQueryFields } from './listAddress';

/**
 * A console list's query (with `ListSearch` and `AdminListPanel`): its search and filters (`fields`,
 * strings, each with its default) and the page; a new search starts again at page 1. Kept by
 * `useListAddress`, so a page that keeps it in its address sets `address` (the widget's `query`
 * attribute) and hears each change as a `tc-navigate` `ListMove`; without it the widget keeps it.
 * `key` names the query for `useResource`, which reloads when it changes.
 */
export function useListQuery<F extends ListQueryFields>(fields: F, address: string | undefined, emit: Emit) {
  const list = useListAddress(fields, address, emit);
  const { page, ...rest } = list.query;
  // Every field but the page, each a string (`ListQuery` keeps them apart from `page` only by name).
  const filters = rest as unknown as { [K in keyof F]: string };
  return {
    filters,
    page,
    setPage: list.setPage,
    /** True while any filter differs from its default (the empty list then says "no match"). */
    filtered: Object.entries(fields).some(([name, field]) => filters[name] !== field.fallback),
    /** The search text and filters submitted: values of other names are ignored. */
    search: (values: Record<string, string>) => list.search(Object.fromEntries(Object.keys(fields).filter((name) => name in values).map((name) => [name, values[name]!])) as Partial<Record<keyof F, string>>),
    key: list.key,
  };
}
