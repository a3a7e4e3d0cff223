import { useState } from 'react';
import { addressPage } from '../contract/paging';
import type { Emit } from '../elements/events';

/**
 * One query parameter of a console list: its value when the address has none or an invalid one
 * (`fallback`), and what counts as valid. Values are strings as an address holds them.
 */
export type ListQueryField = { fallback: string; valid?: (value: string) => boolean };
export type ListQueryFields = Record<string, ListQueryField>;

/** A list's search, filters and sort (`F`) and its page (1 and up). */
export type ListQuery<F extends ListQueryFields> = { [K in keyof F]: string } & { page: number };

/** The longest search text an address may carry (the servers' own search limit is 100). */
export const maxListSearchLength = 100;

/** A field valid when it is one of `values` (the empty string, "any", only when listed or the fallback). */
export const oneOf =
  (values: readonly string[]): ((value: string) => boolean) =>
  (value) =>
    values.includes(value);

/** A free search text: any text up to `maxListSearchLength`. */
export const searchText: ListQueryField = { fallback: '', valid: (value) => value.length <= maxListSearchLength };

/** A day as a date field writes it (`2031-03-01`): a real calendar date (not 2031-02-30), else the empty fallback. */
export const dayText: ListQueryField = {
  fallback: '',
  valid: (value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const day = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
  },
};


/**
 * The query an address holds (`q=ana&page=2`, with or without `?`): each field as written when valid,
 * else its fallback; the page a whole number from 1, else 1. Unknown parameters are ignored; nothing throws.
 */
export function parseListQuery<F extends ListQueryFields>(fields: F, search: string | undefined): ListQuery<F> {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search ?? '');
  } catch {
    params = new URLSearchParams();
  }
  const values: Record<string, string | number> = {};
  for (const [name, field] of Object.entries(fields)) {
    const raw = params.get(name);
    values[name] = raw !== null && raw !== field.fallback && (field.valid?.(raw) ?? true) ? raw : field.fallback;
  }
  values.page = addressPage(params.get('page'));
  return values as ListQuery<F>;
}

/** The address's query of `query` (no `?`): fields in their declared order, then the page; fallbacks and page 1 left out. */
export function formatListQuery<F extends ListQueryFields>(fields: F, query: ListQuery<F>): string {
  const params = new URLSearchParams();
  for (const [name, field] of Object.entries(fields)) {
    const value = query[name as keyof F] as string;
    if (value !== field.fallback) params.set(name, value);
  }
  if (query.page > 1) params.set('page', String(query.page));
  return params.toString();
}

/**
 * A console list's search, filters, sort and page, kept in the widget and mirrored in the page's
 * address: `address` is the attribute the page sets from its URL (`query`, `?` included as
 * location.search writes it: r2wc ignores an attribute set to '', so the first page is `?`); a new value
 * (Back, Forward, a link) is followed. Every change made here (`change`, `search`, `setPage`) is
 * reported with `tc-navigate` (`{ to: 'list', view: 'list', params: { query } }`), so the page can push
 * a history entry; typing in a field is not a change until its form is submitted. Embedded without
 * the attribute, the list works the same and a page that ignores the event loses nothing.
 */
export function useListAddress<F extends ListQueryFields>(fields: F, address: string | undefined, emit: Emit) {
  const given = (address ?? '').replace(/^\?/, '');
  const [state, setState] = useState(() => ({ query: parseListQuery(fields, given), address: given }));
  let { query } = state;
  if (given !== state.address) {
    // The page moved (or only confirms a move made here): follow what the address says, unless it says the same.
    const followed = parseListQuery(fields, given);
    if (formatListQuery(fields, followed) !== formatListQuery(fields, query)) query = followed;
    setState({ query, address: given });
  }
  const key = formatListQuery(fields, query);
  const change = (next: ListQuery<F>) => {
    setState((current) => ({ ...current, query: next }));
    emit('tc-navigate', { to: 'list', view: 'list', params: { query: formatListQuery(fields, next) } });
  };
  return {
    query,
    /** The query as the address writes it; also a key for `useResource` that changes with the list asked for. */
    key,
    /** Any change of fields, the page included as given. */
    change,
    /** A new search or filter: starts again at page 1. */
    search: (values: Partial<Record<keyof F, string>>) => change({ ...query, ...values, page: 1 }),
    setPage: (page: number) => change({ ...query, page }),
  };
}
