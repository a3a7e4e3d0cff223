import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setLanguage } from '../../src/i18n/i18n';
import type { FakeHandler } from '../../src/testing/fakeApi';
import {
  demoAnswersFailed,
  demoAnswersPassed,
  demoCourseCertified,
  demoCourseDetail,
  demoCourseTestOpen,
  demoExamHistory,
  demoFinalExamInfo,
  demoLessonExamInfo,
} from '../../stories/fixtures';
import { find, mountPlayer, ok } from './test/harness';

const paths = {
  info: '/exam/getExamInfo',
  answers: '/answer/listAnswer',
  history: '/api-installer/exam/listHistoryExam',
  detail: '/related/getInstallerCourseRelated',
};

const failedOnce = { ...demoLessonExamInfo, attemptsUsed: 1 };
const failedTwice = { ...demoLessonExamInfo, attemptsUsed: 2, canStart: false, reason: 'repeat_lesson' };

async function mountResult(attemptId: string, handlers: Record<string, FakeHandler>, heading: RegExp = /^Result: /) {
  const mounted = await mountPlayer(
    { view: 'result', 'attempt-id': attemptId },
    { [paths.history]: ok(demoExamHistory), [paths.answers]: ok(demoAnswersFailed), [paths.detail]: ok(demoCourseDetail), ...handlers },
  );
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: heading }));
  return mounted;
}

describe('<tc-course-player> result view', () => {
  it("a failed attempt shows 'You did not pass the test. Please try again.', the figures and the questions answered wrong", async () => {
    const { api, screen } = await mountResult('attempt-21', { [paths.info]: ok(failedOnce) });
    expect(screen.getByText('You did not pass the test. Please try again.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(api.to(paths.answers)[0]?.url.searchParams.get('attemptId')).toBe('attempt-21');
    const facts = Object.fromEntries(
      Array.from(screen.getByText('Percentage correct').closest('dl')?.querySelectorAll('div') ?? [], (row) => [
        row.querySelector('dt')?.textContent,
        row.querySelector('dd')?.textContent,
      ]),
    );
    expect(facts).toMatchObject({
      'Percentage correct': '33%',
      'Correct answers': '1',
      'Number of questions': '3',
      Attempts: '1 of 2',
      'Time taken': '4 min 30 s',
    });
    expect(facts['Start time']).toMatch(/2030/);
    expect(facts['Completion time']).toMatch(/2030/);
    const wrong = within(screen.getByRole('heading', { level: 3, name: 'Questions answered wrong' }).closest('section') as HTMLElement);
    const items = wrong.getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([demoAnswersFailed[0]?.text, demoAnswersFailed[1]?.text]);
    expect(wrong.getByText('Your answer: Plastic plugs')).toBeTruthy();
    // The right option of question 1 is never named: only what the learner chose.
    expect(wrong.queryByText(/Heavy-duty expansion anchors/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Retake the test' })).toBeTruthy();
  });

  it('retaking moves to the exam view with the exam id', async () => {
    const { screen, user, navigations } = await mountResult('attempt-21', { [paths.info]: ok(failedOnce), '/question/getLastExamQuestion': ok(null) });
    await user.click(screen.getByRole('button', { name: 'Retake the test' }));
    expect(navigations.at(-1)).toEqual({
      to: 'exam',
      view: 'exam',
      params: { courseId: 'course-install', lessonId: 'lesson-2', examId: 'exam-lesson-2', kind: 'certification' },
    });
  });

  it('after the second failure, the next step is to repeat the lesson video', async () => {
    const { screen, user, navigations } = await mountResult('attempt-21', { [paths.info]: ok(failedTwice) });
    expect(screen.getByText('Attempts').nextElementSibling?.textContent).toBe('2 of 2');
    expect(screen.queryByRole('button', { name: 'Retake the test' })).toBeNull();
    expect(screen.getByText('Both attempts are used. Watch the lesson again to get two new attempts.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Repeat the lesson' }));
    expect(navigations.at(-1)).toEqual({ to: 'video', view: 'video', params: { courseId: 'course-install', lessonId: 'lesson-2', kind: 'certification' } });
  });

  it('after a pass, the next lesson is offered', async () => {
    const history = demoExamHistory.map((entry) => (entry.attemptId === 'attempt-21' ? { ...entry, passed: true, correctPercent: 100 } : entry));
    const unlocked = { ...demoCourseTestOpen, lessons: demoCourseTestOpen.lessons.map((lesson) => ({ ...lesson, locked: false })) };
    const { screen, user, navigations } = await mountResult('attempt-21', {
      [paths.info]: ok({ ...demoLessonExamInfo, attemptsUsed: 1 }),
      [paths.history]: ok(history),
      [paths.answers]: ok(demoAnswersPassed),
      [paths.detail]: ok(unlocked),
    });
    expect(screen.getByText('Congratulations, you passed the test.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Questions answered wrong' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next lesson: Wiring and the gateway' }));
    expect(navigations.at(-1)?.params).toEqual({ courseId: 'course-install', lessonId: 'lesson-3', kind: 'certification' });
  });

  it('a passed final exam shows the certification message and the certificate link', async () => {
    const { screen } = await mountResult('attempt-final-1', {
      [paths.info]: ok(demoFinalExamInfo),
      [paths.answers]: ok(demoAnswersPassed),
      [paths.detail]: ok(demoCourseCertified),
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Result: Final comprehensive test' })).toBeTruthy();
    expect(screen.getByText('Congratulations! You are certified to install and commission the system.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe('/certificate?id=cert-7f3a');
  });

  it('says so when the attempt is not graded', async () => {
    const { screen } = await mountPlayer(
      { view: 'result', 'attempt-id': 'attempt-open' },
      { [paths.history]: ok(demoExamHistory), [paths.answers]: ok([]) },
    );
    expect(await find(() => screen.getByText('This attempt has not been graded yet.'))).toBeTruthy();
  });

  it('renders in Spanish, keeping the server texts as they are', async () => {
    await setLanguage('es');
    const { screen } = await mountResult('attempt-21', { [paths.info]: ok(failedOnce) }, /^Resultado: /);
    expect(screen.getByText('No aprobó la prueba. Inténtelo de nuevo.', { selector: '.tc-outcome' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Preguntas con respuesta incorrecta' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Repetir la prueba' })).toBeTruthy();
    expect(screen.getByText('Porcentaje de aciertos')).toBeTruthy();
  });
});
