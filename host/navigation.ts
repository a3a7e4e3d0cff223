type Navigate = (to: string) => void;

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
