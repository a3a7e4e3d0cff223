import { useLocation } from 'react-router';

type Navigate = (to: string) => void;

/** What each history entry a core navigation makes remembers: the address it left. */
type CameFrom = { from: string };
type RouterLike = { state: { location: { pathname: string; search: string } }; navigate: (to: string, options: { state: CameFrom }) => unknown };

/** The router's move for the core (`attach`): each entry keeps the address it was left from, which survives a reload. */
export const routerMove =
  (router: RouterLike): Navigate =>
  (to) => {
    const { pathname, search } = router.state.location;
    void router.navigate(to, { state: { from: `${pathname}${search}` } });
  };

/**
 * The address the reader came to this page from, when it is one of `paths` (with its query): a detail's
 * way back to the very list, search and page they left, rather than to the list's first page.
 */
export const useCameFrom = (paths: readonly string[]): string | undefined => {
  const from = (useLocation().state as Partial<CameFrom> | null)?.from;
  if (typeof from !== 'string') return undefined;
  return paths.includes(from.split('?')[0] ?? '') ? from : undefined;
};

/**
 * How the core (API client, widgets) moves the host: `navigate` is what `configure()` receives.
 * While a guard checks the session, requests are held: the guard knows the path the user is going
 * to, so its redirect supersedes a login redirect the core built from the page still on screen.
 */
export const createHostNavigation = () => {
  let target: Navigate | null = null;
  let holds = 0;
  let queued: string[] = [];

  const flush = () => {
    if (!target || holds > 0) return;
    const pending = queued;
    queued = [];
    pending.forEach((to) => target?.(to));
  };

  return {
    navigate: (to: string): void => {
      queued.push(to);
      flush();
    },
    /** Connects the router once it exists; requests made before are delivered now. */
    attach(next: Navigate): void {
      target = next;
      flush();
    },
    /** Holds core navigations until `release`; `release(true)` drops them (the caller redirects). */
    hold(): (superseded: boolean) => void {
      holds += 1;
      let released = false;
      return (superseded) => {
        if (released) return;
        released = true;
        holds -= 1;
        if (superseded) queued = [];
        flush();
      };
    },
  };
};

export type HostNavigation = ReturnType<typeof createHostNavigation>;

/** The page's one instance: main.tsx hands `navigate` to the core and attaches the router. */
export const hostNavigation = createHostNavigation();
