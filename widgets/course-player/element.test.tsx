import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../src/testing/fakeApi';
import { axeViolations } from '../../src/testing/widgetChecks';
import { runWidgetSuite } from '../../src/testing/widgetSuite';
import {
  demoAnswersFailed,
  demoAttemptResumed,
  demoCourseCertified,
  demoCourseDetail,
  demoCourseList,
  demoExamHistory,
  demoExamInfoResumable,
  demoFinalExamWaiting,
  demoLessonExamInfo,
} from '../../stories/fixtures';
import { coursePlayerTag, defineCoursePlayer } from './element';
import { find, mountPlayer, ok } from './test/harness';

const handlers = { '/course/list': ok(demoCourseList), '/related/getInstallerCourseRelated': ok(demoCourseDetail) };

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
      fireEvent.click(within(root as unknown as HTMLElement).getByRole('button', { name: 'Installation Certification' }));
    },
    expectedEvents: ['tc-navigate'],
  });
});

describe('<tc-course-player> element', () => {
  it('starts on the view the attributes name', async () => {
    const { screen } = await mountPlayer({ view: 'detail', 'course-id': 'course-install' }, handlers);
    expect(await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }))).toBeTruthy();
  });

  it('follows the page when it changes the attributes, without taking focus on the first view', async () => {
    const { element, root, screen, api, navigations } = await mountPlayer({}, handlers);
    await find(() => screen.getByRole('button', { name: 'Installation Certification' }));
    expect(root.activeElement).toBeNull();
    element.setAttribute('course-id', 'course-install');
    element.setAttribute('view', 'detail');
    const heading = await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(api.to('/related/getInstallerCourseRelated')[0]?.body).toEqual({ courseId: 'course-install' });
    // A move made by the page is not echoed back as tc-navigate.
    expect(navigations).toEqual([]);
  });

  it('does not reload when the page confirms the move the player made', async () => {
    const { element, screen, user, api, navigations } = await mountPlayer({}, handlers);
    await user.click(await find(() => screen.getByRole('button', { name: 'Installation Certification' })));
    await find(() => screen.getByRole('heading', { level: 2, name: 'Installation Certification' }));
    expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: 'course-install', kind: 'certification' } }]);
    element.setAttribute('view', 'detail');
    element.setAttribute('course-id', 'course-install');
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

describe('<tc-course-player> accessibility of every view', () => {
  const views: [string, Record<string, string>, Record<string, ReturnType<typeof ok>>, string | RegExp][] = [
    ['detail with locked lessons', { view: 'detail', 'course-id': 'course-install' }, handlers, 'Lessons'],
    ['detail with certificate', { view: 'detail', 'course-id': 'course-install' }, { '/related/getInstallerCourseRelated': ok(demoCourseCertified) }, 'View your certificate'],
    ['video', { view: 'video', 'course-id': 'course-install', 'lesson-id': 'lesson-2' }, handlers, '40% watched'],
    [
      'exam resumed',
      { view: 'exam', 'exam-id': 'exam-lesson-2' },
      { '/exam/getExamInfo': ok(demoExamInfoResumable), '/question/getLastExamQuestion': ok(demoAttemptResumed) },
      '2 of 3 answered',
    ],
    ['exam waiting', { view: 'exam', 'exam-id': 'exam-final' }, { '/exam/getExamInfo': ok(demoFinalExamWaiting) }, /New attempts open/],
    [
      'result failed',
      { view: 'result', 'attempt-id': 'attempt-21' },
      {
        '/api-installer/exam/listHistoryExam': ok(demoExamHistory),
        '/answer/listAnswer': ok(demoAnswersFailed),
        '/exam/getExamInfo': ok({ ...demoLessonExamInfo, attemptsUsed: 1 }),
        '/related/getInstallerCourseRelated': ok(demoCourseDetail),
      },
      'Questions answered wrong',
    ],
  ];

  it.each(views)('%s has no axe violations', async (_name, attributes, viewHandlers, shown) => {
    const { element, screen } = await mountPlayer(attributes, viewHandlers);
    await find(() => screen.getByText(shown));
    expect(await axeViolations(element)).toEqual([]);
  });
});
