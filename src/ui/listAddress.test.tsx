import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { dayText, formatListQuery, oneOf, parseListQuery, searchText, useListAddress } from './listAddress';

const fields = {
  q: searchText,
  status: { fallback: '', valid: oneOf(['active', 'deactivated']) },
  sort: { fallback: 'name', valid: oneOf(['name', 'email']) },
  order: { fallback: 'asc', valid: oneOf(['asc', 'desc']) },
};
const first = { q: '', status: '', sort: 'name', order: 'asc', page: 1 };

describe('parseListQuery', () => {
  it('reads each field and the page, with or without the question mark', () => {
    expect(parseListQuery(fields, 'q=ana+l%C3%B3pez&status=active&sort=email&order=desc&page=3')).toEqual({ q: 'ana lópez', status: 'active', sort: 'email', order: 'desc', page: 3 });
    expect(parseListQuery(fields, '?q=ana&page=2')).toEqual({ ...first, q: 'ana', page: 2 });
  });

  it('falls back to the defaults for what is missing or invalid, and never throws', () => {
    expect(parseListQuery(fields, undefined)).toEqual(first);
    expect(parseListQuery(fields, '')).toEqual(first);
    expect(parseListQuery(fields, 'page=abc&status=unknown&sort=password&order=sideways')).toEqual(first);
    for (const page of ['0', '-2', '1.5', '2e3', ' 2', '99999999999999999999']) expect(parseListQuery(fields, `page=${page}`).page).toBe(1);
    expect(parseListQuery(fields, `q=${'a'.repeat(101)}`).q).toBe('');
    expect(parseListQuery(fields, 'q=%E0%A4%A&page=%zz&other=1').page).toBe(1);
  });
});

describe('dayText', () => {
  it('takes a real calendar day as a date field writes it, and nothing else', () => {
    for (const day of ['2031-03-01', '2032-02-29', '2031-12-31']) expect(dayText.valid?.(day), day).toBe(true);
    for (const day of ['2031-02-30', '2031-02-29', '2031-13-01', '2031-00-10', '2031-3-1', ' 2031-03-01', '2031-03-01T00:00', 'yesterday']) expect(dayText.valid?.(day), day).toBe(false);
    expect(parseListQuery({ from: dayText, to: dayText }, 'from=2031-02-30&to=2031-03-31')).toEqual({ from: '', to: '2031-03-31', page: 1 });
  });
});

describe('formatListQuery', () => {
  it('writes only what differs from the defaults, fields in their order and the page last', () => {
    expect(formatListQuery(fields, first)).toBe('');
    expect(formatListQuery(fields, { ...first, page: 2, order: 'desc', q: 'ana lópez' })).toBe('q=ana+l%C3%B3pez&order=desc&page=2');
  });

  it('reads back what it wrote', () => {
    const query = { q: 'a&b=c', status: 'deactivated', sort: 'email', order: 'desc', page: 7 };
    expect(parseListQuery(fields, formatListQuery(fields, query))).toEqual(query);
  });
});

describe('useListAddress', () => {
  type Props = { address?: string };
  const mount = (initialProps: Props) => {
    const emit = vi.fn();
    const view = renderHook(({ address }: Props) => useListAddress(fields, address, emit), { initialProps });
    return { ...view, emit };
  };

  it('opens on the query of its attribute and reports each change, a new search starting at page 1', () => {
    const { result, emit } = mount({ address: 'q=ana&page=2' });
    expect(result.current.query).toEqual({ ...first, q: 'ana', page: 2 });
    act(() => result.current.setPage(3));
    expect(result.current.query.page).toBe(3);
    expect(emit).toHaveBeenLastCalledWith('tc-navigate', { to: 'list', view: 'list', params: { query: 'q=ana&page=3' } });
    act(() => result.current.search({ q: 'bea', status: 'active' }));
    expect(result.current.key).toBe('q=bea&status=active');
    expect(emit).toHaveBeenCalledTimes(2);
  });

  it('follows a new attribute (Back, Forward, a link) without reporting it back', () => {
    const { result, rerender, emit } = mount({ address: 'q=ana&page=2' });
    rerender({ address: '?' });
    expect(result.current.query).toEqual(first);
    rerender({ address: 'page=abc&status=nobody' });
    expect(result.current.query).toEqual(first);
    expect(emit).not.toHaveBeenCalled();
  });

  it('embedded without the attribute, keeps its query itself', () => {
    const { result } = mount({});
    act(() => result.current.setPage(2));
    expect(result.current.query.page).toBe(2);
  });
});
