import { describe, expect, it } from 'vitest';
import { pathOf, waitForPath } from './support/browser';
import {
  answerAll,
  answerKey,
  choiceFor,
  choose,
  coursePlayer,
  createLearner,
  demoCourse,
  lessonButton,
  optionIds,
  questionGroup,
  sameSet,
  startTest,
  submitTest,
  trackSavedAnswers,
  watchLesson,
} from './support/course';
import { logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

const certification = demoCourse('installation-certification');
const lessons = certification.lessons.map((lesson) => ({
  title: lesson.title.en,
  durationSeconds: lesson.durationSeconds,
  key: answerKey(lesson.test.questions),
  questions: lesson.test.questions,
}));
const finalExam = certification.finalExams.find((exam) => exam.versionCode === 'US');

const failed = 'You did not pass the test. Please try again.';
const passed = 'Congratulations, you passed the test.';
const mustRepeat = 'You did not pass the test in both attempts. Watch the lesson again to get two new attempts.';

describe('the certification journey (issue 3)', () => {
  it('watch, fail twice, repeat, pass every lesson, pass the final exam after a reload, open the certificate', { timeout: 240_000 }, async () => {
    if (!finalExam) throw new Error('the demo course has no US final exam');
    const [lesson1, ...laterLessons] = lessons;
    if (!lesson1) throw new Error('the demo course has no lessons');
    const finalKey = answerKey(finalExam.pool);

    const user = await createLearner(e2e.portal, 'journey');
    const { page, pageErrors } = await e2e.newPage();
    const player = coursePlayer(page);
    const text = (value: string) => player.getByText(value, { exact: true });
    // The visible outcome line; the player's live region repeats it for screen readers.
    const outcome = (value: string) => player.locator('[part~="outcome"]').filter({ hasText: value });
    const button = (name: string) => player.getByRole('button', { name, exact: true });
    await logIn(page, user.account, user.password);

    // The course list, reached from the main navigation.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '/course/index');
    await page.getByRole('heading', { level: 1, name: 'Courses' }).waitFor({ state: 'attached' });
    await button(certification.title.en).click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
    const courseId = new URL(page.url()).searchParams.get('courseId');
    await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Course details · Training Center');
    await expect.poll(() => button('Start the final test').getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true');

    // Lesson 1: watch, then fail the test twice on purpose.
    await lessonButton(page, 'Watch', lesson1.title).click();
    await waitForPath(page, (path) => path.startsWith(`/course/video?courseId=${courseId}&lessonId=`));
    await watchLesson(page, lesson1.durationSeconds);
    await button('Start Assessment').click();
    await waitForPath(page, (path) => path.startsWith('/course/exam?') && path.includes('examId='));

    for (const attemptNumber of [1, 2]) {
      const attempt = await startTest(page);
      expect(attempt.questions).toHaveLength(lesson1.questions.length);
      await answerAll(page, attempt, lesson1.key, 'wrong');
      const grade = await submitTest(page);
      expect(grade).toMatchObject({ passed: false, correctCount: 0, attemptsUsed: attemptNumber, attemptsAllowed: 2 });
      await waitForPath(page, (path) => path.startsWith('/course/result?') && path.includes(`attemptId=${grade.attemptId}`));
      await outcome(failed).waitFor();
      // Every question is listed as wrong with the learner's own answer; no right option is shown.
      const wrongList = player.locator('[part~="wrong-answers"] li');
      await expect.poll(() => wrongList.count(), { timeout: 10_000 }).toBe(attempt.questions.length);
      for (const question of attempt.questions) {
        await wrongList.filter({ hasText: question.text }).waitFor();
        if (question.kind !== 'true_false') {
          for (const right of choiceFor(lesson1.key, question, 'right')) expect(await player.getByText(right).count()).toBe(0);
        }
      }
      if (attemptNumber === 1) {
        await button('Retake the test').click();
        await waitForPath(page, (path) => path.startsWith('/course/exam?'));
      }
    }

    // Both attempts failed: the lesson must be watched again before the test opens.
    await text('Both attempts are used. Watch the lesson again to get two new attempts.').waitFor();
    await button('Repeat the lesson').click();
    await waitForPath(page, (path) => path.startsWith('/course/video?'));
    await text(mustRepeat).waitFor();
    expect(await button('Start Assessment').isDisabled()).toBe(true);
    await watchLesson(page, lesson1.durationSeconds);

    // Pass lesson 1, then watch and pass lessons 2 to 4, each reached from the previous result.
    let current = lesson1;
    for (const next of [...laterLessons, null]) {
      await button('Start Assessment').click();
      await waitForPath(page, (path) => path.startsWith('/course/exam?'));
      const attempt = await startTest(page);
      await answerAll(page, attempt, current.key, 'right');
      const grade = await submitTest(page);
      expect(grade).toMatchObject({ passed: true, correctPercent: 100 });
      await waitForPath(page, (path) => path.startsWith('/course/result?'));
      await outcome(passed).waitFor();
      if (!next) break;
      await button(`Next lesson: ${next.title}`).click();
      await waitForPath(page, (path) => path.startsWith('/course/video?'));
      await watchLesson(page, next.durationSeconds);
      current = next;
    }

    // Every lesson passed: the final exam is open.
    await button('Take the final test').click();
    await waitForPath(page, (path) => path.startsWith(`/course/exam?courseId=${courseId}&examId=`));
    const examPath = pathOf(page);
    const attempt = await startTest(page);
    expect(attempt.questions).toHaveLength(finalExam.questionCount);

    // Half the answers, saved by the server, then a reload in the middle of the attempt.
    const saves = trackSavedAnswers(page);
    const half = attempt.questions.slice(0, Math.ceil(attempt.questions.length / 2));
    const chosen = half.map((question, index) => ({ question, index, texts: choiceFor(finalKey, question, 'right') }));
    for (const { question, index, texts } of chosen) await choose(page, question, index, texts);
    await expect
      .poll(() => chosen.every(({ question, texts }) => sameSet(saves.saved.get(question.questionId), optionIds(question, texts))), { timeout: 20_000 })
      .toBe(true);
    saves.stop();

    await page.reload();
    expect(pathOf(page)).toBe(examPath);
    for (const { question, index, texts } of chosen) {
      const group = questionGroup(page, question, index);
      await group.waitFor();
      for (const option of texts) expect(await group.getByLabel(option, { exact: true }).isChecked()).toBe(true);
    }
    await text(`${half.length} of ${attempt.questions.length} answered`).waitFor();

    for (const [index, question] of attempt.questions.entries()) {
      if (index < half.length) continue;
      await choose(page, question, index, choiceFor(finalKey, question, 'right'));
    }
    const grade = await submitTest(page);
    expect(grade).toMatchObject({ passed: true, correctPercent: 100 });
    const certificateId = grade.certificateId;
    expect(certificateId).toBeTruthy();
    await waitForPath(page, (path) => path.startsWith('/course/result?'));
    await text('Congratulations! You are certified to install and commission the system.').waitFor();

    await player.getByRole('link', { name: 'View your certificate' }).click();
    await waitForPath(page, `/certificate?id=${certificateId}`);
    expect(pageErrors).toEqual([]);
  });
});
