import type { CourseKind, CourseStatus } from '../contract/course';

/** The views of `<tc-course-player>`, named once for the widget and for the pages that host it. */
export const coursePlayerViews = ['list', 'detail', 'video', 'exam', 'result'] as const;
export type CoursePlayerView = (typeof coursePlayerViews)[number];
/** Whether a value from an address, an attribute or an event names a view of the course player. */
export const isCoursePlayerView = (value: unknown): value is CoursePlayerView => (coursePlayerViews as readonly unknown[]).includes(value);

type PlayerMove<View extends CoursePlayerView, Params> = { to: View; view: View; params: Params & { kind: CourseKind } };

/**
 * A move of `<tc-course-player>`, one payload shape per view: `to` and `view` name the view; `params`
 * hold the ids it shows (plus context ids: where to go back to) and the kind of course. The list
 * carries its status filter (absent: every course).
 */
export type CoursePlayerMove =
  | PlayerMove<'list', { status?: CourseStatus }>
  | PlayerMove<'detail', { courseId: string }>
  | PlayerMove<'video', { courseId: string; lessonId: string }>
  | PlayerMove<'exam', { examId: string; courseId?: string; lessonId?: string }>
  | PlayerMove<'result', { attemptId: string; courseId?: string; lessonId?: string; examId?: string }>;

/** The views of `<tc-admin-courses>`: the list, a course's editor (`courseId` `new`: a new course's form), and that editor with one lesson test or final exam open. */
export const adminCoursesViews = ['list', 'course', 'lesson-test', 'final-exam'] as const;
export type AdminCoursesView = (typeof adminCoursesViews)[number];
/** Whether a value from an address, an attribute or an event names a view of the admin courses section. */
export const isAdminCoursesView = (value: unknown): value is AdminCoursesView => (adminCoursesViews as readonly unknown[]).includes(value);
/** The `course-id` of a new course's form, in `<tc-admin-courses>` and in its moves. */
export const newCourseId = 'new';

type AdminCoursesStep<View extends AdminCoursesView, Params> = { to: View; view: View; params: Params; replace?: boolean };

/**
 * A move of `<tc-admin-courses>`, one payload shape per view: `to` and `view` name the view, `params`
 * the course and, for an exam, its lesson or country version. `replace` is set when what was shown is
 * gone (a new course's form became the course): a page mirroring the moves replaces its history entry.
 */
export type AdminCoursesMove =
  | AdminCoursesStep<'list', { query?: string }>
  | AdminCoursesStep<'course', { courseId: string }>
  | AdminCoursesStep<'lesson-test', { courseId: string; lessonId: string }>
  | AdminCoursesStep<'final-exam', { courseId: string; versionCode: string }>;

/**
 * A move of an admin console list (`<tc-admin-users>`, `<tc-admin-companies>`, …): its search, filters,
 * sort and page changed. `query` holds them as an address's query (no `?`; empty: the first page of
 * everything); a page mirroring it in its address sets it back as the element's `query` attribute.
 */
export type ListMove = { to: 'list'; view: 'list'; params: { query: string } };

/** A step of `<tc-login>`: `to` is the page's own address with the step (and its e-mail) in the query. */
export type LoginMove = { to: string; view: 'login' | 'forgot' | 'reset' };

/**
 * Every event a widget sends to its page: one typed map (names `tc-*`, bubbling and composed).
 * A payload never changes in place: add a `...-v2` event and deprecate the old one.
 */
export type TcEventMap = {
  /** A user signed in. Fires after the session is stored. */
  'tc-login': { account: string; redirect: string | null };
  /** The user signed out (button or revoked session). */
  'tc-logout': Record<string, never>;
  /** A widget moved and tells the page, which may mirror it in its address (the host maps `to` to a route) or ignore it. */
  'tc-navigate': CoursePlayerMove | LoginMove | AdminCoursesMove | ListMove;
  /** The password changed; other sessions were signed out by the server. */
  'tc-password-changed': Record<string, never>;
  /** The user's unread notification count, as a notification list answered it or after notifications were marked read (`<tc-notifications>`, `<tc-home>`); the page's header shows it. */
  'tc-notifications-changed': { unread: number };
  /** The user switched country/version; content scoped by it (courses, documents) should be reloaded. */
  'tc-country-changed': { versionCode: string };
  /** The contact form's ticket was stored; `ticketId` is the number the sender quotes (also mailed to them). */
  'tc-ticket-submitted': { ticketId: string };
  /** An attendee's training questionnaire was kept by the server (the thank-you page shows). */
  'tc-questionnaire-submitted': { submissionId: string; sessionId: string };
};

export type TcEventName = keyof TcEventMap;
export type Emit = <K extends TcEventName>(type: K, detail: TcEventMap[K]) => void;

export const dispatchTcEvent = <K extends TcEventName>(target: EventTarget, type: K, detail: TcEventMap[K]): void => {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
};

/** Each event as the DOM types it: a listener on an element, the document or the window gets the typed `detail`. */
type TcDomEvents = { [K in TcEventName]: CustomEvent<TcEventMap[K]> };

declare global {
  /* eslint-disable @typescript-eslint/no-empty-object-type -- the maps gain the tc-* events through `extends`. */
  interface HTMLElementEventMap extends TcDomEvents {}
  interface DocumentEventMap extends TcDomEvents {}
  interface WindowEventMap extends TcDomEvents {}
  /* eslint-enable @typescript-eslint/no-empty-object-type */
}
