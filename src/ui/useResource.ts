import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { requestKey: string; resource: Resource<T> };

export type ResourceOptions<T = unknown> = {
  /**
   * While a new key loads, and when it fails, the last data loaded stays: for what is asked again in
   * another language (the server's country names), where the old names beat an empty select.
   */
  keepLastData?: boolean;
  /**
   * The answer, if it is here already when the view first renders (a call its page started early,
   * src/api/early.ts): that render shows it, and the first key is not loaded again.
   */
  arrived?: () => { data: T } | undefined;
  /**
   * The language the answer is asked in (the `lang` header of every call). When only it changes, the
   * call is made again and the last answer stays until the new one arrives: a playing video, a form
   * being filled in and the focus stay where they were, and only the words change.
   */
  language?: string;
  /**
   * While another key (a search, a sort, a page) or a reload loads, the last data stays and `busy` is
   * true: a list keeps its rows, marked `aria-busy`, and the control just used keeps the focus. A
   * failure is still the error (with Try again), never hidden behind the old data.
   */
  keepWhileLoading?: boolean;
  /**
   * When a reload of the same key fails (Try again, or a list asked again after a change made on it),
   * the last data stays and `reloadFailed` holds the failure: the rows, an open form and the focus stay,
   * with the error and Try again beside them. A failure of another key is still the error.
   */
  keepOnFailedReload?: boolean;
};

export type ResourceState<T> = {
  resource: Resource<T>;
  reload: () => void;
  /** True while `resource` holds data kept from an earlier answer and a newer one is on its way. */
  busy: boolean;
  /** With `keepOnFailedReload`: the failure of the last reload while `resource` holds the data before it. */
  reloadFailed: { error: unknown } | null;
};

/**
 * Loads data for a view and reloads when `key` changes. An answer that arrives after the key moved
 * on is dropped, so a slow response for the previous course never replaces the current one.
 */
export function useResource<T>(load: () => Promise<T>, key: string, options: ResourceOptions<T> = {}): ResourceState<T> {
  const [attempt, setAttempt] = useState(0);
  const asked = `${key}#${attempt}`;
  const requestKey = `${asked}@${options.language ?? ''}`;
  // Asked once, at the first render: an answer here already is that render's key's.
  const [settled, setSettled] = useState<Settled<T> | null>(() => {
    const arrived = options.arrived?.();
    return arrived ? { requestKey, resource: { status: 'ready', data: arrived.data } } : null;
  });
  const [lastData, setLastData] = useState<{ key: string; asked: string; data: T } | null>(() => (settled?.resource.status === 'ready' ? { key, asked, data: settled.resource.data } : null));
  const unloaded = useRef(settled?.requestKey);
  const keepWhileLoading = options.keepWhileLoading === true;
  const keepOnFailedReload = options.keepOnFailedReload === true;
  const latestLoad = useRef(load);
  // The newest loader is kept without making it a dependency: callers pass inline functions.
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    // The answer of the first render's key arrived with the page: nothing to load.
    if (unloaded.current === requestKey) {
      unloaded.current = undefined;
      return;
    }
    let current = true;
    latestLoad.current().then(
      (data) => {
        if (!current) return;
        setSettled({ requestKey, resource: { status: 'ready', data } });
        setLastData({ key, asked, data });
      },
      (error: unknown) => {
        if (!current) return;
        setSettled({ requestKey, resource: { status: 'error', error } });
        // Try again after a failure shows the loading line, not a list the error already replaced (unless a failed reload keeps it).
        if (keepWhileLoading || keepOnFailedReload) setLastData((last) => (keepOnFailedReload && last?.key === key ? last : null));
      },
    );
    return () => {
      current = false;
    };
  }, [requestKey, asked, key, keepWhileLoading, keepOnFailedReload]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const latest: Resource<T> = settled && settled.requestKey === requestKey ? settled.resource : { status: 'loading' };
  const failedReload = keepOnFailedReload && latest.status === 'error' && lastData?.key === key ? latest : null;
  const kept =
    lastData &&
    (failedReload !== null ||
      (options.keepLastData ? latest.status !== 'ready' : latest.status === 'loading' && (keepWhileLoading || lastData.asked === asked || (keepOnFailedReload && lastData.key === key))));
  const resource: Resource<T> = kept ? { status: 'ready', data: lastData.data } : latest;
  return { resource, reload, busy: Boolean(kept) && latest.status === 'loading', reloadFailed: failedReload ? { error: failedReload.error } : null };
}
