import type { Locator, Page, Response } from 'playwright-core';
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

/** A lesson's video button in the course detail, by its accessible name: 'Start lesson 1: Safety and site survey'. */
export const lessonButton = (page: Page, action: 'Start' | 'Continue' | 'Replay', number: number, title: string): Locator =>
  coursePlayer(page).getByRole('button', { name: `${action} lesson ${number}: ${title}`, exact: true });

/** The next progress report of the given event (`play`, `progress`, `pause`) that the server answers. */
export const progressReport = (page: Page, event: 'play' | 'progress' | 'pause'): Promise<Response> =>
  page.waitForResponse((response) => isApiCall(response, coursePaths.progress) && (response.request().postDataJSON() as { event: string }).event === event);

/** The report the player sends when the video stops at its end (a `pause` at the last position). */
export const endReport = (page: Page, durationSeconds: number): Promise<Response> =>
  page.waitForResponse(
    (response) => {
      if (!isApiCall(response, coursePaths.progress)) return false;
      const report = response.request().postDataJSON() as { event: string; positionSeconds: number };
      return report.event === 'pause' && report.positionSeconds >= durationSeconds - 0.5;
    },
    { timeout: durationSeconds * 1000 + 30_000 },
  );

/**
 * Plays the lesson video once, at normal speed, with the player's own button ('Start', 'Continue'
 * or 'Replay', as the server offers), and waits for the report at its end; returns the lesson's
 * test state and the percent watched as the server then sees them.
 */
export async function watchLesson(page: Page, durationSeconds: number, action: 'Start' | 'Continue' | 'Replay'): Promise<{ state: string; videoPercent: number }> {
  const player = coursePlayer(page);
  await player.locator('video').waitFor();
  const ended = endReport(page, durationSeconds);
  await button(player, action).click();
  const progress = await resultOf<{ videoPercent: number; test: { state: string } }>(await ended);
  return { state: progress.test.state, videoPercent: progress.videoPercent };
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
