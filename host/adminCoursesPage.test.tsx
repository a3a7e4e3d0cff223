import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResultCode } from '../src/contract/codes';
import { errorMessages } from '../src/contract/messages';
import { setLanguage } from '../src/i18n/i18n';
import { deferred, fakeApi, type FakeEnvelope, type FakeHandler } from '../src/testing/fakeApi';
import { adminCourseFixture } from '../src/testing/fixtures/adminCourses';
import { demoUser, renderHost, signInWithToken } from './testing/renderHost';
import { quietUnservedCalls } from './testing/unservedCalls';

// The host and the real <tc-admin-courses> together: the address names the editor and its exam, both ways.

const ok = (result: unknown) => () => ({ code: ResultCode.success, result });
const list = adminCourseFixture('list.withDraft');
const course = adminCourseFixture('detail.certification');
const row = list.list.find((summary) => summary.courseId === course.courseId)!;
const lesson = course.lessons[0]!;
const coursePath = `/admin/courses/${course.courseId}`;
const testPath = `${coursePath}/lessons/${lesson.lessonId}/test`;
const testToggle = new RegExp(`^Edit the test of ${lesson.title.en} `);

type Router = ReturnType<typeof renderHost>['router'];

/** Signs an admin in and opens `path` with the fake API; resolves once the page's h1 is there. */
async function openAt(path: string, handlers: Record<string, FakeHandler> = {}) {
  signInWithToken();
  const api = fakeApi({
    '/getUserInfo': ok({ ...demoUser, role: 'admin' }),
    '/admin/course/list': ok(list),
    '/admin/course/detail': ok(course),
    '/country/list': ok(adminCourseFixture('countries')),
    ...handlers,
  });
  const view = renderHost(path);
  await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
  const element = () => {
    const found = view.container.querySelector('tc-admin-courses');
    if (!found) throw new Error('no <tc-admin-courses> on the page');
    return found as HTMLElement;
  };
  const section = () => within(element().shadowRoot as unknown as HTMLElement);
  return { ...view, api, element, section };
}

/** Resolves once the router has no navigation pending (the guard runs on each). */
const settled = (router: Router) =>
  waitFor(() => expect(router.state.navigation.state).toBe('idle'));

quietUnservedCalls();

/**
 * The course's editor opened from the list, with the session check each navigation runs answering only
 * when the test says so: `hold()` keeps the next checks pending, `release()` answers them.
 */
async function openCourseWithHeldChecks() {
  let held: ReturnType<typeof deferred<FakeEnvelope>> | null = null;
  const admin = { code: ResultCode.success, message: 'OK', result: { ...demoUser, role: 'admin' } };
  const opened = await openAt('/admin/courses', { '/getUserInfo': () => (held ? held.promise : admin) });
  const user = userEvent.setup();
  await user.click(await waitFor(() => opened.section().getByRole('link', { name: `Edit ${row.title.en}` })));
  await waitFor(() => expect(opened.fullPath()).toBe(coursePath));
  await settled(opened.router);
  const hold = () => {
    held = deferred<FakeEnvelope>();
  };
  const release = async () => {
    const check = held;
    held = null;
    await act(async () => check?.resolve(admin));
  };
  return { ...opened, user, hold, release };
}

describe('the admin course editor has an address', () => {
  it("opens a course's editor from the list with a history entry; Back returns to the list, Forward to the editor", { timeout: 20_000 }, async () => {
    const { router, fullPath, element, section, api } = await openAt('/admin/courses');
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    const user = userEvent.setup();
    const edit = await waitFor(() => section().getByRole('link', { name: `Edit ${row.title.en}` }));
    const shown = element();
    await user.click(edit);

    await waitFor(() => expect(fullPath()).toBe(coursePath));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(document.title).toBe('Course editor · Training Center'));
    expect(screen.getByRole('heading', { level: 1, name: 'Course editor' })).toBeTruthy();
    const heading = await waitFor(() => section().getByRole('heading', { name: `Edit course: ${course.title.en}` }));
    // The same element: the list's search and page stay in it; its heading keeps the focus the widget gave it.
    expect(element()).toBe(shown);
    await waitFor(() => expect(shown.shadowRoot?.activeElement).toBe(heading));
    // The address confirming the move does not make the editor load the course again.
    await settled(router);
    expect(api.to('/admin/course/detail')).toHaveLength(1);
    // Courses stays the current section of the console.
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    expect(within(nav).getByRole('link', { name: 'Courses' }).getAttribute('aria-current')).toBe('page');

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe('/admin/courses');
    const back = await waitFor(() => section().getByRole('link', { name: `Edit ${row.title.en}` }));
    await waitFor(() => expect(shown.shadowRoot?.activeElement).toBe(back));
    await waitFor(() => expect(document.title).toBe('Courses · Training Center'));

    await act(() => router.navigate(1));
    expect(fullPath()).toBe(coursePath);
    await waitFor(() => section().getByRole('heading', { name: `Edit course: ${course.title.en}` }));
  });

  it('opens the editor directly from its address, as a reload does', { timeout: 20_000 }, async () => {
    const { element, section } = await openAt(coursePath);
    expect(screen.getByRole('heading', { level: 1, name: 'Course editor' })).toBeTruthy();
    await waitFor(() => section().getByRole('heading', { name: `Edit course: ${course.title.en}` }));
    expect(element().getAttribute('view')).toBe('course');
    expect(element().getAttribute('course-id')).toBe(course.courseId);
  });

  it("opens a new course's form at /admin/courses/new", { timeout: 20_000 }, async () => {
    const { section } = await openAt('/admin/courses/new');
    await waitFor(() => expect(document.title).toBe('New course · Training Center'));
    await waitFor(() => section().getByRole('button', { name: 'Create the course' }));
  });

  it("gives an exam its address inside its course's editor, keeping the scroll; Back closes it", { timeout: 20_000 }, async () => {
    const { router, fullPath, section } = await openAt(coursePath);
    const user = userEvent.setup();
    const toggle = await waitFor(() => section().getByRole('button', { name: testToggle }));
    await settled(router);
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await user.click(toggle);
    await waitFor(() => expect(fullPath()).toBe(testPath));
    expect(router.state.historyAction).toBe('PUSH');
    await waitFor(() => expect(document.title).toBe('Lesson test editor · Training Center'));
    await waitFor(() => section().getByRole('form', { name: `Test of ${lesson.title.en}` }));
    // One page: the exam opened where the reader is, not at the top of the editor.
    expect(scrolled).not.toHaveBeenCalled();

    await act(() => router.navigate(-1));
    expect(fullPath()).toBe(coursePath);
    await waitFor(() => expect(section().queryByRole('form', { name: `Test of ${lesson.title.en}` })).toBeNull());
    expect(scrolled).not.toHaveBeenCalled();
    // Another page (the list) starts at the top, as every page does.
    await act(() => router.navigate('/admin/courses'));
    expect(scrolled).toHaveBeenCalledWith(0, 0);
    scrolled.mockRestore();
  });

  it('keeps the history in step when an exam is opened and closed before the first navigation settled', { timeout: 20_000 }, async () => {
    const { router, fullPath, element, section, user, hold, release } = await openCourseWithHeldChecks();
    const toggle = await waitFor(() => section().getByRole('button', { name: testToggle }));

    hold();
    await user.click(toggle);
    await waitFor(() => expect(router.state.navigation.location?.pathname).toBe(testPath));
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
    // Closed again before the address of the open exam is in.
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('false'));
    await release();
    await settled(router);

    expect(fullPath()).toBe(coursePath);
    expect(element().getAttribute('view')).toBe('course');
    expect(section().queryByRole('form', { name: `Test of ${lesson.title.en}` })).toBeNull();
    // No entry of the exam, no second entry of the course: Back leaves the editor.
    await act(() => router.navigate(-1));
    await settled(router);
    expect(fullPath()).toBe('/admin/courses');
  });

  it("keeps the course's Edit in view when the list came back before the address did", { timeout: 20_000 }, async () => {
    const { router, fullPath, element, section, user, hold, release } = await openCourseWithHeldChecks();

    hold();
    await user.click(await waitFor(() => section().getByRole('button', { name: 'Back to the courses' })));
    // The list answered first: its Edit has the focus while the session check of the navigation is pending.
    const edit = await waitFor(() => section().getByRole('link', { name: `Edit ${row.title.en}` }));
    await waitFor(() => expect(element().shadowRoot?.activeElement).toBe(edit));
    const scrolledTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const broughtIntoView = vi.fn();
    edit.scrollIntoView = broughtIntoView;
    await release();
    await settled(router);
    expect(fullPath()).toBe('/admin/courses');
    // A new page starts at the top, and the focused Edit is brought back into view.
    expect(scrolledTo).toHaveBeenCalledWith(0, 0);
    expect(broughtIntoView).toHaveBeenCalledWith({ block: 'nearest' });
    expect(element().shadowRoot?.activeElement).toBe(edit);
    scrolledTo.mockRestore();
  });

  it("replaces /admin/courses/new with the course once it is created: Back goes to the list, not to an empty form", { timeout: 20_000 }, async () => {
    const created = adminCourseFixture('detail.new');
    const { router, fullPath, section } = await openAt('/admin/courses', { '/admin/course/detail': ok(created), '/admin/course/save': ok(created) });
    const user = userEvent.setup();
    await user.click(await waitFor(() => section().getByRole('button', { name: 'New course' })));
    await waitFor(() => expect(fullPath()).toBe('/admin/courses/new'));
    await user.type(await waitFor(() => section().getByRole('textbox', { name: /^Title \(English\)/ })), created.title.en);
    await user.type(section().getByRole('textbox', { name: /^Description \(English\)/ }), created.description.en);
    await user.selectOptions(section().getByRole('combobox', { name: /^Audience/ }), created.audience);
    await user.click(section().getByRole('checkbox', { name: 'United States (US)' }));
    await user.click(section().getByRole('button', { name: 'Create the course' }));
    await waitFor(() => expect(fullPath()).toBe(`/admin/courses/${created.courseId}`));
    expect(router.state.historyAction).toBe('REPLACE');
    await settled(router);
    await act(() => router.navigate(-1));
    await settled(router);
    expect(fullPath()).toBe('/admin/courses');
  });

  it("shows the server's not-found message for a course that does not exist, and Back to the courses leads to the list", { timeout: 20_000 }, async () => {
    const { fullPath, section } = await openAt('/admin/courses/00000000-0000-4000-8000-00000000dead', {
      '/admin/course/detail': () => ({ code: ResultCode.notFound, message: errorMessages.en.notFound }),
    });
    await waitFor(() => section().getByText(errorMessages.en.notFound));
    expect(section().queryByRole('button', { name: 'Try again' })).toBeNull();
    await userEvent.setup().click(section().getByRole('button', { name: 'Back to the courses' }));
    await waitFor(() => expect(fullPath()).toBe('/admin/courses'));
    await waitFor(() => section().getByRole('table'));
  });

  it('titles the new pages in Spanish', { timeout: 20_000 }, async () => {
    const { router } = await openAt(coursePath);
    await act(() => setLanguage('es'));
    await waitFor(() => expect(document.title).toBe('Editor del curso · Training Center'));
    expect(screen.getByRole('heading', { level: 1, name: 'Editor del curso' })).toBeTruthy();
    for (const [path, title] of [
      ['/admin/courses/new', 'Nuevo curso'],
      [testPath, 'Editor del test de la lección'],
      [`${coursePath}/final-exams/MX`, 'Editor del examen final'],
    ] as const) {
      await act(() => router.navigate(path));
      await waitFor(() => expect(document.title).toBe(`${title} · Training Center`));
    }
    await act(() => setLanguage('en'));
  });
});
