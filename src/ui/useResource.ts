import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

export type Resource<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

type Settled<T> = { requestKey: string; resource: Resource<T> };

/**
 * Loads data for a view and reloads when `key` changes. An answer that arrives after the key moved
 * on is dropped, so a slow response for the previous course never replaces the current one.
 */
export function useResource<T>(load: () => Promise<T>, key: string): { resource: Resource<T>; reload: () => void } {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const requestKey = `${key}#${attempt}`;
  const latestLoad = useRef(load);
  // The newest loader is kept without making it a dependency: callers pass inline functions.
  useLayoutEffect(() => {
    latestLoad.current = load;
  });
  useEffect(() => {
    let current = true;
    latestLoad.current().then(
      (data) => current && setSettled({ requestKey, resource: { status: 'ready', data } }),
      (error: unknown) => current && setSettled({ requestKey, resource: { status: 'error', error } }),
    );
    return () => {
      current = false;
    };
  }, [requestKey]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const resource: Resource<T> = settled && settled.requestKey === requestKey ? settled.resource : { status: 'loading' };
  return { resource, reload };
}
