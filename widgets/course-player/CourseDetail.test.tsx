import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CourseDetail, LessonView } from '../../src/contract/course';
import { setLanguage } from '../../src/i18n/i18n';
import { courseFixture } from '../../src/testing/fixtures/course';
import { courseDetailCall } from '../../src/api/course';
import { fakeApi, okByLanguage } from '../../src/testing/fakeApi';
import { ResultCode } from '../../src/contract/codes';
import { toastStore } from '../../src/ui/toastStore';
import { find, mountPlayer, mountPlayerWatchingLoading, ok, refuse } from './test/harness';

const detailPath = '/related/getInstallerCourseRelated';

/** The detail view on a recorded course, once its heading is shown. */
async function mountDetail(course: CourseDetail) {
  const mounted = await mountPlayer({ view: 'detail', 'course-id': course.courseId }, { [detailPath]: ok(course) });
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: course.title }));
  const lessonItem = (lesson: LessonView) => {
    const heading = mounted.screen.getByRole('heading', { level: 4, name: new RegExp(`: ${lesson.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) });
    return within(heading.closest('li') as HTMLElement);
  };
  return { ...mounted, lessonItem };
}

const lessonsOf = (course: CourseDetail): [LessonView, LessonView, ...LessonView[]] => {
  const [first, second, ...rest] = course.lessons;
  if (!first || !second) throw new Error('the recorded course has fewer than two lessons');
  return [first, second, ...rest];
};

describe('<tc-course-player> detail view', () => {
  it("shows a new learner's course: description, percent, the lessons in order, and the server's next step", async () => {
    const course = courseFixture('courseDetail.fresh');
    const [lesson1] = lessonsOf(course);
    const { api, screen, lessonItem } = await mountDetail(course);
    expect(api.to(detailPath)[0]?.body).toEqual({ courseId: course.courseId });
    expect(screen.getByText(course.description)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Course progress' }).getAttribute('aria-valuenow')).toBe(String(course.percent));
    expect(screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(
      course.lessons.map((lesson, index) => `Lesson ${index + 1}: ${lesson.title}`),
    );
    // Never started: Start (not Continue), and the share to watch is the server's.
    const first = lessonItem(lesson1);
    expect(first.getByRole('button', { name: `Start lesson 1: ${lesson1.title}` }).textContent).toBe('Start');
    expect(first.getByText(`Test: watch ${lesson1.watchedPercentToOpenTest}% of the video to open it.`)).toBeTruthy();
    expect(first.queryByRole('button', { name: /Start the test/ })).toBeNull();
    const next = within(screen.getByRole('heading', { level: 3, name: "What's next" }).closest('section') as HTMLElement);
    expect(next.getByRole('button', { name: `Next lesson: ${lesson1.title}` })).toBeTruthy();
  });

  it('renders the course its page asked for early in its first render once it has arrived: no loading placeholder, no second call', async () => {
    const course = courseFixture('courseDetail.fresh');
    const api = fakeApi({ [detailPath]: ok(course) });
    courseDetailCall.start({ courseId: course.courseId });
    await waitFor(() => expect(api.to(detailPath)).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 0));
    const { screen, loadingShown } = await mountPlayerWatchingLoading({ view: 'detail', 'course-id': course.courseId }, (root) => root.querySelector('h2') !== null);
    expect(screen.getByRole('heading', { level: 2, name: course.title })).toBeTruthy();
    expect(loadingShown()).toBe(false);
    expect(api.to(detailPath)).toHaveLength(1);
  });

  it('keeps a locked lesson out of reach: aria-disabled, the lesson to pass first, and a click goes nowhere', async () => {
    const course = courseFixture('courseDetail.fresh');
    const [lesson1, lesson2] = lessonsOf(course);
    const { lessonItem, user, navigations } = await mountDetail(course);
    const locked = lessonItem(lesson2);
    const start = locked.getByRole('button', { name: `Start lesson 2: ${lesson2.title}` });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    const reason = locked.getByText(`This lesson is locked. Pass the test of “${lesson1.title}” first.`);
    expect(start.getAttribute('aria-describedby')).toBe(reason.id);
    await user.click(start);
    expect(navigations).toEqual([]);
  });

  it('offers Continue on a lesson played part way, and moves to its video', async () => {
    const course = courseFixture('courseDetail.videoPartWatched');
    const [lesson1] = lessonsOf(course);
    const { lessonItem, user, navigations } = await mountDetail(course);
    expect(lesson1.videoAction).toBe('continue');
    await user.click(lessonItem(lesson1).getByRole('button', { name: `Continue lesson 1: ${lesson1.title}` }));
    expect(navigations).toEqual([{ to: 'video', view: 'video', params: { courseId: course.courseId, lessonId: lesson1.lessonId, kind: 'certification' } }]);
  });

  it('offers the test of a watched lesson, with the attempts left and the pass mark the server sent', async () => {
    const course = courseFixture('courseDetail.testOpen');
    const [lesson1] = lessonsOf(course);
    if (lesson1.test.state !== 'open') throw new Error('courseDetail.testOpen: lesson 1 test is not open');
    const { lessonItem, user, navigations } = await mountDetail(course);
    const item = lessonItem(lesson1);
    expect(item.getByText(`Test open: ${lesson1.test.attemptsLeft} attempts left of ${lesson1.attemptsAllowed}. Pass mark ${lesson1.passPercent}%.`)).toBeTruthy();
    expect(item.getByRole('button', { name: `Replay lesson 1: ${lesson1.title}` })).toBeTruthy();
    await user.click(item.getByRole('button', { name: `Start Assessment: the test of lesson 1, ${lesson1.title}` }));
    expect(navigations[0]).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: course.courseId, lessonId: lesson1.lessonId, examId: lesson1.examId, kind: 'certification' },
    });
  });

  it('after one failure, says one attempt is left', async () => {
    const course = courseFixture('courseDetail.failedOnce');
    const [lesson1] = lessonsOf(course);
    const { lessonItem } = await mountDetail(course);
    expect(lessonItem(lesson1).getByText(`Test open: 1 attempt left of ${lesson1.attemptsAllowed}. Pass mark ${lesson1.passPercent}%.`)).toBeTruthy();
  });

  it('after both attempts failed, asks to watch the lesson again and offers no test', async () => {
    const course = courseFixture('courseDetail.repeatLesson');
    const [lesson1] = lessonsOf(course);
    const { lessonItem, screen } = await mountDetail(course);
    const item = lessonItem(lesson1);
    const allowed = lesson1.attemptsAllowed;
    expect(item.getByText(`You did not pass the test in ${allowed} attempts. Watch the lesson again to get ${allowed} new attempts.`)).toBeTruthy();
    expect(item.queryByRole('button', { name: /test of lesson/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Repeat the lesson' })).toBeTruthy();
  });

  it('says a passed lesson is passed, with its score and its result, and shows the way to the next lesson', async () => {
    const course = courseFixture('courseDetail.lessonPassed');
    const [lesson1, lesson2] = lessonsOf(course);
    if (lesson1.test.state !== 'passed') throw new Error('courseDetail.lessonPassed: lesson 1 is not passed');
    const { lessonItem, screen, user, navigations } = await mountDetail(course);
    const item = lessonItem(lesson1);
    expect(item.getByText(`Test passed with ${lesson1.test.correctPercent}%.`)).toBeTruthy();
    // No disabled Start Assessment and no "watch the video to open the test" on a passed lesson.
    expect(item.queryByRole('button', { name: /Start Assessment|test of lesson/ })).toBeNull();
    expect(item.queryByText(/to open/)).toBeNull();
    expect(lessonItem(lesson2).getByRole('button', { name: `Start lesson 2: ${lesson2.title}` }).getAttribute('aria-disabled')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Next lesson: ${lesson2.title}` }));
    expect(navigations.at(-1)?.params).toEqual({ courseId: course.courseId, lessonId: lesson2.lessonId, kind: 'certification' });
  });

  it("opens a passed lesson's result", async () => {
    const course = courseFixture('courseDetail.lessonPassed');
    const [lesson1] = lessonsOf(course);
    if (lesson1.test.state !== 'passed') throw new Error('courseDetail.lessonPassed: lesson 1 is not passed');
    const { lessonItem, user, navigations } = await mountDetail(course);
    await user.click(lessonItem(lesson1).getByRole('button', { name: `See the result: the test result of lesson 1, ${lesson1.title}` }));
    expect(navigations.at(-1)).toEqual({
      to: 'result',
      view: 'result',
      params: { courseId: course.courseId, lessonId: lesson1.lessonId, examId: lesson1.examId, attemptId: lesson1.test.attemptId, kind: 'certification' },
    });
  });

  it('keeps the final test locked, with its reason, until every lesson is passed', async () => {
    const { screen, user, navigations } = await mountDetail(courseFixture('courseDetail.lessonPassed'));
    const start = screen.getByRole('button', { name: 'Start the final test' });
    expect(start.getAttribute('aria-disabled')).toBe('true');
    expect(screen.getByText('The final test opens after you pass the test of every lesson.').id).toBe(start.getAttribute('aria-describedby'));
    await user.click(start);
    expect(navigations).toEqual([]);
  });

  it('opens the final test once every lesson is passed, from the next step', async () => {
    const course = courseFixture('courseDetail.finalExamOpen');
    const { screen, user, navigations } = await mountDetail(course);
    expect(screen.getByText('Every lesson is passed. The final test is open.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the final test' })).toBeNull();
    // The final test's own card, with no button of its own, says where its button is.
    expect(screen.getByText('You have passed every lesson. The final test is open: start it with the button under “What\'s next”, above.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Take the final test' }));
    expect(navigations.at(-1)).toEqual({ to: 'exam', view: 'exam', params: { courseId: course.courseId, examId: course.finalExamId, kind: 'certification' } });
  });

  it('says when new attempts of the final test open', async () => {
    const course = courseFixture('courseDetail.waiting');
    const { screen } = await mountDetail(course);
    expect(screen.getByText(/^You have used all attempts of this test\. New attempts open on .+\.$/)).toBeTruthy();
  });

  it('shows the certification message and the certificate link once the final test is passed', async () => {
    const course = courseFixture('courseDetail.certified');
    const { screen } = await mountDetail(course);
    expect(screen.getByText('Congratulations! You are certified to install and commission the system.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(`/certificate?id=${encodeURIComponent(course.certificateId ?? '')}`);
    expect(screen.getByText('You have passed the final test.')).toBeTruthy();
  });

  it('goes back to the list', async () => {
    const { screen, user, navigations } = await mountDetail(courseFixture('courseDetail.fresh'));
    await user.click(screen.getByRole('button', { name: /Back to courses/ }));
    expect(navigations).toEqual([{ to: 'list', view: 'list', params: { kind: 'certification' } }]);
  });

  it('renders in Spanish, with the texts the server answered in Spanish', async () => {
    await setLanguage('es');
    const course = courseFixture('courseDetail.fresh.es');
    const [lesson1] = lessonsOf(course);
    const { lessonItem } = await mountDetail(course);
    const item = lessonItem(lesson1);
    expect(item.getByRole('button', { name: `Empezar la lección 1: ${lesson1.title}` }).textContent).toBe('Empezar');
    expect(item.getByText(`Prueba: vea el ${lesson1.watchedPercentToOpenTest}% del vídeo para abrirla.`)).toBeTruthy();
    await waitFor(() => expect(item.getByText('Sin empezar')).toBeTruthy());
  });

  it('asks again when the language changes, keeping the course on screen (no loading in between) until the Spanish answer replaces it', async () => {
    const course = courseFixture('courseDetail.fresh');
    const spanish = courseFixture('courseDetail.fresh.es');
    const { screen, root, api } = await mountPlayer({ view: 'detail', 'course-id': course.courseId }, { [detailPath]: okByLanguage(course, spanish) });
    await find(() => screen.getByRole('heading', { level: 2, name: course.title }));
    const changed = setLanguage('es');
    expect(root.querySelector('.tc-player__loading')).toBeNull();
    await changed;
    await find(() => screen.getByRole('heading', { level: 2, name: spanish.title }));
    expect(screen.getByText(spanish.description)).toBeTruthy();
    expect(root.querySelector('.tc-player__loading')).toBeNull();
    expect(api.to(detailPath).map((request) => request.headers.lang)).toEqual(['en', 'es']);
  });

  describe('a course that does not exist', () => {
    const notFound = courseFixture('courseDetail.notFound');
    const notFoundHandler = () => notFound;

    it("says so without Try again (the client also toasts it, spec 8) and links to the page's course list, which a click opens inside the player", async () => {
      const { screen, user, navigations } = await mountPlayer({ view: 'detail', 'course-id': 'no-such-course', 'list-url': '/course/index' }, { [detailPath]: notFoundHandler });
      await find(() => screen.getByText(notFound.message));
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(toastStore.list().map((toast) => toast.message)).toEqual([notFound.message]);
      const all = screen.getByRole('link', { name: 'All courses' });
      expect(all.getAttribute('href')).toBe('/course/index');
      await user.click(all);
      expect(navigations).toEqual([{ to: 'list', view: 'list', params: { kind: 'certification' } }]);
    });

    it('links to the library from a library course, and to the page itself without list-url', async () => {
      const { screen } = await mountPlayer({ view: 'detail', kind: 'library', 'course-id': 'no-such-course' }, { [detailPath]: notFoundHandler });
      expect((await find(() => screen.getByRole('link', { name: 'The whole library' }))).getAttribute('href')).toBe('?');
    });

    it('offers the list from the video view of such a course too', async () => {
      const { screen } = await mountPlayer({ view: 'video', 'course-id': 'no-such-course', 'lesson-id': 'no-such-lesson', 'list-url': '/course/index' }, { [detailPath]: notFoundHandler });
      await find(() => screen.getByRole('link', { name: 'All courses' }));
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });

    it('says it in Spanish', async () => {
      await setLanguage('es');
      const spanish = courseFixture('courseDetail.notFound.es');
      const { screen } = await mountPlayer({ view: 'detail', 'course-id': 'no-such-course' }, { [detailPath]: () => spanish });
      await find(() => screen.getByText(spanish.message));
      expect(screen.getByRole('link', { name: 'Todos los cursos' })).toBeTruthy();
    });

    it('keeps Try again for a failure that asking again may mend', async () => {
      const { screen } = await mountPlayer({ view: 'detail', 'course-id': 'no-such-course' }, { [detailPath]: refuse(ResultCode.internal, 'The server failed.') });
      await find(() => screen.getByRole('button', { name: 'Try again' }));
      expect(screen.queryByRole('link', { name: 'All courses' })).toBeNull();
      expect(toastStore.list().map((toast) => toast.message)).toEqual(['The server failed.']);
    });
  });
});
