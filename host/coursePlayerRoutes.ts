import { matchPath } from 'react-router';
import type { CourseKind } from '../src/contract/course';
import type { TcEventMap } from '../src/elements/events';
import type { TitleKey } from './routeHandle';

/** The views of `<tc-course-player>` (its manual: widgets/course-player/element.ts). */
export const playerViews = ['list', 'detail', 'video', 'exam', 'result'] as const;
export type PlayerView = (typeof playerViews)[number];

/** The ids the player works on; the address carries them in the query under the same names. */
export const playerIdNames = ['courseId', 'lessonId', 'examId', 'attemptId'] as const;
export type PlayerIdName = (typeof playerIdNames)[number];
export type PlayerIds = Partial<Record<PlayerIdName, string>>;

/** What a course page shows: the section (the player's kind), the view and its ids. */
export type PlayerTarget = { kind: CourseKind; view: PlayerView; ids: PlayerIds };

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

/** The certificate link the player shows after a passed final exam (the certificates page). */
export const certificateUrlTemplate = '/certificate?id={certificateId}';

const isPlayerView = (value: unknown): value is PlayerView => (playerViews as readonly unknown[]).includes(value);
const isCourseKind = (value: unknown): value is CourseKind => typeof value === 'string' && Object.hasOwn(playerSections, value);

/** The ids of a query or an event payload; empty values count as absent. */
const pickIds = (read: (name: PlayerIdName) => unknown): PlayerIds => {
  const ids: PlayerIds = {};
  for (const name of playerIdNames) {
    const value = read(name);
    if (typeof value === 'string' && value !== '') ids[name] = value;
  }
  return ids;
};

/** The address of a player target: `/course/video?courseId=…&lessonId=…`, ids in a fixed order. */
export function routeOf({ kind, view, ids }: PlayerTarget): string {
  const section = playerSections[kind];
  const route =
    section.routes.find((candidate) => candidate.view === view) ??
    (view === 'exam' ? section.routes.find((candidate) => candidate.examWithExamId) : undefined) ??
    section.routes[0];
  const query = new URLSearchParams();
  for (const name of playerIdNames) {
    const value = ids[name];
    if (value) query.set(name, value);
  }
  const search = query.toString();
  return `/${section.path}/${route?.path ?? 'index'}${search ? `?${search}` : ''}`;
}

/**
 * What the address of a `kind` section shows. Paths are matched as the router matches them (any
 * case, trailing slash); the section root, which the router redirects, shows the list.
 */
export function targetOf(kind: CourseKind, pathname: string, search: string): PlayerTarget {
  const section = playerSections[kind];
  const query = new URLSearchParams(search);
  const ids = pickIds((name) => query.get(name));
  const route = section.routes.find((candidate) => matchPath({ path: `/${section.path}/${candidate.path}`, end: true }, pathname) !== null);
  if (!route) return { kind, view: 'list', ids };
  return { kind, view: route.examWithExamId && ids.examId ? 'exam' : route.view, ids };
}

/**
 * The address of a move the player reports with `tc-navigate`, or null when the payload names no
 * view of the player. The kind is the payload's, else the page's.
 */
export function moveToPath(detail: TcEventMap['tc-navigate'], pageKind: CourseKind): string | null {
  const view = detail.view ?? detail.to;
  if (!isPlayerView(view)) return null;
  const params = detail.params ?? {};
  const kind = isCourseKind(params.kind) ? params.kind : pageKind;
  return routeOf({ kind, view, ids: pickIds((name) => params[name]) });
}
