import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import type { TcEventMap } from '../src/elements/events';
import { setLanguage } from '../src/i18n/i18n';
import { deferred, fakeApi, type FakeEnvelope } from '../src/testing/fakeApi';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

// The widget is not registered here: <tc-course-player> is a plain element, so the page's attributes and its handling of events are seen alone.

const signedIn: FakeEnvelope = { code: ResultCode.success, message: 'OK', result: demoUser };

/** Opens `path` signed in; `checks` answers the session check each navigation runs (a test may hold it). */
const openAt = async (path: string, checks: () => FakeEnvelope | Promise<FakeEnvelope> = () => signedIn) => {
  signInWithToken();
  fakeApi({ '/getUserInfo': checks });
  const view = renderHost(path);
  await screen.findByRole('heading', { level: 1 });
  const player = () => {
    const element = view.container.querySelector('tc-course-player');
    if (!element) throw new Error('no <tc-course-player> on the page');
    return element;
  };
  return { ...view, player };
};

const attributes = (element: Element) => ({
  kind: element.getAttribute('kind'),
  view: element.getAttribute('view'),
  courseId: element.getAttribute('course-id'),
  lessonId: element.getAttribute('lesson-id'),
  examId: element.getAttribute('exam-id'),
  attemptId: element.getAttribute('attempt-id'),
});

const none = { courseId: null, lessonId: null, examId: null, attemptId: null };

type Router = ReturnType<typeof renderHost>['router'];

/** The player reports a move; resolves once the navigation it caused (guard included) has settled, all inside act. */
const playerMoves = (router: Router, element: Element, detail: TcEventMap['tc-navigate']) =>
  act(async () => {
    element.dispatchEvent(new CustomEvent('tc-navigate', { detail, bubbles: true, composed: true }));
    if (router.state.navigation.state === 'idle') return;
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (state.navigation.state !== 'idle') return;
        stop();
        resolve();
      });
    });
  });


quietUnservedCalls();

describe('course pages: address → player attributes', () => {
  it('redirects /course to the list, titled Courses, with the certificate link template', async () => {
    const { player, fullPath } = await openAt('/course');
    expect(fullPath()).toBe('/course/index');
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    expect(attributes(player())).toEqual({ kind: 'certification', view: 'list', ...none });
    expect(player().getAttribute('certificate-url')).toBe('/certificate?id={certificateId}');
    expect(player().getAttribute('course-url')).toBe('/course/detail?courseId={courseId}');
    expect(player().getAttribute('list-url')).toBe('/course/index');
    expect(player().getAttribute('status')).toBe('all');
    await waitFor(() => expect(document.title).toBe('Courses · Training Center'));
  });

  it.each([
    ['/course/detail?courseId=c-1', 'Course details', { kind: 'certification', view: 'detail', ...none, courseId: 'c-1' }],
    ['/course/video?courseId=c-1&lessonId=l-2', 'Lesson video', { kind: 'certification', view: 'video', ...none, courseId: 'c-1', lessonId: 'l-2' }],
    ['/course/exam?courseId=c-1&examId=e-3', 'Test', { kind: 'certification', view: 'exam', ...none, courseId: 'c-1', examId: 'e-3' }],
    ['/course/result?courseId=c-1&examId=e-3&attemptId=a-4', 'Test result', { kind: 'certification', view: 'result', ...none, courseId: 'c-1', examId: 'e-3', attemptId: 'a-4' }],
    ['/library/index', 'Library', { kind: 'library', view: 'list', ...none }],
    ['/library/course?courseId=c-9', 'Library course', { kind: 'library', view: 'detail', ...none, courseId: 'c-9' }],
    ['/library/video?courseId=c-9&lessonId=l-9', 'Library lesson', { kind: 'library', view: 'video', ...none, courseId: 'c-9', lessonId: 'l-9' }],
    ['/library/video?courseId=c-9&lessonId=l-9&examId=e-9', 'Library lesson', { kind: 'library', view: 'exam', ...none, courseId: 'c-9', lessonId: 'l-9', examId: 'e-9' }],
    ['/library/result?courseId=c-9&attemptId=a-9', 'Library test result', { kind: 'library', view: 'result', ...none, courseId: 'c-9', attemptId: 'a-9' }],
  ])('%s is titled %s and shows %j', async (path, title, expected) => {
    const { player } = await openAt(path);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(attributes(player())).toEqual(expected);
    await waitFor(() => expect(document.title).toBe(`${title} · Training Center`));
  });

  it('titles the pages in Spanish too', async () => {
    await openAt('/library/video?courseId=c-9&lessonId=l-9');
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { level: 1, name: 'Lección de la biblioteca' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Lección de la biblioteca · Training Center'));
    await act(() => setLanguage('en'));
  });

  it("gives the library's player the library's list for a course that does not exist", { timeout: 20_000 }, async () => {
    const { player } = await openAt('/library/course?courseId=c-9');
    expect(player().getAttribute('list-url')).toBe('/library/index');
  });

  it('marks Library, not Courses, as the current section on the library lesson page', async () => {
    await openAt('/library/video?courseId=c-9&lessonId=l-9&examId=e-9');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Library' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBeNull();
  });
});

describe('the course list filter lives in the address', () => {
  it('hands the status of the query to the player, and a reload keeps it', async () => {
    const { player } = await openAt('/course/index?status=in_progress');
    expect(player().getAttribute('status')).toBe('in_progress');
    expect(player().getAttribute('view')).toBe('list');
  });

  it('puts a new filter of the player in the query, and names "all" when it is cleared', async () => {
    const { player, router, fullPath } = await openAt('/library/index');
    await playerMoves(router, player(), { to: 'list', view: 'list', params: { status: 'completed', kind: 'library' } });
    expect(fullPath()).toBe('/library/index?status=completed');
    expect(player().getAttribute('status')).toBe('completed');
    await playerMoves(router, player(), { to: 'list', view: 'list', params: { kind: 'library' } });
    expect(fullPath()).toBe('/library/index');
    // r2wc ignores a removed attribute: "every course" is set, not left out.
    expect(player().getAttribute('status')).toBe('all');
  });
});

describe('course pages: tc-navigate → address', () => {
  it("follows the player's moves with history entries, on the same element", async () => {
    const { player, router, fullPath } = await openAt('/course/detail?courseId=c-1');
    const element = player();
    await playerMoves(router, element, { to: 'video', view: 'video', params: { courseId: 'c-1', lessonId: 'l-2', kind: 'certification' } });
    expect(fullPath()).toBe('/course/video?courseId=c-1&lessonId=l-2');
    expect(router.state.historyAction).toBe('PUSH');
    expect(player()).toBe(element);
    expect(attributes(element)).toMatchObject({ view: 'video', courseId: 'c-1', lessonId: 'l-2' });
    expect(screen.getByRole('heading', { level: 1, name: 'Lesson video' })).toBeTruthy();

    await playerMoves(router, element, { to: 'result', view: 'result', params: { courseId: 'c-1', lessonId: 'l-2', examId: 'e-3', attemptId: 'a-4', kind: 'certification' } });
    expect(fullPath()).toBe('/course/result?courseId=c-1&lessonId=l-2&examId=e-3&attemptId=a-4');

    // Back: the address moves first and the attributes follow it.
    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/course/video?courseId=c-1&lessonId=l-2');
    expect(attributes(player())).toMatchObject({ view: 'video', lessonId: 'l-2' });
  });

  it('follows a move the player reports the moment it is on the page', async () => {
    // A widget may report a move from its first render (an id it cannot show); the page must already be listening.
    const watcher = new MutationObserver(() => {
      const element = document.querySelector('tc-course-player');
      if (!element) return;
      watcher.disconnect();
      const detail: TcEventMap['tc-navigate'] = { to: 'video', view: 'video', params: { courseId: 'c-1', lessonId: 'l-2', kind: 'certification' } };
      element.dispatchEvent(new CustomEvent('tc-navigate', { detail, bubbles: true, composed: true }));
    });
    watcher.observe(document.body, { childList: true, subtree: true });
    onTestFinished(() => watcher.disconnect());
    const { fullPath } = await openAt('/course/detail?courseId=c-1');
    await waitFor(() => expect(fullPath()).toBe('/course/video?courseId=c-1&lessonId=l-2'));
  });

  it('puts the library test on the lesson page and its result on /library/result', async () => {
    const { player, router, fullPath } = await openAt('/library/video?courseId=c-9&lessonId=l-9');
    await playerMoves(router, player(), { to: 'exam', view: 'exam', params: { courseId: 'c-9', lessonId: 'l-9', examId: 'e-9', kind: 'library' } });
    expect(fullPath()).toBe('/library/video?courseId=c-9&lessonId=l-9&examId=e-9');
    expect(attributes(player())).toMatchObject({ kind: 'library', view: 'exam', examId: 'e-9' });
    await playerMoves(router, player(), { to: 'result', view: 'result', params: { courseId: 'c-9', examId: 'e-9', attemptId: 'a-9', kind: 'library' } });
    expect(fullPath()).toBe('/library/result?courseId=c-9&examId=e-9&attemptId=a-9');
  });

  it('keeps the address with the player when a lesson is opened and left before the first navigation settled', async () => {
    let held: ReturnType<typeof deferred<FakeEnvelope>> | null = null;
    const { player, router, fullPath } = await openAt('/course/detail?courseId=c-1', () => (held ? held.promise : signedIn));
    const element = player();
    const moves = (detail: TcEventMap['tc-navigate']) =>
      act(() => {
        element.dispatchEvent(new CustomEvent('tc-navigate', { detail, bubbles: true, composed: true }));
      });
    held = deferred<FakeEnvelope>();
    const check = held;
    moves({ to: 'video', view: 'video', params: { courseId: 'c-1', lessonId: 'l-2', kind: 'certification' } });
    await waitFor(() => expect(router.state.navigation.location?.search).toBe('?courseId=c-1&lessonId=l-2'));
    // Back to the course before the lesson's address is in: the player shows the course, and so must the address.
    moves({ to: 'detail', view: 'detail', params: { courseId: 'c-1', kind: 'certification' } });
    held = null;
    await act(async () => check.resolve(signedIn));
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));

    expect(fullPath()).toBe('/course/detail?courseId=c-1');
    expect(attributes(player())).toMatchObject({ view: 'detail', courseId: 'c-1', lessonId: null });
    // The course's entry was replaced, not stacked on a lesson's: Back does not lead to the lesson.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('adds no history entry for a move to the address already shown, and ignores what is not a view', async () => {
    const { player, router, fullPath } = await openAt('/course/detail?courseId=c-1');
    const key = router.state.location.key;
    await playerMoves(router, player(), { to: 'detail', view: 'detail', params: { courseId: 'c-1', kind: 'certification' } });
    await playerMoves(router, player(), { to: '/somewhere-else' } as unknown as TcEventMap['tc-navigate']);
    expect(router.state.location.key).toBe(key);
    expect(fullPath()).toBe('/course/detail?courseId=c-1');
  });
});

describe('home', () => {
  it('shows the home widget, and the main navigation links to the courses, the library and the certificates', async () => {
    await openAt('/home');
    expect(document.querySelector('tc-home')).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('href')).toBe('/course');
    expect(within(nav).getByRole('link', { name: 'Library' }).getAttribute('href')).toBe('/library');
    expect(within(nav).getByRole('link', { name: 'Certificates' }).getAttribute('href')).toBe('/certificate');
  });
});
