import { matchPath } from 'react-router';
import { isAdminCoursesView, newCourseId, type AdminCoursesMove, type AdminCoursesView, type TcEventMap } from '../src/elements/events';
import { listAddressOf } from './listAddress';
import type { TitleKey } from './routeHandle';

/** The template of a course's editor address that the list's Edit links use (`course-url`). */
export const adminCourseUrlTemplate = '/admin/courses/{courseId}';

/** The admin console's Courses section: its list. */
export const adminCoursesPath = '/admin/courses';

export type AdminCoursesRoute = {
  /** The child path under /admin/courses. */
  path: string;
  view: Exclude<AdminCoursesView, 'list'>;
  title: TitleKey;
};

/**
 * The addresses of `<tc-admin-courses>` below its list: a course's editor (`new`: a new course's form),
 * and that editor with a lesson's test or a country version's final exam open. Exams are named as the
 * editor and the server name them (a lesson has one test, a certification one final exam per country
 * version), so the address of an exam not written yet is the same as once it is saved.
 */
export const adminCoursesRoutes: readonly AdminCoursesRoute[] = [
  { path: newCourseId, view: 'course', title: 'adminCourseNew' },
  { path: ':courseId', view: 'course', title: 'adminCourse' },
  { path: ':courseId/lessons/:lessonId/test', view: 'lesson-test', title: 'adminLessonTest' },
  { path: ':courseId/final-exams/:versionCode', view: 'final-exam', title: 'adminFinalExam' },
];

type TargetOf<Move> = Move extends AdminCoursesMove ? { view: Move['view']; params: Move['params'] } : never;
/** What the section shows: a move's view and params (one shape per view), without `to`. */
export type AdminCoursesTarget = TargetOf<AdminCoursesMove>;

const segment = (value: string): string => encodeURIComponent(value);

/** The address of what the section shows. */
export function adminCoursesPathOf(target: AdminCoursesTarget): string {
  switch (target.view) {
    case 'list':
      return listAddressOf(adminCoursesPath, target.params.query ?? '');
    case 'course':
      return `${adminCoursesPath}/${segment(target.params.courseId)}`;
    case 'lesson-test':
      return `${adminCoursesPath}/${segment(target.params.courseId)}/lessons/${segment(target.params.lessonId)}/test`;
    case 'final-exam':
      return `${adminCoursesPath}/${segment(target.params.courseId)}/final-exams/${segment(target.params.versionCode)}`;
  }
}

/** A path segment as the router's params hold it (decoded); one that is not valid percent-encoding stays as written. */
const decoded = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * What an address under /admin/courses shows (the path as the location holds it, percent-encoded).
 * Paths are matched as the router matches them (any case, trailing slash); anything else shows the list.
 */
export function adminCoursesTargetOf(pathname: string): AdminCoursesTarget {
  for (const route of adminCoursesRoutes) {
    const match = matchPath({ path: `${adminCoursesPath}/${route.path}`, end: true }, pathname);
    if (!match) continue;
    const courseId = decoded(match.params.courseId ?? newCourseId);
    const lessonId = decoded(match.params.lessonId ?? '');
    const versionCode = decoded(match.params.versionCode ?? '');
    if (route.view === 'lesson-test') return { view: 'lesson-test', params: { courseId, lessonId } };
    if (route.view === 'final-exam') return { view: 'final-exam', params: { courseId, versionCode } };
    return { view: 'course', params: { courseId } };
  }
  return { view: 'list', params: {} };
}

/** The page an address below the list belongs to: a course's editor and its exams are one page (moving between them keeps the scroll and the focus). */
export const adminCoursesPageOf = (params: { courseId?: string }): string => `${adminCoursesPath}/${params.courseId ?? newCourseId}`;

const text = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The address of a move the section reports with `tc-navigate`, and whether it replaces the current
 * history entry; null when the payload names no move of the section (it comes from the page's DOM:
 * anything may arrive, so every field is checked).
 */
export function adminCoursesMoveToPath(detail: TcEventMap['tc-navigate']): { path: string; replace: boolean } | null {
  const { view, to, params, replace } = detail as { view?: unknown; to?: unknown; params?: Record<string, unknown>; replace?: unknown };
  const moved = view ?? to;
  if (!isAdminCoursesView(moved)) return null;
  const values = params ?? {};
  const { courseId, lessonId, versionCode } = values;
  let target: AdminCoursesTarget;
  if (moved === 'list') target = { view: 'list', params: { query: typeof values.query === 'string' ? values.query.replace(/^\?/, '') : '' } };
  else if (!text(courseId)) return null;
  else if (moved === 'course') target = { view: 'course', params: { courseId } };
  else if (moved === 'lesson-test') {
    if (!text(lessonId)) return null;
    target = { view: 'lesson-test', params: { courseId, lessonId } };
  } else {
    if (!text(versionCode)) return null;
    target = { view: 'final-exam', params: { courseId, versionCode } };
  }
  return { path: adminCoursesPathOf(target), replace: replace === true };
}
