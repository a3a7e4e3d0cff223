import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../src/contract/codes';
import { clickThrottleMs } from '../../src/contract/limits';
import type { AttemptQuestion } from '../../src/contract/course';
import { errorMessages } from '../../src/contract/messages';
import { okByLanguage, type FakeHandler } from '../../src/testing/fakeApi';
import { setLanguage } from '../../src/i18n/i18n';
import { courseFixture } from '../../src/testing/fixtures/course';
import { toastStore } from '../../src/ui/toastStore';
import { find, mountPlayer, ok, refuse } from './test/harness';

const paths = {
  info: '/exam/getExamInfo',
  start: '/question/listExamQuestion',
  last: '/question/getLastExamQuestion',
  submit: '/answer/submitAnswer',
  result: '/exam/getAttemptResult',
};

const info = courseFixture('examInfo.lessonOpen');
const attempt = courseFixture('attempt.lesson');
const grade = courseFixture('grade.lessonFailed1');

type SubmitBody = { attemptId: string; answers: { questionId: string; optionIds: string[] }[]; final: boolean };
const bodies = (requests: { body: unknown }[]) => requests.map((request) => request.body as SubmitBody);

/**
 * Saves and the final submit answer the recorded grade of a failed first attempt (the player reads
 * nothing from a save's answer but its success).
 */
const submitHandler: FakeHandler = ok(grade);

const questionOf = (kind: AttemptQuestion['kind']): [AttemptQuestion, number] => {
  const index = attempt.questions.findIndex((question) => question.kind === kind);
  const question = attempt.questions[index];
  if (!question) throw new Error(`attempt.lesson has no ${kind} question`);
  return [question, index];
};
const optionText = (question: AttemptQuestion, index: number): string => {
  const option = question.options[index];
  if (!option) throw new Error(`question "${question.text}" has no option ${index}`);
  return option.text;
};

async function mountExam(handlers: Record<string, FakeHandler> = {}) {
  const mounted = await mountPlayer(
    { view: 'exam', 'exam-id': info.examId, 'course-id': info.courseId },
    {
      [paths.info]: ok(info),
      [paths.start]: ok(attempt),
      [paths.last]: ok(null),
      [paths.submit]: submitHandler,
      [paths.result]: ok(courseFixture('result.lessonFailed1')),
      ...handlers,
    },
  );
  await find(() => mounted.screen.getByRole('heading', { level: 2, name: info.title }));
  return mounted;
}

async function startExam(handlers: Record<string, FakeHandler> = {}) {
  const mounted = await mountExam(handlers);
  await mounted.user.click(mounted.screen.getByRole('button', { name: 'Start the test' }));
  await find(() => mounted.screen.getByRole('group', { name: /^Question 1\./ }));
  const group = (question: AttemptQuestion, index: number) => within(mounted.screen.getByRole('group', { name: `Question ${index + 1}. ${question.text}` }));
  return { ...mounted, group };
}

describe('<tc-course-player> exam view', () => {
  it('asks for the test and the attempt again when the language changes mid-test: Spanish words, the answers given and the focus stay', async () => {
    const spanishAttempt = courseFixture('attempt.lesson.es');
    const { api, screen, user, root, group } = await startExam({
      [paths.info]: okByLanguage(info, courseFixture('examInfo.inProgress.es')),
      [paths.last]: okByLanguage(null, spanishAttempt),
    });
    const [single, index] = questionOf('single');
    const choice = group(single, index).getByRole('radio', { name: optionText(single, 1) });
    await user.click(choice);
    await waitFor(() => expect(api.to(paths.submit)).toHaveLength(1));
    await setLanguage('es');
    const spanish = spanishAttempt.questions[index];
    if (!spanish) throw new Error('attempt.lesson.es lacks a question');
    const spanishGroup = await find(() => within(screen.getByRole('group', { name: `Pregunta ${index + 1}. ${spanish.text}` })));
    const spanishChoice = spanishGroup.getByRole('radio', { name: optionText(spanish, 1) }) as HTMLInputElement;
    expect(spanishChoice).toBe(choice);
    expect(spanishChoice.checked).toBe(true);
    expect(root.activeElement).toBe(choice);
    expect(screen.getByRole('heading', { level: 2, name: courseFixture('examInfo.inProgress.es').title })).toBeTruthy();
    expect(api.to(paths.start)).toHaveLength(1);
    expect(api.to(paths.last).map((request) => request.headers.lang)).toEqual(['es']);
  });

  it("shows the exam's facts as the server sent them, then starts an attempt with listExamQuestion", async () => {
    const { api, screen, user } = await mountExam();
    expect(api.to(paths.info)[0]?.url.searchParams.get('examId')).toBe(info.examId);
    expect(screen.getByText(`${info.questionCount} questions`)).toBeTruthy();
    expect(screen.getByText(`Pass mark: ${info.passPercent}% correct`)).toBeTruthy();
    expect(screen.getByText(`Attempts used: ${info.attemptsUsed} of ${info.attemptsAllowed}`)).toBeTruthy();
    expect(api.to(paths.start)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await find(() => screen.getByText(`0 of ${attempt.questions.length} answered`))).toBeTruthy();
    expect(api.to(paths.start)[0]?.url.searchParams.get('examId')).toBe(info.examId);
  });

  it('moves the focus from Start to the first question once the attempt starts', { timeout: 15_000 }, async () => {
    const { root, screen, user } = await mountExam();
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    const firstOption = (await find(() => screen.getByRole('group', { name: /^Question 1\./ }))).querySelector('input');
    expect(firstOption).toBeTruthy();
    await find(() => expect(root.activeElement).toBe(firstOption));
  });

  it('shows each question in a fieldset, in the order drawn: radios for single and true/false, checkboxes for multiple', async () => {
    const { screen, group } = await startExam();
    const legends = screen.getAllByRole('group', { name: /^Question \d/ }).map((fieldset) => fieldset.querySelector('legend')?.textContent);
    expect(legends).toEqual(attempt.questions.map((question, index) => `Question ${index + 1}. ${question.text}`));
    for (const [index, question] of attempt.questions.entries()) {
      const role = question.kind === 'multiple' ? 'checkbox' : 'radio';
      expect(group(question, index).getAllByRole(role)).toHaveLength(question.options.length);
    }
    expect(screen.getByText(/^Time: \d+ h \d+ min$|^Time: \d+ min \d+ s$/)).toBeTruthy();
  });

  it('saves each change at once (final:false), coalescing rapid changes into one save', async () => {
    const { api, screen, user, root, group } = await startExam();
    const [multiple, index] = questionOf('multiple');
    const [first, second] = multiple.options;
    if (!first || !second) throw new Error('the multiple-answer question has fewer than two options');
    await user.click(group(multiple, index).getByRole('checkbox', { name: first.text }));
    await user.click(group(multiple, index).getByRole('checkbox', { name: second.text }));
    await waitFor(() => expect(api.to(paths.submit)).toHaveLength(1));
    expect(bodies(api.to(paths.submit))).toEqual([
      { attemptId: attempt.attemptId, answers: [{ questionId: multiple.questionId, optionIds: [first.optionId, second.optionId] }], final: false },
    ]);
    expect(await find(() => screen.getByText('All answers saved.', { selector: '.tc-hint' }))).toBeTruthy();
    expect(root.querySelector('[part="announcer"]')?.textContent).toContain('All answers saved.');
  });

  it('keeps a failed save, says so, and sends it again on retry', async () => {
    let fail = true;
    const [single, index] = questionOf('single');
    const { api, screen, user, group } = await startExam({
      [paths.submit]: (request) => (fail ? new Response('down', { status: 502 }) : submitHandler(request)),
    });
    const choice = group(single, index).getByRole('radio', { name: optionText(single, 1) }) as HTMLInputElement;
    await user.click(choice);
    expect(await find(() => screen.getByText(/Your latest answers could not be saved yet/))).toBeTruthy();
    expect(choice.checked).toBe(true);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await find(() => screen.getByText('All answers saved.', { selector: '.tc-hint' }))).toBeTruthy();
    const [firstSave, secondSave] = bodies(api.to(paths.submit));
    expect(secondSave).toEqual(firstSave);
  });

  it("stops saving when the server says the attempt is closed, shows its message and offers the result", async () => {
    const message = errorMessages.en.attemptClosed;
    const [single, index] = questionOf('single');
    const { api, screen, user, navigations, group } = await startExam({ [paths.submit]: refuse(ResultCode.attemptClosed, message) });
    await user.click(group(single, index).getByRole('radio', { name: optionText(single, 0) }));
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error p' }))).toBeTruthy();
    expect((screen.getByRole('group', { name: /^Question 1\./ }) as HTMLFieldSetElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(api.to(paths.submit)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Open the result' }));
    expect(navigations.at(-1)).toMatchObject({ to: 'result', params: { attemptId: attempt.attemptId } });
  });

  it('asks before submitting with unanswered questions; keep answering sends nothing', async () => {
    const [single, index] = questionOf('single');
    const { api, screen, user, root, group } = await startExam();
    await user.click(group(single, index).getByRole('radio', { name: optionText(single, 0) }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const unanswered = attempt.questions.length - 1;
    const dialog = screen.getByRole('alertdialog', { name: `${unanswered} ${unanswered === 1 ? 'question is' : 'questions are'} not answered. Submit anyway?` });
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
    expect(bodies(api.to(paths.submit)).find((body) => body.final)?.answers).toEqual(
      attempt.questions.map((question) => ({ questionId: question.questionId, optionIds: question === single ? [single.options[0]?.optionId] : [] })),
    );
  });

  it('submits exactly once on a double click, then shows the result of the graded attempt', async () => {
    const { api, screen, user, navigations, group } = await startExam();
    for (const [index, question] of attempt.questions.entries()) {
      await user.click(group(question, index).getByRole(question.kind === 'multiple' ? 'checkbox' : 'radio', { name: optionText(question, 0) }));
    }
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    const result = courseFixture('result.lessonFailed1');
    expect(await find(() => screen.getByRole('heading', { level: 2, name: `Result: ${result.title}` }))).toBeTruthy();
    expect(bodies(api.to(paths.submit)).filter((body) => body.final)).toHaveLength(1);
    expect(navigations.at(-1)).toEqual({
      to: 'result',
      view: 'result',
      params: { courseId: info.courseId, lessonId: info.lessonId, examId: info.examId, attemptId: grade.attemptId, kind: 'certification' },
    });
    expect(api.to(paths.result)[0]?.url.searchParams.get('attemptId')).toBe(grade.attemptId);
  });

  it('after both attempts failed, says to watch the lesson again, with the attempts the server allows, and leads there', async () => {
    const repeat = courseFixture('examInfo.repeatLesson');
    const { screen, user, navigations } = await mountPlayer({ view: 'exam', 'exam-id': repeat.examId }, { [paths.info]: ok(repeat), [paths.last]: ok(null) });
    const allowed = repeat.attemptsAllowed;
    expect(await find(() => screen.getByText(`You did not pass the test in ${allowed} attempts. Watch the lesson again to get ${allowed} new attempts.`))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Watch the lesson' }));
    expect(navigations.at(-1)).toEqual({ to: 'video', view: 'video', params: { courseId: repeat.courseId, lessonId: repeat.lessonId, kind: 'certification' } });
  });

  it('explains why the final exam cannot start: the waiting period with the date new attempts open', async () => {
    const waiting = courseFixture('examInfo.finalWaiting');
    const { api, screen } = await mountPlayer({ view: 'exam', 'exam-id': waiting.examId }, { [paths.info]: ok(waiting), [paths.last]: ok(null) });
    expect(await find(() => screen.getByText(/^You have used all attempts of this test\. New attempts open on .+\.$/))).toBeTruthy();
    expect(screen.getByText(`Attempts used: ${waiting.attemptsUsed} of ${waiting.attemptsAllowed}`)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
    expect(api.to(paths.start)).toHaveLength(0);
  });

  it('says a passed final exam is passed', async () => {
    const passed = courseFixture('examInfo.finalPassed');
    const { screen } = await mountPlayer({ view: 'exam', 'exam-id': passed.examId }, { [paths.info]: ok(passed), [paths.last]: ok(null) });
    expect(await find(() => screen.getByText('You have already passed this test.'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start the test' })).toBeNull();
  });

  it("shows the server's message where the learner pressed Start when it refuses", async () => {
    const message = errorMessages.en.videoNotWatched;
    const { screen, user } = await mountExam({ [paths.start]: refuse(ResultCode.videoNotWatched, message) });
    await user.click(screen.getByRole('button', { name: 'Start the test' }));
    expect(await find(() => screen.getByText(message, { selector: '.tc-player__error p' }))).toBeTruthy();
  });

  describe('a test that does not exist', () => {
    const notFound = courseFixture('examInfo.notFound');
    const notFoundHandler = () => notFound;

    it('says so without Try again (the client also toasts it, spec 8) and links to the course the address named, which a click opens inside the player', async () => {
      const { screen, user, navigations } = await mountPlayer(
        { view: 'exam', 'exam-id': 'no-such-exam', 'course-id': info.courseId, 'course-url': '/course/detail?courseId={courseId}' },
        { [paths.info]: notFoundHandler },
      );
      await find(() => screen.getByText(notFound.message, { selector: '.tc-player__error p' }));
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      expect(toastStore.list().map((toast) => toast.message)).toEqual([notFound.message]);
      const course = screen.getByRole('link', { name: 'Go to the course' });
      expect(course.getAttribute('href')).toBe(`/course/detail?courseId=${info.courseId}`);
      await user.click(course);
      expect(navigations).toEqual([{ to: 'detail', view: 'detail', params: { courseId: info.courseId, kind: 'certification' } }]);
    });

    it("links to the page's course list when the address names no course", async () => {
      const { screen } = await mountPlayer({ view: 'exam', 'exam-id': 'no-such-exam', 'list-url': '/course/index' }, { [paths.info]: notFoundHandler });
      expect((await find(() => screen.getByRole('link', { name: 'All courses' }))).getAttribute('href')).toBe('/course/index');
      expect(screen.queryByRole('link', { name: 'Go to the course' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });

    it('offers the way back when Start finds the test gone too', async () => {
      const { screen, user } = await mountExam({ [paths.start]: notFoundHandler });
      await user.click(screen.getByRole('button', { name: 'Start the test' }));
      await find(() => screen.getByText(notFound.message, { selector: '.tc-player__error p' }));
      expect(screen.getByRole('link', { name: 'Go to the course' })).toBeTruthy();
    });

    it('says it in Spanish', async () => {
      await setLanguage('es');
      const spanish = courseFixture('examInfo.notFound.es');
      const { screen } = await mountPlayer({ view: 'exam', 'exam-id': 'no-such-exam', 'course-id': info.courseId }, { [paths.info]: () => spanish });
      await find(() => screen.getByText(spanish.message, { selector: '.tc-player__error p' }));
      expect(screen.getByRole('link', { name: 'Ir al curso' }).getAttribute('href')).toBe(`?courseId=${info.courseId}`);
    });

    it('keeps Try again for a failure that asking again may mend', async () => {
      const { screen } = await mountPlayer({ view: 'exam', 'exam-id': 'no-such-exam', 'course-id': info.courseId }, { [paths.info]: refuse(ResultCode.internal, 'The server failed.') });
      await find(() => screen.getByRole('button', { name: 'Try again' }));
      expect(screen.queryByRole('link', { name: 'Go to the course' })).toBeNull();
    });
  });
});
