import { z } from 'zod';
import { languages } from './languages';
import { addressPage } from './paging';
import type { ListPage } from './paths';

/** Notifications (issue 11): created by the server on learning events, read and marked read by their user. */
export const notificationPaths = {
  list: '/notification/list',
  read: '/notification/read',
} as const;

/**
 * The pages of the list that the portal's first render asks for: the header's unread count (the first
 * notification only), home's latest ones and the notifications page's first page. A host page opened
 * anew brings what it asks for (server/lib/pageAnswers.ts).
 */
export const notificationPages = {
  unreadCount: { page: 1, pageSize: 1 },
  homeLatest: { page: 1, pageSize: 3 },
  notificationsFirst: { page: 1, pageSize: 10 },
} as const satisfies Record<string, ListPage>;

/** The host pages whose widget lists the notifications, with the page of the list it asks for first. */
const listingPages: Readonly<Record<string, ListPage>> = { '/home': notificationPages.homeLatest, '/notifications': notificationPages.notificationsFirst };

/**
 * The page of the notification list a host page's widget asks for first, when it asks for one: its
 * answer carries the unread count, which the widget tells the header (`tc-notifications-changed`), so the
 * header asks for the count itself only on the other pages. A trailing slash names the same page.
 */
export const notificationListOfPage = (pathname: string): ListPage | undefined => listingPages[pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname];

/** The same at a whole address: /notifications asks for the page its `?page=` names (`search` with or without `?`). */
export const notificationListOfAddress = (pathname: string, search: string): ListPage | undefined => {
  const listed = notificationListOfPage(pathname);
  return listed === notificationPages.notificationsFirst ? { ...listed, page: addressPage(new URLSearchParams(search).get('page')) } : listed;
};

/**
 * What happened (`groupMessage`: staff wrote to a group of learners from the console). The server writes title and body in the reader's language; `link` is the host path
 * that shows the subject (null when there is none).
 */
export const notificationKinds = ['lessonPassed', 'testFailedTwice', 'certificateIssued', 'certificateExpiring', 'newNotice', 'webinarTomorrow', 'groupMessage'] as const;
export const notificationKind = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKind>;

/** Words of `title` quoted from content written in another language than the reader's (an English notice's title in a Spanish sentence, or a whole group message's title), with that language. */
export const notificationQuote = z.object({ text: z.string(), language: z.enum(languages) });
export type NotificationQuote = z.infer<typeof notificationQuote>;

export const notificationItem = z.object({
  notificationId: z.string(),
  kind: notificationKind,
  title: z.string(),
  /** Null when every word of the title is in the reader's language. */
  titleQuote: notificationQuote.nullable(),
  body: z.string(),
  /** The language of `body` when it is not the reader's (a group message staff wrote in another language, not translated); null otherwise. */
  bodyLanguage: z.enum(languages).nullable(),
  /** ISO 8601 instant. */
  createTime: z.string(),
  read: z.boolean(),
  link: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof notificationItem>;

/** `GET /notification/list?page=&pageSize=`: newest first; `unread` counts every unread one of the user. */
export const notificationListResult = z.object({ list: z.array(notificationItem), total: z.number().int().nonnegative(), unread: z.number().int().nonnegative() });
export type NotificationListResult = z.infer<typeof notificationListResult>;

const maxIdsPerRequest = 100;

/** `POST /notification/read`: some of the user's notifications, or all of them. */
export const markReadRequest = z.union([
  z.object({ notificationIds: z.array(z.string().trim().min(1).max(64)).min(1).max(maxIdsPerRequest) }).strict(),
  z.object({ all: z.literal(true) }).strict(),
]);
export type MarkReadRequest = z.infer<typeof markReadRequest>;
/** What is left unread after the change. */
export const markReadResult = z.object({ unread: z.number().int().nonnegative() });
export type MarkReadResult = z.infer<typeof markReadResult>;
