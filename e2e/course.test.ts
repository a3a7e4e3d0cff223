import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProgressResult } from '../src/contract/course';
import { loadingShown, pathOf, waitForPath, watchLoadingPlaceholders } from './support/browser';
import {
  answerAll,
  answerKey,
  choiceFor,
  choose,
  coursePlayer,
  createLearner,
  demoCourse,
  endReport,
  lessonButton,
  optionIds,
  progressReport,
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
const lessons = certification.lessons.map((lesson, index) => ({
  number: index + 1,
  title: lesson.title.en,
  captions: lesson.captions?.map((line) => line.en) ?? [],
  titleEs: lesson.title.es,
  durationSeconds: lesson.durationSeconds,
  key: answerKey(lesson.test.questions),
  questions: lesson.test.questions,
}));
const finalExam = certification.finalExams.find((exam) => exam.versionCode === 'US');

const passed = 'Congratulations, you passed the test.';

/** Locators of the player by what a person reads. */
const on = (page: Page) => {
  const player = coursePlayer(page);
  return {
    player,
    text: (value: string) => player.getByText(value, { exact: true }),
    // The visible outcome line; the player's live region repeats it for screen readers.
    outcome: (value: string) => player.locator('[part~="outcome"]').filter({ hasText: value }),
    button: (name: string) => player.getByRole('button', { name, exact: true }),
    fact: (name: string) => player.locator('[part~="result-facts"] div').filter({ has: page.getByText(name, { exact: true }) }).locator('dd'),
  };
};

/** From the list (reached from the main navigation) to the certification course's detail, through the course link. */
async function openCourse(page: Page): Promise<string> {
  const { player } = on(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Courses' }).click();
  await waitForPath(page, '/course/index');
  const link = player.getByRole('link', { name: certification.title.en, exact: true });
  expect(await link.getAttribute('href')).toMatch(/^\/course\/detail\?courseId=/);
  await link.click();
  await waitForPath(page, (path) => path.startsWith('/course/detail?courseId='));
  const courseId = new URL(page.url()).searchParams.get('courseId');
  if (!courseId) throw new Error('no courseId in the detail address');
  return courseId;
}

/** Waits until the player's video has played to `seconds`. */
const videoReaches = (page: Page, seconds: number) =>
  page.waitForFunction((at) => (document.querySelector('tc-course-player')?.shadowRoot?.querySelector('video')?.currentTime ?? 0) >= at, seconds);

/** A lesson video's file, as the lesson view's signed URL names it. */
const videoPath = '**/training-api/media/video/**';

/** Waits until the player's video stands at `seconds` (where the server resumes it). */
const videoStandsAt = (page: Page, seconds: number) =>
  page.waitForFunction((at) => document.querySelector('tc-course-player')?.shadowRoot?.querySelector('video')?.currentTime === at, seconds, { timeout: 10_000 });

/**
 * A new learner opens lesson 1, presses Start and plays it a third of the way, still playing. `slowVideo`: the
 * video's answer waits until Start is pressed, as on a slow line (the button is there before the video's metadata).
 */
async function playLessonOneAThird(name: string, { slowVideo = false } = {}) {
  const user = await createLearner(e2e.portal, name);
  const { page, pageErrors } = await e2e.newPage();
  const { player, button } = on(page);
  const [lesson1] = lessons;
  if (!lesson1) throw new Error('the demo course has no lessons');
  await logIn(page, user.account, user.password);
  await openCourse(page);
  let releaseVideo = () => {};
  const videoReleased = new Promise<void>((resolve) => (releaseVideo = resolve));
  if (slowVideo)
    await page.route(videoPath, async (route) => {
      await videoReleased;
      await route.continue();
    });
  await lessonButton(page, 'Start', 1, lesson1.title).click();
  await waitForPath(page, (path) => path.startsWith('/course/video?'));
  const video = player.locator('video');
  await video.waitFor();
  if (slowVideo) expect(await video.evaluate((element: HTMLVideoElement) => element.readyState)).toBe(0);
  await button('Start').click();
  releaseVideo();
  await videoReaches(page, lesson1.durationSeconds / 3);
  // While the video plays, its button pauses it (it said Start when the page opened).
  await button('Pause').waitFor();
  return { page, pageErrors, video, lesson1 };
}

describe('the course player in Chromium (issues 3 and 7)', () => {
  it('a learner who opens the address of a course that does not exist is told so and follows All courses to the list', { timeout: 60_000 }, async () => {
    const user = await createLearner(e2e.portal, 'nocourse');
    const { page, pageErrors } = await e2e.newPage();
    const { player, text } = on(page);
    await logIn(page, user.account, user.password);
    await page.goto('/course/detail?courseId=no-such-course');
    const courseNotFound = 'This course does not exist or is no longer offered.';
    await text(courseNotFound).waitFor();
    expect(await player.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    // Spec 8: the failed call's message is toasted too.
    await page.locator('tc-toaster').getByRole('alert').filter({ hasText: courseNotFound }).waitFor();
    await player.getByRole('link', { name: 'All courses', exact: true }).click();
    await waitForPath(page, '/course/index');
    await player.getByRole('link', { name: certification.title.en, exact: true }).waitFor();
    expect(pageErrors).toEqual([]);
  });

  it("a learner opens lesson 1's transcript, plays the video from its second line, and that line is marked while it is said; a search finds a line", { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'transcript');
    const { page, pageErrors } = await e2e.newPage();
    const { player } = on(page);
    const [lesson1] = lessons;
    if (!lesson1 || lesson1.captions.length < 2) throw new Error('the demo lesson 1 has captions');
    await logIn(page, user.account, user.password);
    await openCourse(page);
    await lessonButton(page, 'Start', 1, lesson1.title).click();
    await waitForPath(page, (path) => path.startsWith('/course/video?'));
    const video = player.locator('video');
    await video.waitFor();

    await player.getByText('Transcript', { exact: true }).click();
    const transcript = player.getByRole('list', { description: 'Choose a line to play the video from there; the arrow keys move between lines.' });
    const lines = transcript.getByRole('button');
    await expect.poll(() => lines.count(), { timeout: 10_000 }).toBe(lesson1.captions.length);
    const span = lesson1.durationSeconds / lesson1.captions.length;
    const second = lines.nth(1);
    expect(await second.textContent()).toBe(`0 min ${Math.floor(span)} s ${lesson1.captions[1]}`);

    // The line plays the video from where it is said, reported to the server like any play.
    const played = progressReport(page, 'play');
    await second.click();
    const report = (await played).request().postDataJSON() as { positionSeconds: number };
    expect(report.positionSeconds).toBeGreaterThanOrEqual(span - 0.5);
    expect(report.positionSeconds).toBeLessThan(2 * span);
    // Marked from its first second (where the browser still counts the line before as active too).
    await expect.poll(() => second.getAttribute('aria-current'), { timeout: 10_000 }).toBe('true');
    expect(await lines.first().getAttribute('aria-current')).toBeNull();
    // Played on, the next line is marked in its turn (a loaded machine may play slowly: as long as videoReaches waits).
    await expect.poll(() => lines.nth(2).getAttribute('aria-current'), { timeout: 30_000 }).toBe('true');
    expect(await second.getAttribute('aria-current')).toBeNull();
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    // From the keyboard: the clicked line holds the focus, and the arrow keys move it along the lines.
    await page.keyboard.press('ArrowUp');
    expect(await lines.first().evaluate((line) => line === (line.getRootNode() as ShadowRoot).activeElement)).toBe(true);
    expect(await lines.evaluateAll((all) => all.map((line) => (line as HTMLElement).tabIndex))).toEqual([0, ...lesson1.captions.slice(1).map(() => -1)]);

    // A search keeps the lines that contain its word (whatever its case), and a line found plays from where it is said.
    const [, , third = ''] = lesson1.captions;
    const wordOf = (line: string): string[] => line.toLowerCase().match(/\p{L}+/gu) ?? [];
    const word = wordOf(third).find((each) => each.length > 4 && lesson1.captions.every((line, index) => index === 2 || !wordOf(line).includes(each)));
    if (!word) throw new Error("lesson 1's third caption has a word of its own");
    await player.getByRole('searchbox', { name: 'Find in the transcript' }).pressSequentially(word.toUpperCase());
    await player.getByText(`1 line contains “${word.toUpperCase()}”.`).waitFor();
    expect(await lines.count()).toBe(1);
    const at = third.toLowerCase().indexOf(word);
    expect(await transcript.locator('mark').allTextContents()).toEqual([third.slice(at, at + word.length)]);
    const playedFound = progressReport(page, 'play');
    await lines.first().click();
    expect(((await playedFound).request().postDataJSON() as { positionSeconds: number }).positionSeconds).toBeGreaterThanOrEqual(2 * span - 0.5);
    expect(pageErrors).toEqual([]);
  });

  it('a new learner keeps the list filter over a reload, then plays lesson 1 once at normal speed and the test opens', { timeout: 120_000 }, async () => {
    const user = await createLearner(e2e.portal, 'firstwatch');
    const { page, pageErrors } = await e2e.newPage();
    const { player, text, button } = on(page);
    await logIn(page, user.account, user.password);

    await page.goto('/course/index');
    await player.getByRole('radio', { name: 'In progress' }).check();
    await waitForPath(page, '/course/index?status=in_progress');
    await text('No Courses in Progress').waitFor();
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/training-api/')) asked.push(pathname.slice('/training-api'.length));
    });
    await watchLoadingPlaceholders(page, '.tc-player__loading');
    await page.reload();
    await text('No Courses in Progress').waitFor();
    expect(await player.getByRole('radio', { name: 'In progress' }).isChecked()).toBe(true);
    // Opened anew, the page brought the session check and its filtered list with it: the list's first render shows it.
    expect(asked).not.toContain('/getUserInfo');
    expect(asked).not.toContain('/course/list');
    expect(await loadingShown(page)).toBe(false);
    await player.getByRole('radio', { name: 'All' }).check();
    await waitForPath(page, '/course/index');
    await expect.poll(() => asked.includes('/course/list')).toBe(true);

    await openCourse(page);
    const [lesson1] = lessons;
    if (!lesson1) throw new Error('the demo course has no lessons');
    // Opened anew, the course's page brings the course with its lessons (a POST that only reads).
    await lessonButton(page, 'Start', 1, lesson1.title).waitFor();
    asked.length = 0;
    await page.reload();
    await lessonButton(page, 'Start', 1, lesson1.title).waitFor();
    expect(asked).not.toContain('/related/getInstallerCourseRelated');
    expect(await loadingShown(page)).toBe(false);
    // Never started: Start, not Continue; the test says what opens it, with the server's share.
    await lessonButton(page, 'Start', 1, lesson1.title).click();
    await waitForPath(page, (path) => path.startsWith('/course/video?'));
    expect(await button('Start Assessment').isDisabled()).toBe(true);
    await text('Watch 95% of the video to open the test.').waitFor();

    // While it plays, the learner reads the share the server credits grow in steps, not one jump near the end.
    const shares = new Set<number>();
    let watching = true;
    const reading = (async () => {
      while (watching) {
        const shown = await player.getByText(/^\d+% watched$/).textContent({ timeout: 1_000 }).catch(() => null);
        if (shown) shares.add(Number(shown.split('%')[0]));
        await page.waitForTimeout(250);
      }
    })();
    const watched = await watchLesson(page, lesson1.durationSeconds, 'Start').finally(() => (watching = false));
    await reading;
    expect([...shares].filter((share) => share > 0 && share < 95).length, `shares shown: ${[...shares].join(', ')}`).toBeGreaterThanOrEqual(3);
    expect(watched.state).toBe('open');
    await expect.poll(() => button('Start Assessment').isEnabled(), { timeout: 10_000 }).toBe(true);
    await text('The test of this lesson is open.').waitFor();
    // The share the server credited (the time actually played, whatever this shared machine's speed).
    await text(`${watched.videoPercent}% watched`).waitFor();
    // Watched to its end: the button offers to watch it again, not Start.
    await button('Replay').waitFor();
    expect(await button('Start').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it('a learner who pauses part way and reloads continues where it stopped; dragged back while paused, it continues from there; that one viewing opens the test', { timeout: 120_000 }, async () => {
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('pausereload');
    const { button } = on(page);
    // The learner pauses (the native control's pause), and the player reports it.
    const pauseReport = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const paused = (await (await pauseReport).json()) as { result: ProgressResult };
    expect(paused.result).toMatchObject({ videoAction: 'continue', resumeSeconds: Math.floor(paused.result.positionSeconds) });
    // The server's answer to the pause sets the button, without a reload.
    await button('Continue').waitFor();
    await page.reload();
    // The server says where it resumes: the video stands there.
    await videoStandsAt(page, paused.result.resumeSeconds);
    // Paused, the learner drags the native slider back to 2 s: the player reports where it stands, and a reload opens it there.
    const movedReport = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 2;
    });
    const moved = (await (await movedReport).json()) as { result: ProgressResult };
    expect(moved.result).toMatchObject({ positionSeconds: 2, videoAction: 'continue', resumeSeconds: 2 });
    await page.reload();
    await videoStandsAt(page, 2);
    // Continue, from there, to the end.
    const watched = await watchLesson(page, lesson1.durationSeconds, 'Continue');
    expect(watched.state).toBe('open');
    await expect.poll(() => button('Start Assessment').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('a learner who reloads while the video plays continues from that second, and the part played before the reload counts', { timeout: 120_000 }, async () => {
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('playreload');
    const { player, text, button } = on(page);
    // Under the player's 10 s between reports: only the play has gone out when the page reloads.
    const leftAt = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.reload();
    await button('Continue').waitFor();
    // The server kept where it played to: the share is shown and the video stands at that second.
    const shown = Number((await player.getByText(/^\d+% watched$/).textContent())?.split('%')[0]);
    expect(shown).toBeGreaterThanOrEqual(Math.floor((100 * (leftAt - 1)) / lesson1.durationSeconds));
    await videoReaches(page, leftAt - 1);
    const watched = await watchLesson(page, lesson1.durationSeconds, 'Continue');
    expect(watched.state).toBe('open');
    await text('The test of this lesson is open.').waitFor();
    expect(pageErrors).toEqual([]);
  });

  it('a learner who switches the page to Spanish while lesson 1 plays reads the lesson in Spanish, and the video plays on from where it was', { timeout: 120_000 }, async () => {
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('playspanish');
    const { player, button } = on(page);
    const before = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
    await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('es');
    await player.getByRole('heading', { level: 2, name: lesson1.titleEs, exact: true }).waitFor();
    // Same video, still playing, past where it was: the new answer in Spanish did not start it over.
    await button('Pausar').waitFor();
    await videoReaches(page, before + 1);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
    expect(await player.getByRole('button', { name: 'Iniciar evaluación' }).count()).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  it('a learner who drags a video to its end without watching it comes back to Continue from where the server resumes it, not from the end', { timeout: 120_000 }, async () => {
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('skiptoend');
    const { player, button } = on(page);
    // Still playing, the learner drags the native slider to just before the end and lets it play out.
    const ended = endReport(page, lesson1.durationSeconds);
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = element.duration - 0.5;
    });
    const atEnd = (await (await ended).json()) as { result: ProgressResult };
    // Not watched: still Continue, and not from the end but from its first second not watched.
    expect(atEnd.result).toMatchObject({ videoAction: 'continue', test: { state: 'watchVideo' } });
    const { resumeSeconds } = atEnd.result;
    expect(resumeSeconds).toBeGreaterThanOrEqual(Math.floor(lesson1.durationSeconds / 3) - 1);
    expect(resumeSeconds).toBeLessThanOrEqual(lesson1.durationSeconds - 2);
    await button('Continue').waitFor();

    // Back to the course and into the lesson again, as a person comes back: Continue, the video where the server resumes it.
    await player.getByRole('button', { name: 'Back to the course', exact: true }).click();
    await waitForPath(page, (path) => path.startsWith('/course/detail?'));
    await lessonButton(page, 'Continue', 1, lesson1.title).click();
    await waitForPath(page, (path) => path.startsWith('/course/video?'));
    await videoStandsAt(page, resumeSeconds);
    // A reload opens it there too.
    await page.reload();
    await videoStandsAt(page, resumeSeconds);
    // From there to the end is one viewing's worth: the test opens.
    const watched = await watchLesson(page, lesson1.durationSeconds, 'Continue');
    expect(watched.state).toBe('open');
    await expect.poll(() => button('Start Assessment').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  it('a learner who plays the first third again after dragging back to the start sees the same share watched; the test opens once the rest is played', { timeout: 120_000 }, async () => {
    // Start pressed before the video's metadata: the player makes no seek then, so none may hide the learner's move from the server.
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('rewatch', { slowVideo: true });
    const { button } = on(page);
    const firstPause = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const first = (await (await firstPause).json()) as { result: ProgressResult };
    expect(first.result.videoPercent).toBeGreaterThan(0);
    // Paused, the learner drags the native slider back to the start, presses Continue and plays the same third again.
    const movedReport = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => {
      element.currentTime = 0;
    });
    expect(((await (await movedReport).json()) as { result: ProgressResult }).result).toMatchObject({ positionSeconds: 0, videoPercent: first.result.videoPercent });
    await button('Continue').click();
    await videoReaches(page, first.result.positionSeconds);
    const secondPause = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    const second = (await (await secondPause).json()) as { result: ProgressResult };
    // Seconds seen twice count once: the share is where the furthest viewing reached, not the two added up.
    const furthest = Math.max(first.result.positionSeconds, second.result.positionSeconds);
    expect(second.result).toMatchObject({ videoPercent: Math.floor((100 * furthest) / lesson1.durationSeconds), test: { state: 'watchVideo' } });
    await button('Continue').waitFor();
    // The rest of the video, played once from there: the test opens.
    const watched = await watchLesson(page, lesson1.durationSeconds, 'Continue');
    expect(watched).toEqual({ state: 'open', videoPercent: 100 });
    expect(pageErrors).toEqual([]);
  });

  it('a learner who skipped the middle third sees it listed as not watched, plays it with its button, and the test opens', { timeout: 120_000 }, async () => {
    const { page, pageErrors, video, lesson1 } = await playLessonOneAThird('skipmiddle');
    const { player, button, text } = on(page);
    const firstPause = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement) => element.pause());
    await firstPause;
    // Paused, the learner drags the native slider to two thirds and plays on to the end with Continue.
    const moved = progressReport(page, 'pause');
    await video.evaluate((element: HTMLVideoElement, seconds) => {
      element.currentTime = seconds;
    }, (2 * lesson1.durationSeconds) / 3);
    await moved;
    expect((await watchLesson(page, lesson1.durationSeconds, 'Continue')).state).toBe('watchVideo');

    // The middle third is listed (its seconds depend on when the reports left), and left unfilled in the bar.
    const notWatched = player.getByRole('list', { name: 'Not watched yet:', exact: true });
    await expect.poll(() => notWatched.getByRole('button').count(), { timeout: 10_000 }).toBe(1);
    const part = notWatched.getByRole('button');
    const [, from, to] = /^Play from 0 min (\d+) s to 0 min (\d+) s$/.exec((await part.textContent()) ?? '') ?? [];
    expect(Number(from)).toBeGreaterThanOrEqual(lesson1.durationSeconds / 3 - 1);
    expect(Number(to)).toBeLessThanOrEqual((2 * lesson1.durationSeconds) / 3 + 2);
    expect(await player.locator('[part="progress"] .tc-progress__gap').count()).toBe(1);

    // Its button plays it from its first second; played on to the end, the test opens and the list goes.
    const ended = endReport(page, lesson1.durationSeconds);
    await part.click();
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), { timeout: 5_000 }).toBeGreaterThanOrEqual(Number(from));
    expect(await video.evaluate((element: HTMLVideoElement) => element.currentTime)).toBeLessThan(Number(to));
    const atEnd = (await (await ended).json()) as { result: ProgressResult };
    expect(atEnd.result).toMatchObject({ test: { state: 'open' }, unwatchedParts: [] });
    await text('The test of this lesson is open.').waitFor();
    expect(await notWatched.count()).toBe(0);
    // The part's button had the focus: it moved on to the test, not back to the start of the page.
    await expect.poll(() => button('Start Assessment').evaluate((element) => element === (element.getRootNode() as ShadowRoot).activeElement), { timeout: 5_000 }).toBe(true);
    expect(await player.locator('[part="progress"] .tc-progress__gap').count()).toBe(0);
    expect(pageErrors).toEqual([]);
  });

  it(
    'fail twice and reload: repeat the lesson; repeat, pass and reload: the next lesson; every lesson, the final exam after a reload, the certificate',
    { timeout: 300_000 },
    async () => {
      if (!finalExam) throw new Error('the demo course has no US final exam');
      const [lesson1, ...laterLessons] = lessons;
      if (!lesson1) throw new Error('the demo course has no lessons');
      const finalKey = answerKey(finalExam.pool);

      const user = await createLearner(e2e.portal, 'journey');
      const { page, pageErrors } = await e2e.newPage();
      const { player, text, outcome, button, fact } = on(page);
      await logIn(page, user.account, user.password);
      const courseId = await openCourse(page);
      await expect.poll(() => page.title(), { timeout: 10_000 }).toBe('Course details · Training Center');
      await expect.poll(() => button('Start the final test').getAttribute('aria-disabled'), { timeout: 10_000 }).toBe('true');

      // Lesson 1: watch, then fail the test twice on purpose.
      await lessonButton(page, 'Start', 1, lesson1.title).click();
      await waitForPath(page, (path) => path.startsWith(`/course/video?courseId=${courseId}&lessonId=`));
      expect((await watchLesson(page, lesson1.durationSeconds, 'Start')).state).toBe('open');
      await button('Start Assessment').click();
      await waitForPath(page, (path) => path.startsWith('/course/exam?') && path.includes('examId='));

      for (const attemptNumber of [1, 2]) {
        const attempt = await startTest(page);
        expect(attempt.questions).toHaveLength(lesson1.questions.length);
        await answerAll(page, attempt, lesson1.key, 'wrong');
        const grade = await submitTest(page);
        expect(grade).toMatchObject({ passed: false, correctCount: 0, attemptsUsed: attemptNumber, attemptsAllowed: 2 });
        await waitForPath(page, (path) => path.startsWith('/course/result?') && path.includes(`attemptId=${grade.attemptId}`));
        await expect.poll(() => fact('Attempt').textContent(), { timeout: 10_000 }).toBe(`Attempt ${attemptNumber} of 2`);
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
          await outcome('You did not pass the test. Please try again.').waitFor();
          await text('You have 1 attempt left.').waitFor();
          await button('Retake the test').click();
          await waitForPath(page, (path) => path.startsWith('/course/exam?'));
        }
      }

      // Both attempts failed, and a reload still says so: repeat the lesson, no retake, no "Please try again".
      const secondFailure = pathOf(page);
      await page.reload();
      expect(pathOf(page)).toBe(secondFailure);
      await outcome('You did not pass the test.').waitFor();
      expect(await fact('Attempt').textContent()).toBe('Attempt 2 of 2');
      await text(`No attempt is left. Watch “${lesson1.title}” again to get new attempts.`).waitFor();
      expect(await button('Retake the test').count()).toBe(0);
      expect(await player.getByText('Please try again', { exact: false }).count()).toBe(0);

      // The same page in Spanish.
      await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
      await on(page).button('Repetir la lección').waitFor();
      await on(page).outcome('No aprobó la prueba.').waitFor();
      expect(await on(page).fact('Intento').textContent()).toBe('Intento 2 de 2');
      await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');

      await button('Repeat the lesson').click();
      await waitForPath(page, (path) => path.startsWith('/course/video?'));
      await text('You did not pass the test in 2 attempts. Watch the lesson again to get 2 new attempts.').waitFor();
      expect(await button('Start Assessment').isDisabled()).toBe(true);
      expect((await watchLesson(page, lesson1.durationSeconds, 'Replay')).state).toBe('open');
      await expect.poll(() => button('Start Assessment').isEnabled(), { timeout: 10_000 }).toBe(true);

      // Pass lesson 1, reload its result: the next lesson is offered; then lessons 2 to 4, each reached from the previous result.
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
        if (current === lesson1) {
          await page.reload();
          await outcome(passed).waitFor();
          expect(await fact('Attempt').textContent()).toBe('Attempt 1 of 2');
        }
        if (!next) break;
        await button(`Next lesson: ${next.title}`).click();
        await waitForPath(page, (path) => path.startsWith('/course/video?'));
        expect((await watchLesson(page, next.durationSeconds, 'Start')).state).toBe('open');
        current = next;
      }

      // The course detail: a passed lesson says so, with its score, and offers no Start Assessment.
      await player.getByRole('button', { name: 'Back to the course', exact: true }).click();
      await waitForPath(page, (path) => path.startsWith('/course/detail?'));
      const lesson1Item = player.locator('[part~="lesson"]').filter({ hasText: `Lesson 1: ${lesson1.title}` });
      await lesson1Item.getByText('Test passed with 100%.', { exact: true }).waitFor();
      expect(await lesson1Item.getByRole('button', { name: /Start Assessment|Start the test/ }).count()).toBe(0);
      await lessonButton(page, 'Replay', 1, lesson1.title).waitFor();

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
    },
  );
});
