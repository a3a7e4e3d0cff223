import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { clickThrottleMs } from '../../src/contract/limits';
import type { FakeHandler } from '../../src/testing/fakeApi';
import {
  demoAnswersFailed,
  demoAttempt,
  demoAttemptResumed,
  demoCourseDetail,
  demoExamInfoResumable,
  demoFinalExamWaiting,
  demoGradeFailed,
  demoLessonExamInfo,
} from '../../stories/fixtures';
import { find, mountPlayer, ok, refuse } from './test/harness';

const paths = {
  info: '/exam/getExamInfo',
  start: '/question/listExamQuestion',
  last: '/question/getLastExamQuestion',
  submit: '/answer/submitAnswer',
  answers: '/answer/listAnswer',
  detail: '/related/getInstallerCourseRelated',
};

const saved = { ...demoGradeFailed, passed: null, correctPercent: null, correctCount: null, completionTime: null, timeTakenSeconds: null, attemptsUsed: 0 };
type SubmitBody = { attemptId: string; answers: { questionId: string; optionIds: string[] }[]; final: boolean };
const bodies = (requests: { body: unknown }[]) => requests.map((request) => request.body as SubmitBody);

/** Saves answer as saved; a final submit answers the failed grade. */
const submitHandler: FakeHandler = (request) => ok((request.body as SubmitBody).final ? demoGradeFailed : saved)(request);

const examAttributes = { view: 'exam', 'exam-id': 'exam-lesson-2', 'course-id': 'course-install' };

async function mountExam(handlers: Record<string, FakeHandler> = {}) {
  const mounted = await mountPlayer(examAttributes, {
    [paths.info]: ok(demoLessonExamInfo),
    [paths.start]: ok(demoAttempt),
    [paths.last]: ok(null),
    [paths.submit]: submitHandler,
    [paths.answers]: ok(demoAnswersFailed),
    [paths.detail]: ok(demoCourseDetail),
    ...handlers,
  });
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: 'Test: Mounting the battery' }));
  return mounted;
}

async function startExam(handlers: Record<string, FakeHandler> = {}) {
  const mounted = await mountExam(handlers);
  await mounted.user.click(mounted.screen.getByRole('button', { name: 'Start the test' }));
  await find(() => mounted.screen.getByRole('group', { name: /Question 1\./ }));
  return mounted;
}

describe('<tc-course-player> exam view', () => {
  it('shows the exam facts first, then starts an attempt with listExamQuestion', async () => {
    const { api, screen, user } = await mountExam();
    expect(api.to(paths.info)[0]?.url.searchParams.get('examId')).toBe('exam-lesson-2');
    expect(screen.getByText('3 questions')).toBeTruthy();
    expect(screen.getByText('Pass mark: 70% correct')).toBeTruthy();
    expect(screen.getByText('Attempts used: 0 of 2')).toBeTruthy();
    expect(api.to(paths.start)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await find(() => screen.getByText('0 of 3 answered'))).toBeTruthy();
    expect(api.to(paths.start)[0]?.url.searchParams.get('examId')).toBe('exam-lesson-2');
  });

  it('shows each question in a fieldset: radios for single and true/false (options as given), checkboxes for multiple', async () => {
    const { screen } = await startExam();
    const single = within(screen.getByRole('group', { name: /Question 1\. Which anchors/ }));
    expect(single.getAllByRole('radio')).toHaveLength(3);
    const multiple = within(screen.getByRole('group', { name: /Question 2\. Which clearances/ }));
    expect(multiple.getAllByRole('checkbox')).toHaveLength(3);
    const trueFalse = within(screen.getByRole('group', { name: /Question 3\. The bracket/ }));
    expect(trueFalse.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Right', 'Wrong']);
    expect(screen.getByText(/^Time: \d+ h \d+ min$|^Time: \d+ min \d+ s$/)).toBeTruthy();
  });

  it('resumes the attempt in progress with its order and the answers chosen so far, without starting a new one', async () => {
    const { api, screen } = await mountExam({ [paths.info]: ok(demoExamInfoResumable), [paths.last]: ok(demoAttemptResumed) });
    expect(await find(() => screen.getByText('2 of 3 answered'))).toBeTruthy();
    expect(api.to(paths.start)).toHaveLength(0);
    expect((screen.getByRole('radio', { name: 'Heavy-duty expansion anchors' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Above the unit' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'On both sides' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'None' }) as HTMLInputElement).checked).toBe(false);
    const legends = screen.getAllByRole('group', { name: /^Question \d/ }).map((group) => group.querySelector('legend')?.textContent);
    expect(legends).toEqual(demoAttempt.questions.map((question, index) => `Question ${index + 1}. ${question.text}`));
  });

  it('saves each change at once (final:false), coalescing rapid changes into one save', async () => {
    const { api, screen, user, root } = await startExam();
    await user.click(screen.getByRole('checkbox', { name: 'Above the unit' }));
    await user.click(screen.getByRole('checkbox', { name: 'On both sides' }));
    await waitFor(() => expect(api.to(paths.submit)).toHaveLength(1));
    expect(bodies(api.to(paths.submit))).toEqual([
      { attemptId: 'attempt-21', answers: [{ questionId: 'q-clearance', optionIds: ['o-clear-1', 'o-clear-2'] }], final: false },
    ]);
    expect(await find(() => screen.getByText('All answers saved.', { selector: '.tc-hint' }))).toBeTruthy();
    expect(root.querySelector('[part="announcer"]')?.textContent).toContain('All answers saved.');
    await user.click(screen.getByRole('radio', { name: 'Right' }));
    await waitFor(() => expect(api.to(paths.submit)).toHaveLength(2));
    expect(bodies(api.to(paths.submit))[1]?.answers).toEqual([{ questionId: 'q-level', optionIds: ['o-level-right'] }]);
  });

  it('keeps a failed save, says so, and sends it again on retry', async () => {
    let fail = true;
    const { api, screen, user } = await startExam({
      [paths.submit]: (request) => (fail ? new Response('down', { status: 502 }) : submitHandler(request)),
    });
    await user.click(screen.getByRole('radio', { name: 'Heavy-duty expansion anchors' }));
    expect(await find(() => screen.getByText(/Your latest answers could not be saved yet/))).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Heavy-duty expansion anchors' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await find(() => screen.getByText('All answers saved.', { selector: '.tc-hint' }))).toBeTruthy();
    const [first, second] = bodies(api.to(paths.submit));
    expect(second).toEqual(first);
    expect(second?.answers).toEqual([{ questionId: 'q-anchor', optionIds: ['o-anchor-2'] }]);
  });

  it("stops saving when the server says the attempt is closed, shows its message and offers the result", async () => {
    const message = 'This attempt has already been submitted. Open the result or start a new attempt.';
    const { api, screen, user, navigations } = await startExam({ [paths.submit]: refuse(ResultCode.attemptClosed, message) });
    await user.click(screen.getByRole('radio', { name: 'Plastic plugs' }));
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error p' }))).toBeTruthy();
    expect((screen.getByRole('group', { name: /Question 1\./ }) as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(api.to(paths.submit)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open the result' }));
    expect(navigations.at(-1)).toMatchObject({ to: 'result', params: { attemptId: 'attempt-21' } });
  });

  it('asks before submitting with unanswered questions; keep answering sends nothing', async () => {
    const { api, screen, user, root } = await startExam();
    await user.click(screen.getByRole('radio', { name: 'Plastic plugs' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = screen.getByRole('alertdialog', { name: '2 questions are not answered. Submit anyway?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep answering' });
    expect(root.activeElement).toBe(keep);
    await user.click(keep);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(bodies(api.to(paths.submit)).filter((body) => body.final)).toHaveLength(0);
    // Past the 500 ms click throttle of the Submit button.
    await new Promise((resolve) => setTimeout(resolve, clickThrottleMs + 20));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    await waitFor(() => expect(bodies(api.to(paths.submit)).filter((body) => body.final)).toHaveLength(1));
    expect(bodies(api.to(paths.submit)).find((body) => body.final)?.answers).toEqual([
      { questionId: 'q-anchor', optionIds: ['o-anchor-1'] },
      { questionId: 'q-clearance', optionIds: [] },
      { questionId: 'q-level', optionIds: [] },
    ]);
  });

  it('submits exactly once on a double click, then shows the result with the attempt id', async () => {
    const { api, screen, user, navigations } = await startExam();
    await user.click(screen.getByRole('radio', { name: 'Heavy-duty expansion anchors' }));
    await user.click(screen.getByRole('checkbox', { name: 'Above the unit' }));
    await user.click(screen.getByRole('radio', { name: 'Wrong' }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    expect(await find(() => screen.getByRole('heading', { level: 2, name: 'Result: Test: Mounting the battery' }))).toBeTruthy();
    expect(bodies(api.to(paths.submit)).filter((body) => body.final)).toHaveLength(1);
    expect(navigations.at(-1)).toEqual({
      to: 'result',
      view: 'result',
      params: { courseId: 'course-install', lessonId: 'lesson-2', examId: 'exam-lesson-2', attemptId: 'attempt-21', kind: 'certification' },
    });
  });

  it('explains why an attempt cannot start: the waiting period with the date new attempts open', async () => {
    const { api, screen } = await mountPlayer(
      { view: 'exam', 'exam-id': 'exam-final' },
      { [paths.info]: ok(demoFinalExamWaiting), [paths.last]: ok(null) },
    );
    expect(await find(() => screen.getByText(/^You have used all attempts of this test\. New attempts open on .*2030/))).toBeTruthy();
    expect(screen.getByText('Attempts used: 2 of 2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
    expect(api.to(paths.start)).toHaveLength(0);
  });

  it("shows the server's message where the learner pressed Start when it refuses", async () => {
    const message = 'Watch the lesson video to the end before you start the test.';
    const { screen, user } = await mountExam({ [paths.start]: refuse(ResultCode.videoNotWatched, message) });
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error p' }))).toBeTruthy();
  });

  it('offers the result when the attempt was already graded elsewhere', async () => {
    const message = 'This attempt has already been submitted. Open the result or start a new attempt.';
    const { screen, user, navigations } = await startExam({
      [paths.submit]: (request) => ((request.body as SubmitBody).final ? refuse(ResultCode.attemptClosed, message)(request) : submitHandler(request)),
    });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(screen.getByRole('button', { name: 'Submit anyway' }));
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error p' }))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Open the result' }));
    expect(navigations.at(-1)).toMatchObject({ to: 'result', params: { attemptId: 'attempt-21' } });
  });
});
