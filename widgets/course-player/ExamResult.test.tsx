import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import type { AttemptResult } from '../../src/contract/course';
import { errorMessages } from '../../src/contract/messages';
import { setLanguage } from '../../src/i18n/i18n';
import { courseFixture } from '../../src/testing/fixtures/course';
import { toastStore } from '../../src/ui/toastStore';
import { find, mountPlayer, ok, refuse } from './test/harness';

const resultPath = '/exam/getAttemptResult';

/** The result view of a recorded attempt result; the only call it makes is getAttemptResult. */
async function mountResult(result: AttemptResult, heading: RegExp = /^Result: /) {
  // Where the next step leads answers too (the exam after a failure, the course after a repeat or a pass), as the server would.
  const mounted = await mountPlayer(
    { view: 'result', 'attempt-id': result.attemptId },
    {
      [resultPath]: ok(result),
      '/exam/getExamInfo': ok(courseFixture('examInfo.lessonFailedOnce')),
      '/question/getLastExamQuestion': ok(null),
      '/related/getInstallerCourseRelated': ok(courseFixture(result.outcome === 'passed' ? 'courseDetail.lessonPassed' : 'courseDetail.repeatLesson')),
    },
  );
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: heading }));
  const facts = () =>
    Object.fromEntries(
      Array.from(mounted.root.querySelectorAll('[part~="result-facts"] div'), (row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]),
    );
  return { ...mounted, facts };
}

const nextStepOf = (result: AttemptResult) => result.next;

describe('<tc-course-player> result view', () => {
  it("a first failure: 'You did not pass the test. Please try again.', attempt 1, the figures, the questions answered wrong, and Retake", async () => {
    const result = courseFixture('result.lessonFailed1');
    const next = nextStepOf(result);
    if (next.kind !== 'retake') throw new Error('result.lessonFailed1: the next step is not retake');
    const { api, screen, facts, user, navigations } = await mountResult(result);
    expect(api.requests.map((request) => request.path)).toEqual([resultPath]);
    // Nothing else is asked to show the result: no history, no exam info, no course.
    expect(api.to(resultPath)[0]?.url.searchParams.get('attemptId')).toBe(result.attemptId);
    expect(screen.getByRole('heading', { level: 2, name: `Result: ${result.title}` })).toBeTruthy();
    expect(screen.getByText('You did not pass the test. Please try again.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(facts()).toMatchObject({
      'Percentage correct': `${result.correctPercent}%`,
      'Pass mark': `${result.passPercent}%`,
      'Correct answers': String(result.correctCount),
      'Number of questions': String(result.questionCount),
      Attempt: `Attempt 1 of ${result.attemptsAllowed}`,
    });
    const wrong = within(screen.getByRole('heading', { level: 3, name: 'Questions answered wrong' }).closest('section') as HTMLElement);
    const wrongAnswers = result.answers.filter((answer) => answer.result === 'wrong');
    expect(wrong.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual(wrongAnswers.map((answer) => answer.text));
    expect(screen.getByText(`You have ${next.attemptsLeft} attempt left.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retake the test' }));
    expect(navigations.at(-1)).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: result.courseId, lessonId: result.lessonId, examId: next.examId, kind: 'certification' },
    });
  });

  it('the second failure, reloaded: attempt 2 of 2, repeat the lesson, no retake and no "Please try again"', async () => {
    const result = courseFixture('result.lessonFailed2');
    const next = nextStepOf(result);
    if (next.kind !== 'repeatLesson') throw new Error('result.lessonFailed2: the next step is not repeatLesson');
    const { screen, facts, user, navigations } = await mountResult(result);
    expect(facts().Attempt).toBe(`Attempt 2 of ${result.attemptsAllowed}`);
    expect(screen.getByText('You did not pass the test.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retake the test' })).toBeNull();
    expect(screen.getByText(`No attempt is left. Watch “${next.title}” again to get new attempts.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Repeat the lesson' }));
    expect(navigations.at(-1)).toEqual({ to: 'video', view: 'video', params: { courseId: result.courseId, lessonId: next.lessonId, kind: 'certification' } });
  });

  it('an old result keeps its own attempt number, and shows the step the server decides now', async () => {
    const afterRewatch = courseFixture('result.lessonFailed2.afterRewatch');
    const { screen, facts } = await mountResult(afterRewatch);
    expect(facts().Attempt).toBe(`Attempt 2 of ${afterRewatch.attemptsAllowed}`);
    expect(screen.getByRole('button', { name: 'Retake the test' })).toBeTruthy();
  });

  it('the same old failure after the lesson was passed offers the next lesson', async () => {
    const afterPass = courseFixture('result.lessonFailed2.afterPass');
    const next = nextStepOf(afterPass);
    if (next.kind !== 'nextLesson') throw new Error('result.lessonFailed2.afterPass: the next step is not nextLesson');
    const { screen, facts } = await mountResult(afterPass);
    expect(facts().Attempt).toBe(`Attempt 2 of ${afterPass.attemptsAllowed}`);
    expect(screen.queryByText(/Please try again/)).toBeNull();
    expect(screen.getByRole('button', { name: `Next lesson: ${next.title}` })).toBeTruthy();
  });

  it('after a pass, the next lesson is offered and no wrong answers are listed', async () => {
    const result = courseFixture('result.lessonPassed');
    const next = nextStepOf(result);
    if (next.kind !== 'nextLesson') throw new Error('result.lessonPassed: the next step is not nextLesson');
    const { root, screen, user, navigations } = await mountResult(result);
    expect(screen.getByText('Congratulations, you passed the test.', { selector: '.tc-outcome' })).toBeTruthy();
    await waitFor(() => expect(root.querySelector('[part="announcer"]')?.textContent).toContain('Congratulations, you passed the test.'));
    expect(screen.queryByRole('heading', { name: 'Questions answered wrong' })).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Back to the course' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: `Next lesson: ${next.title}` }));
    expect(navigations.at(-1)?.params).toEqual({ courseId: result.courseId, lessonId: next.lessonId, kind: 'certification' });
  });

  it('the final test failed twice: when new attempts open, and no retake', async () => {
    const { screen } = await mountResult(courseFixture('result.finalFailed2'));
    expect(screen.getByText(/^You have used all attempts of this test\. New attempts open on .+\.$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retake the test' })).toBeNull();
    expect(screen.queryByText(/Please try again/)).toBeNull();
  });

  it('a passed final exam shows the certification message and the certificate link', async () => {
    const result = courseFixture('result.finalPassed');
    const next = nextStepOf(result);
    if (next.kind !== 'certificate') throw new Error('result.finalPassed: the next step is not certificate');
    const { screen } = await mountResult(result);
    expect(screen.getByText('Congratulations! You are certified to install and commission the system.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(`/certificate?id=${encodeURIComponent(next.certificateId)}`);
  });

  it("shows the server's message when the attempt is not graded, with a retry", async () => {
    const notGraded = errorMessages.en.attemptNotGraded;
    if (!notGraded) throw new Error('messages: no attemptNotGraded');
    const { screen } = await mountPlayer({ view: 'result', 'attempt-id': 'an-open-attempt' }, { [resultPath]: refuse(ResultCode.conflict, notGraded) });
    expect(await find(() => screen.getByText(notGraded))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('renders in Spanish, keeping the server texts as they are', async () => {
    await setLanguage('es');
    const result = courseFixture('result.lessonFailed2');
    const { screen, facts } = await mountResult(result, /^Resultado: /);
    expect(screen.getByText('No aprobó la prueba.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(facts().Intento).toBe(`Intento 2 de ${result.attemptsAllowed}`);
    expect(screen.getByRole('heading', { level: 3, name: 'Preguntas con respuesta incorrecta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repetir la lección' })).toBeTruthy();
  });

  describe('an attempt that does not exist (or is not the learner\'s)', () => {
    const notFound = courseFixture('result.notFound');
    const courseId = courseFixture('result.lessonPassed').courseId;

    it('says so without Try again (the client also toasts it, spec 8) and links to the course the address named, which a click opens inside the player', async () => {
      const { screen, user, navigations } = await mountPlayer({ view: 'result', 'attempt-id': 'not-mine', 'course-id': courseId }, { [resultPath]: () => notFound });
      await find(() => screen.getByText(notFound.message, { selector: '.tc-player__error p' }));
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(toastStore.list().map((toast) => toast.message)).toEqual([notFound.message]);
      const course = screen.getByRole('link', { name: 'Go to the course' });
      expect(course.getAttribute('href')).toBe(`?courseId=${courseId}`);
      await user.click(course);
      expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId, kind: 'certification' } }]);
    });

    it("links to the page's list when the address names no course (the library's in the library)", async () => {
      const { screen } = await mountPlayer({ view: 'result', 'attempt-id': 'not-mine', kind: 'library', 'list-url': '/library/index' }, { [resultPath]: () => notFound });
      expect((await find(() => screen.getByRole('link', { name: 'The whole library' }))).getAttribute('href')).toBe('/library/index');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });

    it('says it in Spanish', async () => {
      await setLanguage('es');
      const spanish = courseFixture('result.notFound.es');
      const { screen } = await mountPlayer({ view: 'result', 'attempt-id': 'not-mine' }, { [resultPath]: () => spanish });
      await find(() => screen.getByText(spanish.message, { selector: '.tc-player__error p' }));
      expect(screen.getByRole('link', { name: 'Todos los cursos' })).toBeTruthy();
    });
  });
});
