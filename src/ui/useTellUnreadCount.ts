import { useEffect } from 'react';
import type { NotificationListResult } from '../contract/notification';
import type { Emit } from '../elements/events';
import type { Resource } from './useResource';

/**
 * Tells the page the unread count each notification list answer carries (`tc-notifications-changed`):
 * the portal's header shows it without asking the server itself on a page that lists notifications.
 */
export function useTellUnreadCount(resource: Resource<NotificationListResult>, emit: Emit): void {
  // Each answer once, even with the count unchanged: a list kept while it reloads never passes through loading.
  const answer = resource.status === 'ready' ? resource.data : undefined;
  useEffect(() => {
    if (answer !== undefined) emit('tc-notifications-changed', { unread: answer.unread });
  }, [answer, emit]);
}
