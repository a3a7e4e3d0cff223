import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listNotifications, markNotificationsRead, notificationListCall } from '../../src/api/home';
import { notificationPages, type NotificationListResult } from '../../src/contract/notification';
import type { WidgetProps } from '../../src/elements/defineWidget';
import { AppLink } from '../../src/ui/AppLink';
import { NotificationTitle } from '../../src/ui/NotificationTitle';
import { formatDate } from '../../src/ui/formatDate';
import { ResourceView } from '../../src/ui/ResourceView';
import { useResource } from '../../src/ui/useResource';
import { useTellUnreadCount } from '../../src/ui/useTellUnreadCount';
import { Pager } from '../../src/ui/Pager';
import { useListAddress } from '../../src/ui/listAddress';

export type NotificationsProps = WidgetProps & {
  /** Notifications per page (the server caps it). */
  pageSize?: number;
  /** The page as an address's query (`?page=2`), set by a page that keeps it in its address. */
  query?: string;
};

/** The list has no search or filter: the address holds only its page. */
const notificationListFields = {};

/** Where the focus goes after a mark: a mark-read button, Mark all as read, or the heading (when that button is gone or disabled). */
type FocusTarget = { notificationId: string } | 'markAll' | 'heading';

export const defaultNotificationPageSize = notificationPages.notificationsFirst.pageSize;

/**
 * The user's notifications (spec 2 `/notifications`, issue 11): newest first with paging, unread ones
 * marked; mark one or all read. Titles, bodies and links are the server's; the page hears the unread
 * count of every answer and after every change (`tc-notifications-changed`).
 */
export function Notifications({ pageSize, query, emit }: NotificationsProps) {
  const { t, i18n } = useTranslation('home');
  const headingId = useId();
  const size = pageSize && pageSize > 0 ? Math.floor(pageSize) : defaultNotificationPageSize;
  // The page: the page's address when it keeps it there, else this widget's own.
  const list = useListAddress(notificationListFields, query, emit);
  const { page } = list.query;
  // Another page, or the list after marking read, keeps the last items (loading) until it arrives: the pager and the focus stay in place.
  const { resource, reload, busy: loading } = useResource(() => listNotifications({ page, pageSize: size }), `${page}/${size}`, {
    arrived: () => notificationListCall.arrived({ page, pageSize: size }),
    language: i18n.language,
    keepWhileLoading: true,
  });
  useTellUnreadCount(resource, emit);
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const markAllButton = useRef<HTMLButtonElement>(null);
  const markReadButtons = useRef(new Map<string, HTMLButtonElement>());
  // The button pressed is gone with the reloaded list (or its item): the focus goes here once the list is back.
  const focusNext = useRef<FocusTarget | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (next === null || busy || loading || resource.status === 'loading') return;
    focusNext.current = null;
    const target = next === 'markAll' ? markAllButton.current : next === 'heading' ? null : markReadButtons.current.get(next.notificationId);
    (target && !target.disabled ? target : headingRef.current)?.focus();
  }, [busy, loading, resource]);

  const markRead = async (request: { notificationIds: string[] } | { all: true }, pressed: FocusTarget, next: FocusTarget) => {
    setBusy(true);
    try {
      const { unread } = await markNotificationsRead(request);
      emit('tc-notifications-changed', { unread });
      focusNext.current = next;
      reload();
    } catch {
      // The client already showed the error toast; the list stays as it was.
      focusNext.current = pressed;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="tc-notifications tc-block" part="base" aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} className="tc-notifications__heading" part="heading" tabIndex={-1}>
        {t('notifications.heading')}
      </h2>
      <ResourceView resource={resource} reload={reload} isEmpty={(data) => data.total === 0} emptyMessage={t('common:empty.notifications')}>
        {(data: NotificationListResult) => {
          // After marking one read, the next unread one's button (else the heading) is where reading goes on.
          const nextUnread = (notificationId: string): FocusTarget => {
            const after = data.list.slice(data.list.findIndex((item) => item.notificationId === notificationId) + 1).find((item) => !item.read);
            return after ? { notificationId: after.notificationId } : 'heading';
          };
          return (
            <>
              <div className="tc-item__actions">
                <span part="unread-count" role="status">
                  {t('notifications.unreadCount', { count: data.unread })}
                </span>
                <button
                  ref={markAllButton}
                  type="button"
                  className="tc-button tc-button--secondary"
                  part="button mark-all"
                  disabled={busy || loading || data.unread === 0}
                  onClick={() => void markRead({ all: true }, 'markAll', 'markAll')}
                >
                  {t('notifications.markAllRead')}
                </button>
              </div>
              <ul className="tc-list" part="list" aria-busy={loading || undefined}>
                {data.list.map((item, index) => {
                  // The mark-read button is named by its own words and the title element, each keeping its own language (an aria-label string would lose the title's lang).
                  const titleId = `${headingId}-title-${index}`;
                  const markReadTextId = `${headingId}-mark-read-${index}`;
                  const title = (
                    <span id={titleId}>
                      <NotificationTitle title={item.title} titleQuote={item.titleQuote} />
                    </span>
                  );
                  return (
                    <li key={item.notificationId} className={`tc-item${item.read ? '' : ' tc-item--unread'}`} part={item.read ? 'item' : 'item unread'}>
                      <h3 className="tc-item__title">
                        {item.read ? null : <span className="tc-visually-hidden">{`${t('notifications.unread')}: `}</span>}
                        {item.link ? <AppLink href={item.link}>{title}</AppLink> : title}
                      </h3>
                      <p lang={item.bodyLanguage ?? undefined}>{item.body}</p>
                      <p className="tc-item__meta">
                        <time dateTime={item.createTime}>{formatDate(item.createTime, i18n.language)}</time>
                      </p>
                      {item.read ? null : (
                        <div className="tc-item__actions">
                          <button
                            ref={(button) => {
                              if (!button) return;
                              markReadButtons.current.set(item.notificationId, button);
                              return () => void markReadButtons.current.delete(item.notificationId);
                            }}
                            type="button"
                            className="tc-button tc-button--secondary"
                            part="button mark-read"
                            disabled={busy || loading}
                            aria-labelledby={`${markReadTextId} ${titleId}`}
                            onClick={() => void markRead({ notificationIds: [item.notificationId] }, { notificationId: item.notificationId }, nextUnread(item.notificationId))}
                          >
                            <span id={markReadTextId}>{t('notifications.markRead')}</span>
                          </button>
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
              <Pager page={page} pageSize={size} total={data.total} onPage={list.setPage} part="paging" />
            </>
          );
        }}
      </ResourceView>
    </section>
  );
}
