import { matchPath } from 'react-router';
import { isCourseKind, isCourseStatus, type CourseKind, type CourseStatus } from '../src/contract/courseTerms';
import { isCoursePlayerView, type CoursePlayerView as PlayerView, type TcEventMap } from '../src/elements/events';
import type { TitleKey } from './routeHandle';

/** The ids the player works on; the address carries them in the query under the same names. */
export const playerIdNames = ['courseId', 'lessonId', 'examId', 'attemptId'] as const;
export type PlayerIdName = (typeof playerIdNames)[number];
export type PlayerIds = Partial<Record<PlayerIdName, string>>;

/** What a course page shows: the section (the player's kind), the view, its ids and, for the list, its status filter. */
export type PlayerTarget = { kind: CourseKind; view: PlayerView; ids: PlayerIds; status?: CourseStatus };

export type PlayerRoute = {
  /** The child path under the section. */
  path: string;
  view: PlayerView;
  title: TitleKey;
  /** This route also shows the player's exam view, when the query carries an examId. */
  examWithExamId?: true;
};

export type PlayerSection = { path: string; routes: readonly PlayerRoute[] };

/**
 * Spec 2: `/course` has index, detail, video, exam and result; `/library` has index, course, video
 * and result, and no exam route: a library lesson's test opens on that lesson's page,
 * `/library/video`, whose query then carries the test's examId.
 */
export const playerSections: Readonly<Record<CourseKind, PlayerSection>> = {
  certification: {
    path: 'course',
    routes: [
      { path: 'index', view: 'list', title: 'courses' },
      { path: 'detail', view: 'detail', title: 'courseDetail' },
      { path: 'video', view: 'video', title: 'courseVideo' },
      { path: 'exam', view: 'exam', title: 'courseExam' },
      { path: 'result', view: 'result', title: 'courseResult' },
    ],
  },
  library: {
    path: 'library',
    routes: [
      { path: 'index', view: 'list', title: 'library' },
      { path: 'course', view: 'detail', title: 'libraryCourse' },
      { path: 'video', view: 'video', title: 'libraryLesson', examWithExamId: true },
      { path: 'result', view: 'result', title: 'libraryResult' },
    ],
  },
};

/** The route of a view in a section (the library shows its test on the lesson page), else the list. */
const routeFor = (section: PlayerSection, view: PlayerView): PlayerRoute | undefined =>
  section.routes.find((candidate) => candidate.view === view) ??
  (view === 'exam' ? section.routes.find((candidate) => candidate.examWithExamId) : undefined) ??
  section.routes[0];

/** The ids of a query or an event payload; empty values count as absent. */
const pickIds = (read: (name: PlayerIdName) => unknown): PlayerIds => {
  const ids: PlayerIds = {};
  for (const name of playerIdNames) {
    const value = read(name);
    if (typeof value === 'string' && value !== '') ids[name] = value;
  }
  return ids;
};

/** The address of a player target: `/course/video?courseId=…&lessonId=…`, ids in a fixed order; the list's filter as `?status=`. */
export function routeOf({ kind, view, ids, status }: PlayerTarget): string {
  const section = playerSections[kind];
  const route = routeFor(section, view);
  const query = new URLSearchParams();
  for (const name of playerIdNames) {
    const value = ids[name];
    if (value) query.set(name, value);
  }
  if (view === 'list' && status) query.set('status', status);
  const search = query.toString();
  return `/${section.path}/${route?.path ?? 'index'}${search ? `?${search}` : ''}`;
}

/** The course link template the player puts on the course titles of its list: the detail route, `{courseId}` left to fill. */
export const courseUrlOf = (kind: CourseKind): string => {
  const section = playerSections[kind];
  return `/${section.path}/${routeFor(section, 'detail')?.path ?? 'index'}?courseId={courseId}`;
};

/** The section's course list, every course: where the player's "All courses" of a course that does not exist goes. */
export const listUrlOf = (kind: CourseKind): string => routeOf({ kind, view: 'list', ids: {} });

/**
 * What the address of a `kind` section shows. Paths are matched as the router matches them (any
 * case, trailing slash); the section root, which the router redirects, shows the list.
 */
export function targetOf(kind: CourseKind, pathname: string, search: string): PlayerTarget {
  const section = playerSections[kind];
  const query = new URLSearchParams(search);
  const ids = pickIds((name) => query.get(name));
  const route = section.routes.find((candidate) => matchPath({ path: `/${section.path}/${candidate.path}`, end: true }, pathname) !== null);
  const view = !route ? 'list' : route.examWithExamId && ids.examId ? 'exam' : route.view;
  const status = query.get('status');
  return view === 'list' && isCourseStatus(status) ? { kind, view, ids, status } : { kind, view, ids };
}

/**
 * The address of a move the player reports with `tc-navigate`, or null when the payload names no
 * view of the player. The kind is the payload's, else the page's.
 */
export function moveToPath(detail: TcEventMap['tc-navigate'], pageKind: CourseKind): string | null {
  // The payload comes from the page's DOM: anything may arrive, so every field is checked.
  const { view, to, params } = detail as { view?: unknown; to?: unknown; params?: Record<string, unknown> };
  const moved = view ?? to;
  if (!isCoursePlayerView(moved)) return null;
  const values = params ?? {};
  const kind = isCourseKind(values.kind) ? values.kind : pageKind;
  const status = isCourseStatus(values.status) ? values.status : undefined;
  return routeOf({ kind, view: moved, ids: pickIds((name) => values[name]), status });
}
