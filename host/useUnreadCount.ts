import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { notificationListCall, unreadCountCall, unreadNotificationCount } from '../src/api/home';
import { notificationListOfAddress, notificationListOfPage } from '../src/contract/notification';

/** How often the header asks again while the page stays open. */
const pollMs = 60_000;

/** The count a widget told last, kept for a header mounted later (a phone's menu mounts its navigation when opened). */
let lastTold: number | null = null;
document.addEventListener('tc-notifications-changed', (event) => {
  lastTold = event.detail.unread;
});

/**
 * The count the header has at once: on a page whose widget lists notifications, the unread count of its
 * list's answer (looked at, left for the widget) or, once the widget has told it, that; elsewhere the one
 * the main layout's loader started.
 */
const knownCount = (pathname: string, search: string): number | null => {
  const listed = notificationListOfAddress(pathname, search);
  return (listed ? (notificationListCall.peek(listed)?.data.unread ?? lastTold) : unreadCountCall.arrived({})?.data) ?? null;
};

/**
 * The signed-in user's unread notification count, kept current without a reload: asked on every
 * navigation, when the window regains focus and every minute; set at once when a widget tells it
 * (`tc-notifications-changed`: a list of notifications arrived, or some were marked read). A page whose
 * widget lists notifications is not asked for it: the widget tells it. Null until known (or when it
 * cannot be had). A count that has arrived with the page is there in the first render.
 */
export function useUnreadCount(): number | null {
  const { pathname, search } = useLocation();
  const [unread, setUnread] = useState<number | null>(() => knownCount(pathname, search));
  // The arrived count is this page's: the first effect does not ask again.
  const askedAlready = useRef(unread !== null);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void unreadNotificationCount().then(
        (count) => current && setUnread(count),
        () => undefined,
      );
    if (askedAlready.current) askedAlready.current = false;
    else if (!notificationListOfPage(pathname)) refresh();
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
