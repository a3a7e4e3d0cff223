import type { Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { apiBasePath } from '../../src/contract/paths';
import { coursePaths, type Attempt, type AttemptGrade, type AttemptQuestion, type SubmitAnswerRequest } from '../../src/contract/course';
// The demo catalogue the server seeds at first start: the test knows the right answers the way an author does.
import { demoCourses } from '../../server/db/seed/content/courses';
import type { ContentCourse, ContentQuestion } from '../../server/db/seed/content/types';
import type { Portal, TestAccount } from './portal';

/** A learner of the given audience and country, created with the admin CLI. */
export async function createLearner(portal: Portal, prefix: string, country = 'US'): Promise<TestAccount> {
  const account = `${prefix}${Date.now().toString(36)}`;
  const user: TestAccount = { account, email: `${account}@e2e.test`, password: 'Start1pass', name: `Pat ${prefix}`, company: 'Bright Roofs Solar LLC' };
  await portal.admin(['create-user', '--account', account, '--email', user.email, '--password', user.password, '--role', 'learner', '--audience', 'installer', '--country', country, '--name', user.name, '--company', user.company]);
  return user;
}

export const demoCourse = (slug: string): ContentCourse => {
  const course = demoCourses.find((candidate) => candidate.slug === slug);
  if (!course) throw new Error(`the demo catalogue has no course ${slug}`);
  return course;
};

/** One test's questions by their English text, with the English texts of their right and wrong options. */
export type AnswerKey = Map<string, { right: string[]; wrong: string[] }>;

export const answerKey = (questions: ContentQuestion[]): AnswerKey =>
  new Map(
    questions.map((question) => [
      question.text.en,
      {
        right: question.options.filter((option) => option.right).map((option) => option.text.en),
        wrong: question.options.filter((option) => !option.right).map((option) => option.text.en),
      },
    ]),
  );

const isApiCall = (response: Response, path: string): boolean => new URL(response.url()).pathname === `${apiBasePath}${path}`;

/** The `result` of an API answer, failing on any other envelope code. */
async function resultOf<T>(response: Response): Promise<T> {
  const envelope = (await response.json()) as { code: number; message: string; result: T };
  if (envelope.code !== 200) throw new Error(`${response.url()} answered ${envelope.code}: ${envelope.message}`);
  return envelope.result;
}

export const coursePlayer = (page: Page): Locator => page.locator('tc-course-player');

const button = (player: Locator, name: string): Locator => player.getByRole('button', { name, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A lesson's button in the course detail ('Watch', 'Replay'…): the lesson title follows in a visually hidden span, set off by a space in the computed name. */
export const lessonButton = (page: Page, action: string, title: string): Locator =>
  coursePlayer(page).getByRole('button', { name: new RegExp(`^${escapeRegExp(action)}\\s*:\\s*${escapeRegExp(title)}$`) });

/**
 * Watches the lesson video on screen until the server opens the test. The video plays muted at 3×
 * speed: the server credits at most 2× the wall time (+5 s) between reports, so each pass, started
 * with Replay (a report at 0 s), counts as a full watch; a pass that falls short is played again.
 */
export async function watchLesson(page: Page, durationSeconds: number, maxPasses = 4): Promise<void> {
  const player = coursePlayer(page);
  const video = player.locator('video');
  const startAssessment = button(player, 'Start Assessment');
  await video.waitFor();
  await startAssessment.waitFor();
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
    // A reload of the media resets playbackRate to the default; both stay at 3×.
    element.defaultPlaybackRate = 3;
    element.playbackRate = 3;
  });
  for (let pass = 1; !(await startAssessment.isEnabled()); pass += 1) {
    if (pass > maxPasses) throw new Error(`the test did not open after ${maxPasses} watches of the video`);
    const endReport = page.waitForResponse(
      (response) => isApiCall(response, coursePaths.progress) && (response.request().postDataJSON() as { positionSeconds: number }).positionSeconds >= durationSeconds - 0.5,
      { timeout: 30_000 },
    );
    await button(player, 'Replay').click();
    const progress = await resultOf<{ testOpen: boolean }>(await endReport);
    if (progress.testOpen) await expect.poll(() => startAssessment.isEnabled(), { timeout: 10_000 }).toBe(true);
  }
}

/** Clicks 'Start the test' and returns the attempt the server started (questions in the order shown). */
export async function startTest(page: Page): Promise<Attempt> {
  const started = page.waitForResponse((response) => isApiCall(response, coursePaths.startAttempt));
  await button(coursePlayer(page), 'Start the test').click();
  return resultOf<Attempt>(await started);
}

/** The fieldset of the attempt's `index`-th question (legend 'Question n. text'). */
export const questionGroup = (page: Page, question: AttemptQuestion, index: number): Locator =>
  coursePlayer(page).getByRole('group', { name: `Question ${index + 1}. ${question.text}`, exact: true });

/** The option texts to choose: every right one, or a single wrong one. */
export function choiceFor(key: AnswerKey, question: AttemptQuestion, mode: 'right' | 'wrong'): string[] {
  const entry = key.get(question.text);
  if (!entry) throw new Error(`the answer key has no question "${question.text}"`);
  const wrong = entry.wrong[0];
  if (mode === 'wrong' && wrong === undefined) throw new Error(`"${question.text}" has no wrong option`);
  return mode === 'right' ? entry.right : [wrong as string];
}

/** The option ids of `texts` in the attempt's question, to compare with what the server saved. */
export const optionIds = (question: AttemptQuestion, texts: string[]): string[] =>
  texts.map((text) => {
    const option = question.options.find((candidate) => candidate.text === text);
    if (!option) throw new Error(`"${question.text}" has no option "${text}"`);
    return option.optionId;
  });

/** Chooses options by their label, as a learner clicks them. */
export async function choose(page: Page, question: AttemptQuestion, index: number, texts: string[]): Promise<void> {
  const group = questionGroup(page, question, index);
  for (const text of texts) await group.getByLabel(text, { exact: true }).check();
}

/** Answers every question of the attempt (all right, or each one wrong). */
export async function answerAll(page: Page, attempt: Attempt, key: AnswerKey, mode: 'right' | 'wrong'): Promise<void> {
  for (const [index, question] of attempt.questions.entries()) await choose(page, question, index, choiceFor(key, question, mode));
}

/** Clicks Submit and returns the server's grade. */
export async function submitTest(page: Page): Promise<AttemptGrade> {
  const graded = page.waitForResponse(
    (response) => isApiCall(response, coursePaths.submitAnswer) && (response.request().postDataJSON() as SubmitAnswerRequest).final,
  );
  await button(coursePlayer(page), 'Submit').click();
  return resultOf<AttemptGrade>(await graded);
}

/** What the server has accepted from the answer saves of the page so far: question id → option ids, latest save wins. */
export function trackSavedAnswers(page: Page): { saved: Map<string, string[]>; stop: () => void } {
  const saved = new Map<string, string[]>();
  const onResponse = async (response: Response) => {
    if (!isApiCall(response, coursePaths.submitAnswer)) return;
    const request = response.request().postDataJSON() as SubmitAnswerRequest;
    if (request.final) return;
    const envelope = (await response.json().catch(() => null)) as { code?: number } | null;
    if (envelope?.code !== 200) return;
    for (const answer of request.answers) saved.set(answer.questionId, answer.optionIds);
  };
  page.on('response', onResponse);
  return { saved, stop: () => page.off('response', onResponse) };
}

export const sameSet = (left: readonly string[] | undefined, right: readonly string[]): boolean =>
  left !== undefined && left.length === right.length && right.every((id) => left.includes(id));
