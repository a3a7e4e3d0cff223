import { userPreferencePaths, userPreferences, type UserPreferences, type UserPreferencesChange } from '../contract/auth';
import { homePaths, homeSummary, portalSummary, type HomeSummary, type PortalSummary } from '../contract/home';
import { noticeDetail, noticeListResult, noticePaths, type NoticeDetail, type NoticeListResult } from '../contract/notice';
import { markReadRequest, markReadResult, notificationListResult, notificationPages, notificationPaths, type MarkReadRequest, type MarkReadResult, type NotificationListResult } from '../contract/notification';
import { listPageQuery, type ListPage } from '../contract/paths';
import { webinarListResult, webinarPaths, type WebinarListResult } from '../contract/webinar';
import { apiRequest } from './client';
import { getConfig } from './config';
import { earlyCall, type EarlyCall } from './early';
import { joinApiUrl } from './requestUrl';

/** The calls of issue 11: home, portal, notifications, notices, webinars and the notification e-mail preference. */

/** `GET /home/summary`: the learner's course blocks, decided by the server; the home page's loader starts it early (src/api/early.ts). */
export const homeSummaryCall: EarlyCall<Record<string, never>, HomeSummary> = earlyCall(homePaths.summary, () =>
  apiRequest(homePaths.summary, { method: 'GET', schema: import.meta.env.DEV ? homeSummary : undefined }),
);

export const getHomeSummary = (): Promise<HomeSummary> => homeSummaryCall.send({});

/** `GET /portal/summary` (anonymous). */
export const getPortalSummary = (): Promise<PortalSummary> => apiRequest(homePaths.portal, { method: 'GET', schema: import.meta.env.DEV ? portalSummary : undefined });

/** `GET /notification/list?page=&pageSize=`: newest first, with the unread count. */
export const notificationListCall: EarlyCall<ListPage, NotificationListResult> = earlyCall(notificationPaths.list, (page: ListPage) =>
  apiRequest(notificationPaths.list, { method: 'GET', query: listPageQuery(page), schema: import.meta.env.DEV ? notificationListResult : undefined }),
);

export const listNotifications = (page: ListPage): Promise<NotificationListResult> => notificationListCall.send(page);

/** `POST /notification/read`: `{ notificationIds }` or `{ all: true }`; answers what stays unread. */
export const markNotificationsRead = (request: MarkReadRequest): Promise<MarkReadResult> =>
  apiRequest(notificationPaths.read, { method: 'POST', body: import.meta.env.DEV ? markReadRequest.parse(request) : request, schema: import.meta.env.DEV ? markReadResult : undefined });

/** `GET /notice/list?page=&pageSize=` */
export const listNotices = (page: ListPage): Promise<NoticeListResult> =>
  apiRequest(noticePaths.list, { method: 'GET', query: listPageQuery(page), schema: import.meta.env.DEV ? noticeListResult : undefined });

/** `GET /notice/detail?noticeId=`: the body is HTML the server sanitised when it was stored. */
export const getNotice = (noticeId: string): Promise<NoticeDetail> =>
  apiRequest(noticePaths.detail, { method: 'GET', query: { noticeId }, schema: import.meta.env.DEV ? noticeDetail : undefined });

/** `GET /webinar/list`: the join link only while it is open, the recording after. */
export const webinarListCall: EarlyCall<Record<string, never>, WebinarListResult> = earlyCall(webinarPaths.list, () =>
  apiRequest(webinarPaths.list, { method: 'GET', schema: import.meta.env.DEV ? webinarListResult : undefined }),
);

export const listWebinars = (): Promise<WebinarListResult> => webinarListCall.send({});

/** The address of `GET /webinar/ics?webinarId=` (public): a plain link saves the calendar file. */
export const webinarCalendarUrl = (webinarId: string): string => `${joinApiUrl(getConfig().apiBase, webinarPaths.ics)}?${new URLSearchParams({ webinarId }).toString()}`;

/** `GET /user/preferences` */
export const preferencesCall: EarlyCall<Record<string, never>, UserPreferences> = earlyCall(userPreferencePaths.preferences, () =>
  apiRequest(userPreferencePaths.preferences, { method: 'GET', schema: import.meta.env.DEV ? userPreferences : undefined }),
);

export const getPreferences = (): Promise<UserPreferences> => preferencesCall.send({});

/** `POST /user/preferences` */
export const savePreferences = (change: UserPreferencesChange): Promise<UserPreferences> =>
  apiRequest(userPreferencePaths.preferences, { method: 'POST', body: change, schema: import.meta.env.DEV ? userPreferences : undefined });

/** The unread count for a page header: the first notification only, without the loading indicator; the main layout's loader starts it early. */
export const unreadCountCall: EarlyCall<Record<string, never>, number> = earlyCall(
  'unreadCount',
  async () =>
    (await apiRequest(notificationPaths.list, { method: 'GET', query: listPageQuery(notificationPages.unreadCount), silent: true, schema: import.meta.env.DEV ? notificationListResult : undefined }))
      .unread,
);

export const unreadNotificationCount = (): Promise<number> => unreadCountCall.send({});
