import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { unreadCountCall, unreadNotificationCount } from '../src/api/home';

/** How often the header asks again while the page stays open. */
const pollMs = 60_000;

/**
 * The signed-in user's unread notification count, kept current without a reload: asked on every
 * navigation, when the window regains focus and every minute; set at once when a widget marks
 * notifications read (`tc-notifications-changed`). Null until known (or when it cannot be had). A count
 * the main layout's loader started that has arrived (with the page) is there in the first render.
 */
export function useUnreadCount(): number | null {
  const [unread, setUnread] = useState<number | null>(() => unreadCountCall.arrived({})?.data ?? null);
  // The arrived count is this page's: the first effect does not ask again.
  const askedAlready = useRef(unread !== null);
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void unreadNotificationCount().then(
        (count) => current && setUnread(count),
        () => undefined,
      );
    if (askedAlready.current) askedAlready.current = false;
    else refresh();
    const onChanged = (event: CustomEvent<{ unread: number }>) => setUnread(event.detail.unread);
    const timer = window.setInterval(refresh, pollMs);
    window.addEventListener('focus', refresh);
    document.addEventListener('tc-notifications-changed', onChanged);
    return () => {
      current = false;
      window.clearInterval(timer);
      window.removeEventListener('focus', refresh);
      document.removeEventListener('tc-notifications-changed', onChanged);
    };
  }, [pathname]);
  return unread;
}
