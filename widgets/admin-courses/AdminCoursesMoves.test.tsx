import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { errorMessages } from '../../src/contract/messages';
import type { TcEventMap } from '../../src/elements/events';
import { setLanguage } from '../../src/i18n/i18n';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { adminCourseFixture } from '../../src/testing/fixtures/adminCourses';
import { find, ok } from '../../src/testing/partnerHarness';
import { mountWidget } from '../../src/testing/widgetSuite';
import { adminCoursesTag, defineAdminCourses } from './element';

// The section's moves (tc-navigate out) and the page's moves (attributes in): what a host needs to give them addresses.

const list = adminCourseFixture('list.withDraft');
const certification = adminCourseFixture('detail.certification');
const certificationRow = list.list.find((course) => course.courseId === certification.courseId)!;
const lesson = certification.lessons[0]!;
const secondLesson = certification.lessons[1]!;
const testToggle = (title: string) => new RegExp(`^Edit the test of ${title} `);
const finalToggle = /^Edit the final exam for Mexico /;

const handlers: Record<string, FakeHandler> = {
  '/admin/course/list': ok(list),
  '/admin/course/detail': ok(certification),
  '/country/list': ok(adminCourseFixture('countries')),
};

/** Mounts the section with `attributes` once it shows a heading or an error, and records the moves it reports. */
async function mountSection(attributes: Record<string, string> = {}, extra: Record<string, FakeHandler> = {}) {
  const api = fakeApi({ ...handlers, ...extra });
  const { element, root } = await mountWidget({ tag: adminCoursesTag, define: defineAdminCourses, attributes, ready: (shadow) => shadow.querySelector('h2, [part~="error"]') !== null });
  const moves: TcEventMap['tc-navigate'][] = [];
  element.addEventListener('tc-navigate', (event) => moves.push(event.detail));
  /** The page moves the section, as a host following its address does. */
  const setAttributes = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) element.setAttribute(name, value);
  };
  return { api, element, root, screen: within(root as unknown as HTMLElement), user: userEvent.setup(), moves, setAttributes };
}

/** The exam forms shown (the course's own fields are a form too). */
const examForms = (screen: ReturnType<typeof within>) => screen.queryAllByRole('form', { name: /^(Test of|Final exam for) / });

describe('<tc-admin-courses> reports its moves', () => {
  it('opens a course, one exam at a time, and goes back to the list, saying each move with tc-navigate', { timeout: 20_000 }, async () => {
    const { screen, user, moves } = await mountSection();
    await user.click(await find(() => screen.getByRole('button', { name: `Edit ${certificationRow.title.en}` })));
    await find(() => screen.getByRole('heading', { name: `Edit course: ${certification.title.en}` }));
    expect(moves).toEqual([{ to: 'course', view: 'course', params: { courseId: certification.courseId } }]);

    const first = screen.getByRole('button', { name: testToggle(lesson.title.en) });
    await user.click(first);
    await find(() => screen.getByRole('form', { name: `Test of ${lesson.title.en}` }));
    expect(moves.at(-1)).toEqual({ to: 'lesson-test', view: 'lesson-test', params: { courseId: certification.courseId, lessonId: lesson.lessonId } });
    // The toggle pressed keeps the focus, as before the exams had addresses.
    expect(first.getAttribute('aria-expanded')).toBe('true');

    // Another exam: the address names one, so the first one closes (what was typed in it stays).
    await user.type(screen.getByRole('textbox', { name: 'Exam title (Spanish)' }), ' (borrador)');
    await user.click(screen.getByRole('button', { name: finalToggle }));
    await find(() => screen.getByRole('form', { name: 'Final exam for Mexico' }));
    expect(screen.queryByRole('form', { name: `Test of ${lesson.title.en}` })).toBeNull();
    expect(first.getAttribute('aria-expanded')).toBe('false');
    expect(moves.at(-1)).toEqual({ to: 'final-exam', view: 'final-exam', params: { courseId: certification.courseId, versionCode: 'MX' } });
    await user.click(first);
    expect((await find(() => screen.getByRole('textbox', { name: 'Exam title (Spanish)' })) as HTMLInputElement).value).toMatch(/ \(borrador\)$/);

    // Closing the open exam leaves the course's editor.
    await user.click(first);
    expect(moves.at(-1)).toEqual({ to: 'course', view: 'course', params: { courseId: certification.courseId } });
    expect(examForms(screen)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to the courses' }));
    await find(() => screen.getByRole('table'));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: '' } });
    expect(moves).toHaveLength(6);
  });

  it("names a new course's form `new`, and replaces it with the course once created", { timeout: 20_000 }, async () => {
    const created = adminCourseFixture('detail.new');
    const { api, screen, user, moves } = await mountSection({}, { '/admin/course/detail': ok(created), '/admin/course/save': ok(created) });
    await user.click(await find(() => screen.getByRole('button', { name: 'New course' })));
    const form = await find(() => screen.getByRole('button', { name: 'Create the course' }));
    expect(moves).toEqual([{ to: 'course', view: 'course', params: { courseId: 'new' } }]);
    await user.type(screen.getByRole('textbox', { name: /^Title \(English\)/ }), created.title.en);
    await user.type(screen.getByRole('textbox', { name: /^Description \(English\)/ }), created.description.en);
    await user.selectOptions(screen.getByRole('combobox', { name: /^Audience/ }), created.audience);
    await user.click(screen.getByRole('checkbox', { name: 'United States (US)' }));
    await user.click(form);
    await find(() => expect(api.to('/admin/course/save')).toHaveLength(1));
    await find(() => screen.getByRole('heading', { name: `Edit course: ${created.title.en}` }));
    expect(moves.at(-1)).toEqual({ to: 'course', view: 'course', params: { courseId: created.courseId }, replace: true });
  });
});

describe('<tc-admin-courses> when the open exam goes away', () => {
  it("closes a lesson's test when its lesson is deleted, replacing the test's address with the course's", { timeout: 20_000 }, async () => {
    const draft = adminCourseFixture('detail.secondLesson');
    const deleted = adminCourseFixture('detail.lessonDeleted');
    const commissioning = draft.lessons.find((item) => !deleted.lessons.some((kept) => kept.lessonId === item.lessonId))!;
    const { api, root, screen, user, moves } = await mountSection(
      { view: 'lesson-test', 'course-id': draft.courseId, 'lesson-id': commissioning.lessonId },
      { '/admin/course/detail': ok(draft), '/admin/course/lesson/delete': ok(deleted) },
    );
    await find(() => screen.getByRole('form', { name: `Test of ${commissioning.title.en}` }));
    await user.click(screen.getByRole('button', { name: `Delete the lesson ${commissioning.title.en}` }));
    await find(() => screen.getByText(`The lesson ${commissioning.title.en} is deleted.`));
    expect(api.to('/admin/course/lesson/delete')).toHaveLength(1);
    expect(moves).toEqual([{ to: 'course', view: 'course', params: { courseId: draft.courseId }, replace: true }]);
    // No "not in this course" for a lesson the admin just deleted.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(examForms(screen)).toEqual([]);
    // Its Delete went with it: the lessons' heading holds the focus.
    await find(() => expect(root.activeElement).toBe(screen.getByRole('heading', { name: 'Lessons' })));
  });
});

describe('<tc-admin-courses> follows the page', () => {
  it('opens the exam its attributes name on first render, its toggle taking the focus (which brings it into view)', { timeout: 20_000 }, async () => {
    const { root, screen, moves } = await mountSection({ view: 'lesson-test', 'course-id': certification.courseId, 'lesson-id': secondLesson.lessonId });
    await find(() => screen.getByRole('form', { name: `Test of ${secondLesson.title.en}` }));
    const toggle = screen.getByRole('button', { name: testToggle(secondLesson.title.en) });
    await find(() => expect(root.activeElement).toBe(toggle));
    expect(examForms(screen)).toHaveLength(1);
    expect(moves).toEqual([]);
  });

  it('opens the final exam of a country version', { timeout: 20_000 }, async () => {
    const { screen } = await mountSection({ view: 'final-exam', 'course-id': certification.courseId, 'version-code': 'US' });
    await find(() => screen.getByRole('form', { name: 'Final exam for United States' }));
    expect(screen.getByRole('button', { name: /^Edit the final exam for United States / }).getAttribute('aria-expanded')).toBe('true');
  });

  it('follows Back and Forward without reporting them, putting the focus where the same move made inside would', { timeout: 20_000 }, async () => {
    const { api, root, screen, user, moves, setAttributes } = await mountSection();
    const edit = `Edit ${certificationRow.title.en}`;
    await user.click(await find(() => screen.getByRole('button', { name: edit })));
    await user.click(await find(() => screen.getByRole('button', { name: testToggle(lesson.title.en) })));
    // The page confirms each move: nothing loads again, nothing is reported again.
    setAttributes({ view: 'lesson-test', 'course-id': certification.courseId, 'lesson-id': lesson.lessonId });
    await find(() => screen.getByRole('form', { name: `Test of ${lesson.title.en}` }));
    expect(api.to('/admin/course/detail')).toHaveLength(1);
    const reported = moves.length;
    screen.getByRole('textbox', { name: 'Pass mark (%)' }).focus();

    // Back to the course: the exam closes and its toggle keeps the reader's place.
    setAttributes({ view: 'course' });
    await find(() => expect(examForms(screen)).toEqual([]));
    const toggle = screen.getByRole('button', { name: testToggle(lesson.title.en) });
    await find(() => expect(root.activeElement).toBe(toggle));

    // Back to the list: the course's Edit takes the focus, as after Back to the courses.
    setAttributes({ view: 'list' });
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: edit })));

    // Forward to the course: its heading, as after Edit.
    setAttributes({ view: 'course' });
    const heading = await find(() => screen.getByRole('heading', { name: `Edit course: ${certification.title.en}` }));
    await find(() => expect(root.activeElement).toBe(heading));

    // Forward to the exam: it opens, its toggle focused.
    setAttributes({ view: 'lesson-test' });
    await find(() => screen.getByRole('form', { name: `Test of ${lesson.title.en}` }));
    await find(() => expect(root.activeElement).toBe(screen.getByRole('button', { name: testToggle(lesson.title.en) })));
    expect(moves).toHaveLength(reported);
  });

  it("shows the server's not-found message for a course that does not exist, with the way back to the list instead of Try again", { timeout: 20_000 }, async () => {
    const { root, screen, user, moves } = await mountSection(
      { view: 'course', 'course-id': '00000000-0000-4000-8000-00000000dead' },
      { '/admin/course/detail': () => ({ code: ResultCode.notFound, message: errorMessages.en.notFound }) },
    );
    await find(() => screen.getByText(errorMessages.en.notFound));
    expect(root.querySelector('[part~="not-found"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Back to the courses' }));
    await find(() => screen.getByRole('table'));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: '' } }]);
  });

  it('keeps Try again for a course that could not load for another reason', { timeout: 20_000 }, async () => {
    const { screen } = await mountSection({ 'course-id': certification.courseId }, { '/admin/course/detail': () => ({ code: ResultCode.internal, message: errorMessages.en.internal }) });
    await find(() => screen.getByText(errorMessages.en.internal));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says why an exam the address names is not shown: a lesson or a country version the course does not have', { timeout: 20_000 }, async () => {
    const { root, screen, setAttributes } = await mountSection({ view: 'lesson-test', 'course-id': certification.courseId, 'lesson-id': '00000000-0000-4000-8000-00000000dead' });
    const heading = await find(() => screen.getByRole('heading', { name: `Edit course: ${certification.title.en}` }));
    await find(() => screen.getByRole('alert'));
    expect(screen.getByRole('alert').textContent).toBe('This course has no lesson with the test this address names: the lesson may have been deleted.');
    await find(() => expect(root.activeElement).toBe(heading));
    expect(examForms(screen)).toEqual([]);

    setAttributes({ view: 'final-exam', 'version-code': 'CA' });
    await find(() => expect(screen.getByRole('alert').textContent).toBe('This course has no final exam for the country version this address names (CA): a certification has one for each country version that offers it.'));
    await setLanguage('es');
    await find(() => expect(screen.getByRole('alert').textContent).toMatch(/^Este curso no tiene examen final para la versión de país que indica esta dirección \(CA\)/));
  });
});

describe('<tc-admin-courses> list in an address', () => {
  it("opens on its query attribute, reports a search with the list's query, and keeps it for the way back from the editor", { timeout: 20_000 }, async () => {
    const { api, screen, user, moves, setAttributes } = await mountSection({ query: '?q=install&audience=installer&sort=title&order=desc&page=2' });
    const asked = () => Object.fromEntries(api.to('/admin/course/list').at(-1)?.url.searchParams ?? []);
    await find(() => screen.getByRole('button', { name: `Edit ${certificationRow.title.en}` }));
    expect(asked()).toMatchObject({ q: 'install', audience: 'installer', sort: 'title', order: 'desc', page: '2' });
    expect((screen.getByRole('searchbox', { name: /Search/ }) as HTMLInputElement).value).toBe('install');

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(moves).toEqual([{ to: 'list', view: 'list', params: { query: 'q=install&audience=installer&sort=title&order=desc' } }]);
    await user.click(screen.getByRole('button', { name: `Edit ${certificationRow.title.en}` }));
    await user.click(await find(() => screen.getByRole('button', { name: 'Back to the courses' })));
    expect(moves.at(-1)).toEqual({ to: 'list', view: 'list', params: { query: 'q=install&audience=installer&sort=title&order=desc' } });

    // The page moves the list (Back): it follows, invalid values falling back to the defaults.
    setAttributes({ query: '?status=archived&page=abc' });
    await find(() => expect(asked()).toMatchObject({ sort: 'position', order: 'asc', page: '1' }));
    expect(asked().q).toBeUndefined();
  });

  it('with course-url, Edit is a link to the editor: a plain click opens it here, a Ctrl-click is left to the browser', { timeout: 20_000 }, async () => {
    const { element, screen, user, moves } = await mountSection({ 'course-url': '/admin/courses/{courseId}' });
    const edit = await find(() => screen.getByRole('link', { name: `Edit ${certificationRow.title.en}` }));
    expect(edit.getAttribute('href')).toBe(`/admin/courses/${certificationRow.courseId}`);
    let leftToBrowser = false;
    // Heard after the section's own handler (the click bubbles out of the shadow root); no navigation in the test.
    element.addEventListener('click', (event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    });
    await user.keyboard('{Control>}');
    await user.click(edit);
    await user.keyboard('{/Control}');
    expect(leftToBrowser).toBe(true);
    expect(moves).toEqual([]);
    await user.click(edit);
    expect(leftToBrowser).toBe(false);
    await find(() => screen.getByRole('heading', { name: `Edit course: ${certification.title.en}` }));
    expect(moves).toEqual([{ to: 'course', view: 'course', params: { courseId: certification.courseId } }]);
  });
});

