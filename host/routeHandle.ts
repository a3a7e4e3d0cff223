import { useMatches } from 'react-router';
import type hostEn from '../src/i18n/locales/en/host.json';

export type TitleKey = keyof typeof hostEn.titles;

/** What a route tells the shell: its page title (host:titles.*) and, for layouts, whether the footer shows. */
export type RouteHandle = { title?: TitleKey; footer?: boolean };

const handles = (matches: ReturnType<typeof useMatches>): RouteHandle[] =>
  matches.map((match) => (match.handle ?? {}) as RouteHandle);

/** The title of the deepest matched route that has one. */
export const useRouteTitle = (): TitleKey | undefined =>
  handles(useMatches())
    .map((handle) => handle.title)
    .filter((title): title is TitleKey => title !== undefined)
    .at(-1);

/** False when a matched route turns the layout's footer off (/questionnaire). */
export const useFooterEnabled = (): boolean => handles(useMatches()).every((handle) => handle.footer !== false);
