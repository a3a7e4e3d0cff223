import { useMatches, type Params } from 'react-router';
import type hostEn from '../src/i18n/locales/en/host.json';

export type TitleKey = keyof typeof hostEn.titles;

/**
 * What a route tells the shell: its page title (host:titles.*), for layouts whether the footer shows,
 * and `page`: the page its address belongs to, from its params. Addresses of one page (a course's
 * editor and its exams) keep the scroll and the focus when the reader moves between them.
 */
export type RouteHandle = {
  title?: TitleKey;
  footer?: boolean;
  page?: (params: Params) => string;
  /** The address's query is a console list's search and page (host/listAddress.ts): changing it is not a new page, the scroll stays. */
  listQuery?: boolean;
};

const handles = (matches: ReturnType<typeof useMatches>): RouteHandle[] =>
  matches.map((match) => (match.handle ?? {}) as RouteHandle);

/** The title of the deepest matched route that has one. */
export const useRouteTitle = (): TitleKey | undefined =>
  handles(useMatches())
    .map((handle) => handle.title)
    .filter((title): title is TitleKey => title !== undefined)
    .at(-1);

/** The page of the address: the deepest matched route's `page`, else the path itself. */
export const usePageOf = (pathname: string): string => {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const match = matches[index];
    const page = (match?.handle as RouteHandle | undefined)?.page;
    if (match && page) return page(match.params);
  }
  return pathname;
};

/** False when a matched route turns the layout's footer off (/questionnaire). */
export const useFooterEnabled = (): boolean => handles(useMatches()).every((handle) => handle.footer !== false);

/** True when the deepest matched route's query is a console list's search and page (`listQuery`). */
export const useListQueryRoute = (): boolean => handles(useMatches()).at(-1)?.listQuery === true;
