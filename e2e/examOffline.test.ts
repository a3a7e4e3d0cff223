import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coursePaths, type AttemptGrade, type SubmitAnswerRequest } from '../src/contract/course';
import { apiBasePath } from '../src/contract/paths';
import { waitForPath } from './support/browser';
import { answerKey, choiceFor, choose, coursePlayer, createLearner, demoCourse, lessonButton, questionGroup, startTest, watchLesson } from './support/course';
import { logIn } from './support/journeys';
import { portalPerFile } from './support/setup';

/**
 * Issue 15: an exam answer saved just before a network cut is there after reconnecting, the client
 * retries with the same Idempotency-Key, and a submit whose answer was lost on the way grades once.
 */
const e2e = portalPerFile();
const certification = demoCourse('installation-certification');
const lesson1 = certification.lessons[0]!;
const key = answerKey(lesson1.test.questions);
const submitUrl = `${apiBasePath}${coursePaths.submitAnswer}`;

type Sent = { final: boolean; key: string; questionIds: string[] };
/** Every save and submit the page sends, with its idempotency key (also the ones the network dropped). */
const recordSubmits = (page: Page): Sent[] => {
  const sent: Sent[] = [];
  page.on('request', (request: Request) => {
    if (new URL(request.url()).pathname !== submitUrl) return;
    const body = request.postDataJSON() as SubmitAnswerRequest;
    sent.push({ final: Boolean(body.final), key: request.headers()['idempotency-key'] ?? '', questionIds: body.answers.map((answer) => answer.questionId) });
  });
  return sent;
};

describe('an exam through a network cut in Chromium (issue 15)', () => {
  it('a save made offline fails visibly, goes out with the same key when the network returns, survives a reload; a choice followed at once by a reload is kept; a submit whose answer was lost grades once', { timeout: 240_000 }, async () => {
    const user = await createLearner(e2e.portal, 'offline');
    const { page, context, pageErrors } = await e2e.newPage();
    const player = coursePlayer(page);
    await logIn(page, user.account, user.password);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
    await waitForPath(page, '/course/index');
    await player.getByRole('link', { name: certification.title.en, exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
    await lessonButton(page, 'Start', 1, lesson1.title.en).click();
    expect((await watchLesson(page, lesson1.durationSeconds, 'Start')).state).toBe('open');
    await player.getByRole('button', { name: 'Start Assessment', exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/exam?'));
    const attempt = await startTest(page);
    const [first, second] = attempt.questions;
    if (!first || !second) throw new Error('the lesson test has fewer than two questions');
    const sent = recordSubmits(page);

    // The network goes just after the learner chose: the save fails and the player says so.
    await context.setOffline(true);
    const secondChoice = choiceFor(key, second, 'right');
    await choose(page, second, 1, secondChoice);
    await player.getByText('Your latest answers could not be saved yet. They will be sent again in a few seconds.').waitFor();
    const failedKey = sent.find((request) => !request.final && request.questionIds.includes(second.questionId))?.key;
    expect(failedKey).toMatch(/.{16,}/);

    // The network returns: the same batch goes out again under the same key and is saved.
    const saved = page.waitForResponse(async (response) => new URL(response.url()).pathname === submitUrl && response.request().headers()['idempotency-key'] === failedKey && (await response.json()).code === 200);
    await context.setOffline(false);
    await saved;
    await expect.poll(() => player.getByText('Your latest answers could not be saved yet.', { exact: false }).count(), { timeout: 10_000 }).toBe(0);
    expect(new Set(sent.filter((request) => request.questionIds.includes(second.questionId)).map((request) => request.key))).toEqual(new Set([failedKey]));

    // After a reload the answer is there.
    await page.reload();
    for (const text of secondChoice) await expect.poll(() => questionGroup(page, second, 1).getByLabel(text, { exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);

    // A choice and a reload at once, inside the pause that gathers choices into one save: it goes out as the page leaves.
    const firstChoice = choiceFor(key, first, 'right');
    await choose(page, first, 0, firstChoice);
    await page.reload();
    for (const text of firstChoice) await expect.poll(() => questionGroup(page, first, 0).getByLabel(text, { exact: true }).isChecked(), { timeout: 15_000 }).toBe(true);

    // Answer everything, then the submit reaches the server but its answer is lost on the way back.
    for (const [index, question] of attempt.questions.entries()) if (index !== 1) await choose(page, question, index, choiceFor(key, question, 'right'));
    let dropped = false;
    await page.route(`**${submitUrl}`, async (route) => {
      const body = route.request().postDataJSON() as SubmitAnswerRequest;
      if (!body.final || dropped) return route.fallback();
      dropped = true;
      await route.fetch(); // the server graded this copy
      await route.abort('internetdisconnected');
    });
    const graded = page.waitForResponse(async (response) => new URL(response.url()).pathname === submitUrl && Boolean((response.request().postDataJSON() as SubmitAnswerRequest).final) && (await response.json()).code === 200);
    await player.getByRole('button', { name: 'Submit', exact: true }).click();
    const grade = ((await (await graded).json()) as { result: AttemptGrade }).result;
    expect(dropped).toBe(true);
    const finals = sent.filter((request) => request.final);
    expect(finals.length).toBeGreaterThanOrEqual(2);
    expect(new Set(finals.map((request) => request.key)).size).toBe(1);
    // Graded once: the retried copy got the first copy's grade, and only one attempt is used.
    expect(grade).toMatchObject({ passed: true, attemptsUsed: 1 });
    await waitForPath(page, (path) => path.startsWith('/course/result?') && path.includes(`attemptId=${grade.attemptId}`));
    await player.getByText('Attempt 1 of 2', { exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
