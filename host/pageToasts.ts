import type { createBrowserRouter } from 'react-router';
import { toastStore } from '../src/ui/toastStore';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * A toast belongs to the page that raised it: when the path changes, the toasts raised before the
 * navigation began close. Those raised while it ran stay (the guard's "server could not be reached"
 * on the way to the login page). Returns the unsubscribe.
 */
export function closeToastsOnPageChange(router: Router): () => void {
  let pathname = router.state.location.pathname;
  let mark: number | null = null;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle') {
      mark ??= toastStore.lastId();
      return;
    }
    if (state.location.pathname !== pathname) toastStore.closeUpTo(mark ?? toastStore.lastId());
    pathname = state.location.pathname;
    mark = null;
  });
}
