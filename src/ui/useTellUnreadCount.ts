import { useEffect } from 'react';
import type { NotificationListResult } from '../contract/notification';
import type { Emit } from '../elements/events';
import type { Resource } from './useResource';

/**
 * Tells the page the unread count each notification list answer carries (`tc-notifications-changed`):
 * the portal's header shows it without asking the server itself on a page that lists notifications.
 */
export function useTellUnreadCount(resource: Resource<NotificationListResult>, emit: Emit): void {
  const unread = resource.status === 'ready' ? resource.data.unread : undefined;
  useEffect(() => {
    if (unread !== undefined) emit('tc-notifications-changed', { unread });
  }, [unread, emit]);
}
