import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userPreferencePaths } from '../../src/contract/auth';
import { certificatePaths } from '../../src/contract/certificate';
import { ResultCode } from '../../src/contract/codes';
import { languageCookie, sessionCookies } from '../../src/contract/cookies';
import { toLanguage } from '../../src/contract/languages';
import { coursePaths } from '../../src/contract/course';
import { isCourseStatus, type CourseKind } from '../../src/contract/courseTerms';
import { homePaths } from '../../src/contract/home';
import { notificationListOfAddress, notificationListOfPage, notificationPages, notificationPaths } from '../../src/contract/notification';
import { webinarPaths } from '../../src/contract/webinar';
import { pageAnswersElementId, type PageAnswer } from '../../src/contract/pageAnswers';
import { apiBasePath, apiPaths, listPageQuery } from '../../src/contract/paths';
import { cookieOf } from './cookies';

/** A GET with its query, or a POST that only reads with its body (the course with its lessons). */
type Call = { method: 'GET' | 'POST'; path: string; query: Record<string, string>; body?: Record<string, string> };

/** The page's session check (host/guards.ts asks for the user on every page but login). */
const sessionCheck: Call = { method: 'GET', path: apiPaths.userInfo, query: {} };

/** The header's unread count, on every signed-in page whose widget lists no notifications (`unreadNotificationCount` in src/api/home.ts). */
const unreadCount: Call = { method: 'GET', path: notificationPaths.list, query: listPageQuery(notificationPages.unreadCount) };

/**
 * A course section's list, as its route loader asks for it (host/pages/CoursePlayerPage.tsx,
 * `targetOf` in host/coursePlayerRoutes.ts): the section's kind, and the status filter of the
 * address when it names one.
 */
const courseListCall =
  (kind: CourseKind) =>
  (query: URLSearchParams): Call => {
    const status = query.get('status');
    return { method: 'GET', path: coursePaths.list, query: isCourseStatus(status) ? { kind, status } : { kind } };
  };

/** A course's page: the course with its lessons, asked for with POST as its route loader does, when the address names one. */
const courseDetailCall = (query: URLSearchParams): Call | undefined => {
  const courseId = query.get('courseId');
  return courseId ? { method: 'POST', path: coursePaths.detail, query: {}, body: { courseId } } : undefined;
};

/**
 * The data calls a page's first render makes, by page, exactly as its widget makes them: /home's blocks
 * (widgets/home/Home.tsx: the course blocks, certificates, the latest three notifications, webinars),
 * /notifications' first page and the webinars (widgets/notifications, widgets/webinars), /certificate's list (widgets/certificates), the course and library lists, a course with its lessons.
 * Another call of the page, or the same call with other values, simply goes to the server.
 */
const pageDataCalls: Record<string, (query: URLSearchParams) => (Call | undefined)[]> = {
  '/home': (): Call[] => [
    { method: 'GET', path: homePaths.summary, query: {} },
    { method: 'GET', path: certificatePaths.list, query: {} },
    { method: 'GET', path: notificationPaths.list, query: listPageQuery(notificationPages.homeLatest) },
    { method: 'GET', path: webinarPaths.list, query: {} },
  ],
  '/notifications': (query) => [
    // The page its address names (`?page=2`), as the widget asks for it.
    { method: 'GET', path: notificationPaths.list, query: listPageQuery(notificationListOfAddress('/notifications', query.toString()) ?? notificationPages.notificationsFirst) },
    { method: 'GET', path: webinarPaths.list, query: {} },
  ],
  '/certificate': () => [{ method: 'GET', path: certificatePaths.list, query: {} }],
  '/user': () => [{ method: 'GET', path: userPreferencePaths.preferences, query: {} }],
  '/course/index': (query) => [courseListCall('certification')(query)],
  '/library/index': (query) => [courseListCall('library')(query)],
  '/course/detail': (query) => [courseDetailCall(query)],
  '/library/course': (query) => [courseDetailCall(query)],
};

/**
 * The reading calls a host page makes first, by its path and query: the session check, the header's
 * count (unless the page's own list of notifications brings it), then its data calls.
 */
export const firstCallsOf = (pathname: string, search = ''): Call[] => {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/login' || path.startsWith('/login/')) return [];
  const data = pageDataCalls[path]?.(new URLSearchParams(search)) ?? [];
  const header = notificationListOfPage(path) ? [] : [unreadCount];
  return [sessionCheck, ...header, ...data.filter((call): call is Call => call !== undefined)];
};

/**
 * The language the page's calls will name: the learner's choice, which the host keeps in a cookie
 * (host/languageCookie.ts), else English (the host's index.html). A page whose language is not the
 * cookie's (the cookie cleared, the storage not) finds answers in another language, does not take them, and asks as before.
 */
const pageLanguageOf = (request: FastifyRequest) => toLanguage(cookieOf(request, languageCookie));

/**
 * Runs a page's calls with the session of `token` looked up once for all of them (`AuthService.withSessionHeld`):
 * `run` gets the headers each call carries; undefined, and nothing run, when the token has no live session.
 */
export type SessionHolder = <T>(token: string, run: (headers: Record<string, string>) => Promise<T>) => Promise<T | undefined>;

/** Each call made through the API itself, kept only when the session check succeeds and the call answers code 200. */
const answersFor = async (app: FastifyInstance, request: FastifyRequest, headers: Record<string, string>, calls: Call[]): Promise<PageAnswer[]> => {
  const pageLanguage = pageLanguageOf(request);
  const answers = await Promise.all(
    calls.map(async ({ method, path, query, body }): Promise<PageAnswer | undefined> => {
      const response = await app
        .inject({ method, url: { pathname: `${apiBasePath}${path}`, query }, headers: { ...headers, lang: pageLanguage }, ...(body ? { payload: body } : {}), remoteAddress: request.ip })
        // A call that cannot be made (the server closing): the page goes out without answers, as for a visitor.
        .catch(() => undefined);
      if (response?.statusCode !== 200) return undefined;
      const envelope = response.json<{ code?: number }>();
      return envelope.code === ResultCode.success ? { base: apiBasePath, method, path, query, ...(body ? { body } : {}), lang: pageLanguage, envelope } : undefined;
    }),
  );
  // The session check failed (the session ended meanwhile): the page's own check meets it and sends the learner to login.
  if (!answers[0]) return [];
  return answers.filter((answer): answer is PageAnswer => answer !== undefined);
};

/**
 * What makes the answers a host page brings for a request with the session cookie (`inject`: the same hooks,
 * rules, serializer and envelope as any call), or `undefined` when it brings none: no cookie, not a
 * GET, the login page. The session is looked up once for all the page's calls. A session the server no
 * longer knows gets an empty list, and the page's own calls go to the server as ever.
 */
export const createPageAnswers =
  (app: FastifyInstance, holdSession: SessionHolder) =>
  (request: FastifyRequest, pathname: string, search = ''): (() => Promise<PageAnswer[]>) | undefined => {
    const token = cookieOf(request, sessionCookies.token);
    const calls = firstCallsOf(pathname, search);
    if (request.method !== 'GET' || !token || calls.length === 0) return undefined;
    return async () => (await holdSession(token, (held) => answersFor(app, request, { authorization: `Bearer ${token}`, ...held }, calls))) ?? [];
  };

/** JSON safe inside `<script>`: no `<` that could close the element, no line separators old parsers choke on. */
const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** The page's answers as a data block (never run: a strict CSP has nothing to allow). */
export const pageAnswersScript = (answers: PageAnswer[]): string =>
  `<script type="application/json" id="${pageAnswersElementId}">${scriptSafeJson(answers)}</script>`;
