import type { Locator, Page } from 'playwright-core';
import { answerAll, answerKey, choiceFor, choose, coursePlayer, demoCourse, lessonButton, startTest, submitTest, watchLesson } from './course';
import { waitForPath } from './browser';

const certification = demoCourse('installation-certification');

/** The demo certification course's title, as the list and the certificate show it. */
export const certificationTitle = certification.title.en;

/**
 * A learner on the course detail passes it the way a person does, at normal speed: each lesson's
 * video played once, its test answered right, then the final exam; returns the grade's certificate id.
 */
export async function passCertificationCourse(page: Page): Promise<string> {
  const player = coursePlayer(page);
  const button = (name: string) => player.getByRole('button', { name, exact: true });
  const finalExam = certification.finalExams.find((exam) => exam.versionCode === 'US');
  if (!finalExam) throw new Error('the demo course has no US final exam');
  for (const [index, lesson] of certification.lessons.entries()) {
    if (index === 0) await lessonButton(page, 'Start', 1, lesson.title.en).click();
    else await button(`Next lesson: ${lesson.title.en}`).click();
    await waitForPath(page, (path) => path.startsWith('/course/video?'));
    const watched = await watchLesson(page, lesson.durationSeconds, 'Start');
    if (watched.state !== 'open') throw new Error(`lesson ${index + 1}: the test did not open (${watched.state})`);
    await button('Start Assessment').click();
    await waitForPath(page, (path) => path.startsWith('/course/exam?'));
    const attempt = await startTest(page);
    await answerAll(page, attempt, answerKey(lesson.test.questions), 'right');
    const grade = await submitTest(page);
    if (!grade.passed) throw new Error(`lesson ${index + 1}: the right answers did not pass`);
    await waitForPath(page, (path) => path.startsWith('/course/result?'));
  }
  await player.getByRole('button', { name: 'Back to the course', exact: true }).click();
  await waitForPath(page, (path) => path.startsWith('/course/detail?'));
  await button('Take the final test').click();
  await waitForPath(page, (path) => path.startsWith('/course/exam?'));
  const attempt = await startTest(page);
  const key = answerKey(finalExam.pool);
  for (const [index, question] of attempt.questions.entries()) await choose(page, question, index, choiceFor(key, question, 'right'));
  const grade = await submitTest(page);
  if (!grade.passed || !grade.certificateId) throw new Error('the final exam did not certify the learner');
  await waitForPath(page, (path) => path.startsWith('/course/result?'));
  return grade.certificateId;
}

/** The certificates widget and a certificate's row in it, found by the serial cell. */
export const certificates = (page: Page) => {
  const widget = page.locator('tc-certificates');
  return {
    widget,
    row: (serial: string): Locator => widget.locator('tbody tr').filter({ has: page.getByRole('cell', { name: serial, exact: true }) }),
    rowOf: (title: string): Locator => widget.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: title }) }),
  };
};

/** The verification widget and the facts it shows, by their labels. */
export const verification = (page: Page) => {
  const widget = page.locator('tc-certificate-verify');
  return {
    widget,
    outcome: widget.locator('[part~="outcome"]'),
    notFound: widget.locator('[part~="not-found"]'),
    fact: (label: string): Locator => widget.locator('[part~="details"] div').filter({ has: page.getByText(label, { exact: true }) }).locator('dd'),
  };
};
