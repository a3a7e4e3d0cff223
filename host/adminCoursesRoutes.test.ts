import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { TcEventMap } from '../src/elements/events';
import { adminCoursesMoveToPath, adminCoursesPageOf, adminCoursesPathOf, adminCoursesTargetOf, type AdminCoursesTarget } from './adminCoursesRoutes';
import type { RouteHandle } from './routeHandle';
import { routes } from './routes';

/** Every place of the section, and its address. */
const cases: [AdminCoursesTarget, string, string][] = [
  [{ view: 'list', params: {} }, '/admin/courses', 'adminCourses'],
  [{ view: 'course', params: { courseId: 'new' } }, '/admin/courses/new', 'adminCourseNew'],
  [{ view: 'course', params: { courseId: 'c-1' } }, '/admin/courses/c-1', 'adminCourse'],
  [{ view: 'lesson-test', params: { courseId: 'c-1', lessonId: 'l-2' } }, '/admin/courses/c-1/lessons/l-2/test', 'adminLessonTest'],
  [{ view: 'final-exam', params: { courseId: 'c-1', versionCode: 'MX' } }, '/admin/courses/c-1/final-exams/MX', 'adminFinalExam'],
];

const foreign = (detail: unknown) => detail as TcEventMap['tc-navigate'];

describe('admin courses: place ↔ address', () => {
  it.each(cases)('%j is at %s, titled %s', (target, path, title) => {
    expect(adminCoursesPathOf(target)).toBe(path);
    expect(adminCoursesTargetOf(path)).toEqual(target);
    // The router has that route, with that title.
    const handles = (matchRoutes(routes, path) ?? []).map((match) => (match.route.handle ?? {}) as RouteHandle);
    expect(handles.map((handle) => handle.title).filter(Boolean).at(-1)).toBe(title);
  });

  it('encodes ids and reads them back as the router decodes them', () => {
    const target: AdminCoursesTarget = { view: 'lesson-test', params: { courseId: 'a b/c', lessonId: 'é?' } };
    const path = adminCoursesPathOf(target);
    expect(path).toBe('/admin/courses/a%20b%2Fc/lessons/%C3%A9%3F/test');
    expect(adminCoursesTargetOf(path)).toEqual(target);
  });

  it('reads an address as the router matches it: any case, a trailing slash', () => {
    expect(adminCoursesTargetOf('/Admin/Courses/c-1/')).toEqual({ view: 'course', params: { courseId: 'c-1' } });
    expect(adminCoursesTargetOf('/admin/courses/NEW')).toEqual({ view: 'course', params: { courseId: 'new' } });
    expect(adminCoursesTargetOf('/admin/courses/')).toEqual({ view: 'list', params: {} });
  });

  it('leaves addresses the section does not have to the not-found page', () => {
    expect(matchRoutes(routes, '/admin/courses/c-1/lessons')?.at(-1)?.route.handle).toEqual({ title: 'notFound' });
    expect(matchRoutes(routes, '/admin/courses/c-1/final-exams')?.at(-1)?.route.handle).toEqual({ title: 'notFound' });
  });

  it("makes a course's editor and its exams one page, and every course a page of its own", () => {
    expect(adminCoursesPageOf({ courseId: 'c-1' })).toBe('/admin/courses/c-1');
    const pageAt = (path: string) => {
      const matches = matchRoutes(routes, path) ?? [];
      const last = matches.at(-1);
      return (last?.route.handle as RouteHandle | undefined)?.page?.(last?.params ?? {}) ?? path;
    };
    expect(new Set(['/admin/courses/c-1', '/admin/courses/c-1/lessons/l-2/test', '/admin/courses/c-1/final-exams/MX'].map(pageAt))).toEqual(new Set(['/admin/courses/c-1']));
    expect(new Set(['/admin/courses', '/admin/courses/new', '/admin/courses/c-1', '/admin/courses/c-2'].map(pageAt)).size).toBe(4);
  });
});

describe('admin courses: tc-navigate → address', () => {
  it('maps each move to its address, and says when it replaces the entry', () => {
    expect(adminCoursesMoveToPath({ to: 'list', view: 'list', params: {} })).toEqual({ path: '/admin/courses', replace: false });
    expect(adminCoursesMoveToPath({ to: 'course', view: 'course', params: { courseId: 'new' } })).toEqual({ path: '/admin/courses/new', replace: false });
    expect(adminCoursesMoveToPath({ to: 'course', view: 'course', params: { courseId: 'c-1' }, replace: true })).toEqual({ path: '/admin/courses/c-1', replace: true });
    expect(adminCoursesMoveToPath({ to: 'lesson-test', view: 'lesson-test', params: { courseId: 'c-1', lessonId: 'l-2' } })).toEqual({ path: '/admin/courses/c-1/lessons/l-2/test', replace: false });
    expect(adminCoursesMoveToPath({ to: 'final-exam', view: 'final-exam', params: { courseId: 'c-1', versionCode: 'US' } })).toEqual({ path: '/admin/courses/c-1/final-exams/US', replace: false });
  });

  it('ignores what is not a move of the section, or lacks the ids of its view', () => {
    expect(adminCoursesMoveToPath(foreign({ to: '/login/index?view=forgot', view: 'forgot' }))).toBeNull();
    expect(adminCoursesMoveToPath(foreign({ to: 'detail', view: 'detail', params: { courseId: 'c-1', kind: 'certification' } }))).toBeNull();
    expect(adminCoursesMoveToPath(foreign({ to: 'course', view: 'course', params: {} }))).toBeNull();
    expect(adminCoursesMoveToPath(foreign({ to: 'lesson-test', view: 'lesson-test', params: { courseId: 'c-1', lessonId: 3 } }))).toBeNull();
    expect(adminCoursesMoveToPath(foreign({ to: 'final-exam', view: 'final-exam', params: { courseId: 'c-1' } }))).toBeNull();
    expect(adminCoursesMoveToPath(foreign({ to: 'course', view: 'course', params: { courseId: 'c-1' }, replace: 'yes' }))).toEqual({ path: '/admin/courses/c-1', replace: false });
  });
});
