import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CourseKind } from '../src/contract/course';
import type { TcEventMap } from '../src/elements/events';
import { courseUrlOf, moveToPath, playerSections, routeOf, targetOf, type PlayerTarget } from './coursePlayerRoutes';
import type { RouteHandle } from './routeHandle';
import { routes } from './routes';

const ids = { courseId: 'c-1', lessonId: 'l-2', examId: 'e-3', attemptId: 'a-4' };

/** Every view of the player in both sections, with the ids the player sends for it, and its address. */
const cases: [PlayerTarget, string][] = [
  [{ kind: 'certification', view: 'list', ids: {} }, '/course/index'],
  [{ kind: 'certification', view: 'list', ids: {}, status: 'in_progress' }, '/course/index?status=in_progress'],
  [{ kind: 'certification', view: 'detail', ids: { courseId: 'c-1' } }, '/course/detail?courseId=c-1'],
  [{ kind: 'certification', view: 'video', ids: { courseId: 'c-1', lessonId: 'l-2' } }, '/course/video?courseId=c-1&lessonId=l-2'],
  [{ kind: 'certification', view: 'exam', ids: { courseId: 'c-1', lessonId: 'l-2', examId: 'e-3' } }, '/course/exam?courseId=c-1&lessonId=l-2&examId=e-3'],
  [{ kind: 'certification', view: 'exam', ids: { courseId: 'c-1', examId: 'e-3' } }, '/course/exam?courseId=c-1&examId=e-3'],
  [{ kind: 'certification', view: 'result', ids }, '/course/result?courseId=c-1&lessonId=l-2&examId=e-3&attemptId=a-4'],
  [{ kind: 'library', view: 'list', ids: {} }, '/library/index'],
  [{ kind: 'library', view: 'list', ids: {}, status: 'completed' }, '/library/index?status=completed'],
  [{ kind: 'library', view: 'detail', ids: { courseId: 'c-1' } }, '/library/course?courseId=c-1'],
  [{ kind: 'library', view: 'video', ids: { courseId: 'c-1', lessonId: 'l-2' } }, '/library/video?courseId=c-1&lessonId=l-2'],
  [{ kind: 'library', view: 'exam', ids: { courseId: 'c-1', lessonId: 'l-2', examId: 'e-3' } }, '/library/video?courseId=c-1&lessonId=l-2&examId=e-3'],
  [{ kind: 'library', view: 'result', ids }, '/library/result?courseId=c-1&lessonId=l-2&examId=e-3&attemptId=a-4'],
];

const split = (path: string): [string, string] => {
  const url = new URL(path, 'http://portal.test');
  return [url.pathname, url.search];
};

describe('player view → address', () => {
  it.each(cases)('%j goes to %s', (target, path) => {
    expect(routeOf(target)).toBe(path);
  });

  it('encodes ids and leaves empty ones out', () => {
    expect(routeOf({ kind: 'certification', view: 'detail', ids: { courseId: 'a b&c', lessonId: '' } })).toBe('/course/detail?courseId=a+b%26c');
  });
});

describe('address → player view', () => {
  it.each(cases)('%j comes back from %s', (target, path) => {
    const [pathname, search] = split(path);
    expect(targetOf(target.kind, pathname, search)).toEqual(target);
  });

  it('matches the path as the router does (any case, trailing slash) and ignores other query keys', () => {
    expect(targetOf('certification', '/Course/Detail/', '?courseId=c-1&utm=mail')).toEqual({ kind: 'certification', view: 'detail', ids: { courseId: 'c-1' } });
  });

  it('counts an empty id as absent: /library/video without an examId is the video', () => {
    expect(targetOf('library', '/library/video', '?courseId=c-1&lessonId=l-2&examId=')).toEqual({
      kind: 'library',
      view: 'video',
      ids: { courseId: 'c-1', lessonId: 'l-2' },
    });
  });

  it('keeps only a known status, and only on the list', () => {
    expect(targetOf('certification', '/course/index', '?status=archived')).toEqual({ kind: 'certification', view: 'list', ids: {} });
    expect(targetOf('certification', '/course/detail', '?courseId=c-1&status=completed')).toEqual({ kind: 'certification', view: 'detail', ids: { courseId: 'c-1' } });
  });

  it('gives the player the detail route of its section as the course link template', () => {
    expect(courseUrlOf('certification')).toBe('/course/detail?courseId={courseId}');
    expect(courseUrlOf('library')).toBe('/library/course?courseId={courseId}');
  });

  it('shows the list on the section root', () => {
    expect(targetOf('library', '/library', '')).toEqual({ kind: 'library', view: 'list', ids: {} });
  });
});

describe('tc-navigate → address', () => {
  it('maps the payload the player sends (to, view, ids, kind)', () => {
    expect(moveToPath({ to: 'exam', view: 'exam', params: { courseId: 'c-1', examId: 'e-3', kind: 'certification' } }, 'certification')).toBe(
      '/course/exam?courseId=c-1&examId=e-3',
    );
    expect(moveToPath({ to: 'exam', view: 'exam', params: { courseId: 'c-1', lessonId: 'l-2', examId: 'e-3', kind: 'library' } }, 'library')).toBe(
      '/library/video?courseId=c-1&lessonId=l-2&examId=e-3',
    );
  });

  it('carries the list filter into the query', () => {
    expect(moveToPath({ to: 'list', view: 'list', params: { status: 'not_started', kind: 'certification' } }, 'certification')).toBe('/course/index?status=not_started');
    expect(moveToPath({ to: 'list', view: 'list', params: { kind: 'library' } }, 'library')).toBe('/library/index');
  });

  // A page's DOM may carry any event of that name: what is not the player's payload is checked, not trusted.
  const foreign = (detail: unknown) => detail as TcEventMap['tc-navigate'];

  it('falls back to `to` and to the page kind when the payload leaves them out', () => {
    expect(moveToPath(foreign({ to: 'detail', params: { courseId: 'c-1' } }), 'library')).toBe('/library/course?courseId=c-1');
    expect(moveToPath(foreign({ to: 'list', params: { kind: 'other', status: 'archived' } }), 'certification')).toBe('/course/index');
  });

  it('ignores a payload that names no view of the player', () => {
    expect(moveToPath(foreign({ to: '/certificate' }), 'certification')).toBeNull();
    expect(moveToPath(foreign({ to: 'detail', view: 'lessons' }), 'certification')).toBeNull();
  });
});

describe('the route tree', () => {
  const kinds: CourseKind[] = ['certification', 'library'];
  const childRoutes = kinds.flatMap((kind) => playerSections[kind].routes.map((route) => [kind, route.path, route.title] as const));

  it.each(childRoutes)('%s /%s is a route titled %s', (kind, path, title) => {
    const matches = matchRoutes(routes, `/${playerSections[kind].path}/${path}`) ?? [];
    expect(matches.at(-2)?.route.path).toBe(playerSections[kind].path);
    expect((matches.at(-1)?.route.handle as RouteHandle | undefined)?.title).toBe(title);
  });

  it('has no /library/exam: the library test is on the lesson page', () => {
    expect(matchRoutes(routes, '/library/exam')?.at(-1)?.route.path).toBe('*');
  });
});
