import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { courseFixture } from '../../src/testing/fixtures/course';
import { fakeApi, type FakeHandler } from '../../src/testing/fakeApi';
import { axeViolations } from '../../src/testing/widgetChecks';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import { coursePlayerTag, defineCoursePlayer } from './element';
import { find, mountPlayer, ok } from './test/harness';

const course = courseFixture('courseDetail.fresh');
const handlers = { '/course/list': ok(courseFixture('courseList.fresh')), '/related/getInstallerCourseRelated': ok(course) };

describe('conformance', () => {
  beforeEach(() => {
    fakeApi(handlers);
  });

  runWidgetSuite({
    tag: coursePlayerTag,
    define: defineCoursePlayer,
    ready: (root) => root.querySelector('.tc-course-card') !== null,
    spanishText: /Mostrar cursos/,
    interact: (root) => {
      fireEvent.click(within(root as unknown as HTMLElement).getByRole('link', { name: course.title }));
    },
    expectedEvents: ['tc-navigate'],
  });
});

describe('<tc-course-player> element', () => {
  it('starts on the view the attributes name', async () => {
    const { screen } = await mountPlayer({ view: 'detail', 'course-id': course.courseId }, handlers);
    expect(await find(() => screen.getByRole('heading', { level: 2, name: course.title }))).toBeTruthy();
  });

  it('follows the page when it changes the attributes, without taking focus on the first view', async () => {
    const { element, root, screen, api, navigations } = await mountPlayer({}, handlers);
    await find(() => screen.getByRole('link', { name: course.title }));
    expect(root.activeElement).toBeNull();
    element.setAttribute('course-id', course.courseId);
    element.setAttribute('view', 'detail');
    const heading = await find(() => screen.getByRole('heading', { level: 2, name: course.title }));
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(api.to('/related/getInstallerCourseRelated')[0]?.body).toEqual({ courseId: course.courseId });
    // A move made by the page is not echoed back as tc-navigate.
    expect(navigations).toEqual([]);
  });

  it('does not reload when the page confirms the move the player made', async () => {
    const { element, screen, user, api, navigations } = await mountPlayer({}, handlers);
    await user.click(await find(() => screen.getByRole('link', { name: course.title })));
    await find(() => screen.getByRole('heading', { level: 2, name: course.title }));
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: course.courseId, kind: 'certification' } }]);
    element.setAttribute('view', 'detail');
    element.setAttribute('course-id', course.courseId);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(api.to('/related/getInstallerCourseRelated')).toHaveLength(1);
  });

  it('shows the way back when a view lacks its id', async () => {
    const { screen, user, navigations } = await mountPlayer({ view: 'exam' }, handlers);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing to show' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Back to courses/ }));
    expect(navigations).toEqual([{ to: 'list', view: 'list', params: { kind: 'certification' } }]);
  });
});

const detailOf = (name: Parameters<typeof courseFixture>[0] & `courseDetail.${string}`) => ({ '/related/getInstallerCourseRelated': ok(courseFixture(name)) });
const resultOf = (name: 'result.lessonFailed1' | 'result.lessonFailed2' | 'result.lessonPassed' | 'result.finalPassed') =>
  [{ view: 'result', 'attempt-id': courseFixture(name).attemptId }, { '/exam/getAttemptResult': ok(courseFixture(name)) }] as const;
const lesson1 = course.lessons[0]?.lessonId ?? '';

describe('<tc-course-player> accessibility of every view', () => {
  const views: [string, Record<string, string>, Record<string, FakeHandler>, string | RegExp][] = [
    ['list', {}, handlers, /lessons$/],
    ['detail of a new learner, lessons locked', { view: 'detail', 'course-id': course.courseId }, handlers, 'Lessons'],
    ['detail with a passed lesson', { view: 'detail', 'course-id': course.courseId }, detailOf('courseDetail.lessonPassed'), /^Test passed with/],
    ['detail with certificate', { view: 'detail', 'course-id': course.courseId }, detailOf('courseDetail.certified'), 'View your certificate'],
    ['video', { view: 'video', 'course-id': course.courseId, 'lesson-id': lesson1 }, handlers, /% watched$/],
    ['video to repeat', { view: 'video', 'course-id': course.courseId, 'lesson-id': lesson1 }, detailOf('courseDetail.repeatLesson'), /^You did not pass the test in/],
    ['exam', { view: 'exam', 'exam-id': courseFixture('examInfo.lessonOpen').examId }, { '/exam/getExamInfo': ok(courseFixture('examInfo.lessonOpen')), '/question/getLastExamQuestion': ok(null) }, 'Start the test'],
    ['exam waiting', { view: 'exam', 'exam-id': courseFixture('examInfo.finalWaiting').examId }, { '/exam/getExamInfo': ok(courseFixture('examInfo.finalWaiting')) }, /New attempts open/],
    ['result failed, retake', ...resultOf('result.lessonFailed1'), 'Questions answered wrong'],
    ['result failed, repeat the lesson', ...resultOf('result.lessonFailed2'), 'Repeat the lesson'],
    ['result passed', ...resultOf('result.lessonPassed'), /^Next lesson: /],
    ['result with certificate', ...resultOf('result.finalPassed'), 'View your certificate'],
  ];

  it.each(views)('%s has no axe violations', async (_name, attributes, viewHandlers, shown) => {
    const { element, screen } = await mountPlayer(attributes, viewHandlers);
    await find(() => screen.getAllByText(shown));
    expect(await axeViolations(element)).toEqual([]);
  });
});
