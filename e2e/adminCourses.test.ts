import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminCoursePaths } from '../src/contract/adminCourse';
import { errorMessages } from '../src/contract/messages';
import { pathOf, waitForPath } from './support/browser';
import { choose, coursePlayer, lessonButton, startTest, submitTest, watchLesson } from './support/course';
import { openConsole } from './support/demoAccounts';
import { clickUntilRequest, field, logIn } from './support/journeys';
import { expectFilterRowInLine } from './support/layout';
import { portalPerFile } from './support/setup';

const e2e = portalPerFile();

// The seed's demo video: 12 s, watched at real speed by the learner below.
const demoVideo = fileURLToPath(new URL('../server/db/seed/videos/video-1.mp4', import.meta.url));
const videoSeconds = 12;

/** An account of `role` made with the admin CLI (sales: no installer-first lock on the new course). */
async function account(prefix: string, role: 'admin' | 'learner') {
  const name = `${prefix}${Date.now().toString(36)}`;
  const password = 'Start1pass';
  await e2e.portal.admin(['create-user', '--account', name, '--email', `${name}@e2e.test`, '--password', password, '--role', role, '--audience', 'sales', '--country', 'US', '--name', `Pat ${prefix}`, '--company', 'Bright Roofs Solar LLC']);
  return { name, password };
}

describe('course editor in Chromium (issue 13)', () => {
  it(
    'an admin creates a course with one lesson (uploading its video and its English captions) and a test, publishes it, and a learner watches the video with the captions on and passes the test',
    { timeout: 300_000 },
    async () => {
      const stamp = Date.now().toString(36);
      const title = `Battery Storage ${stamp}`;
      const lessonTitle = `Wiring the battery ${stamp}`;
      const question = 'Which terminal is connected first?';
      const captionLine = `Connect the positive terminal first (${stamp}).`;

      // The admin: from the account menu to the console's Courses section.
      const admin = await account('editor', 'admin');
      const staff = await e2e.newPage();
      await logIn(staff.page, admin.name, admin.password);
      await staff.page.getByRole('button', { name: /^Account menu/ }).click();
      await staff.page.getByRole('link', { name: 'Admin console' }).click();
      await staff.page.getByRole('navigation', { name: 'Admin console' }).getByRole('link', { name: 'Courses' }).click();
      await waitForPath(staff.page, '/admin/courses');
      const editor = staff.page.locator('tc-admin-courses');
      // The search's hint under its input once pushed it above the status and audience selects.
      await expectFilterRowInLine(editor.getByRole('search'));
      await editor.getByRole('button', { name: 'New course' }).click();

      // The course: a forgotten title is caught before anything is sent.
      await editor.getByRole('button', { name: 'Create the course' }).click();
      await editor.getByText('Title is required').waitFor();
      await field(editor, 'Title (English)').fill(title);
      await field(editor, 'Description (English)').fill('How home batteries are installed safely.');
      await field(editor, 'Audience').selectOption('sales');
      await editor.getByRole('checkbox', { name: /\(US\)$/ }).check();
      // A second click within the click throttle is ignored, as a person's double click.
      await clickUntilRequest(staff.page, editor.getByRole('button', { name: 'Create the course' }), adminCoursePaths.save);
      await editor.getByRole('heading', { name: `Edit course: ${title}` }).waitFor();
      await editor.getByText('Draft', { exact: true }).first().waitFor();

      // The lesson: its title, then its video; the upload shows its progress and the server reads the length.
      await field(editor, 'Lesson title (English)').fill(lessonTitle);
      const uploaded = staff.page.waitForResponse((response) => response.url().includes(adminCoursePaths.uploadLesson));
      await editor.getByLabel('Lesson video: choosing the file adds the lesson').setInputFiles(demoVideo);
      expect((await uploaded).status()).toBe(200);
      await editor.getByText('video-1.mp4 is uploaded.').waitFor();
      await editor.getByRole('status').filter({ hasText: `The lesson ${lessonTitle} is added.` }).waitFor();
      await editor.getByText(`Video 0 min ${videoSeconds} s`, { exact: false }).first().waitFor();

      // Its captions: a file that is not WebVTT is refused with the reason; a WebVTT file is kept, for English.
      const captions = editor.getByRole('group', { name: `Captions of ${lessonTitle}` });
      const englishCaptions = captions.getByLabel('English captions');
      await englishCaptions.setInputFiles({ name: 'notes.vtt', mimeType: 'text/vtt', buffer: Buffer.from(captionLine) });
      await captions.getByRole('alert').filter({ hasText: 'notes.vtt could not be uploaded: This file is not a caption file the player can show.' }).waitFor();
      await englishCaptions.setInputFiles({ name: 'wiring.vtt', mimeType: 'text/vtt', buffer: Buffer.from(`WEBVTT\n\n00:00.000 --> 00:06.000\n${captionLine}\n`) });
      await captions.getByText('wiring.vtt is uploaded.').waitFor();
      await editor.getByRole('status').filter({ hasText: `The English captions of ${lessonTitle} are saved.` }).waitFor();
      await captions.getByText('Uploaded. Choose a file to replace them.').waitFor();
      await captions.getByRole('button', { name: `Remove the English captions of ${lessonTitle}` }).waitFor();

      // Publishing before the lesson has its test is refused with the reason.
      await editor.getByRole('button', { name: 'Publish' }).click();
      await editor.getByRole('alert').filter({ hasText: 'every lesson needs a video and a test' }).waitFor();

      // The lesson test: one question, the first answer right; a pass mark of 0 is refused first.
      await editor.getByRole('button', { name: `Add the test of ${lessonTitle}` }).click();
      const test = editor.getByRole('form', { name: `Test of ${lessonTitle}` });
      await field(test, 'Question (English)').fill(question);
      await field(test, 'Answer 1 (English)').fill('The positive terminal');
      await field(test, 'Answer 2 (English)').fill('The negative terminal');
      await field(test, 'Pass mark (%)').fill('0');
      await test.getByRole('button', { name: 'Save the exam' }).click();
      await test.getByText('Enter the pass mark as a whole percent from 1 to 100').waitFor();
      await field(test, 'Pass mark (%)').fill('100');
      await clickUntilRequest(staff.page, test.getByRole('button', { name: 'Save the exam' }), adminCoursePaths.saveExam);
      await editor.getByRole('status').filter({ hasText: 'The exam is saved.' }).waitFor();

      await clickUntilRequest(staff.page, editor.getByRole('button', { name: 'Publish' }), adminCoursePaths.publish);
      await editor.getByRole('status').filter({ hasText: 'The course is published' }).waitFor();
      await editor.getByRole('button', { name: 'Unpublish' }).waitFor();

      // The learner: the course is in the list; the video plays to its end at real speed, then the test.
      const learner = await account('learner', 'learner');
      const { page } = await e2e.newPage();
      await logIn(page, learner.name, learner.password);
      // A library course: the Library section lists it.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Library' }).click();
      await waitForPath(page, '/library/index');
      const player = coursePlayer(page);
      await player.getByRole('link', { name: title, exact: true }).click();
      await waitForPath(page, (path) => path.startsWith('/library/course?courseId='));
      await lessonButton(page, 'Start', 1, lessonTitle).click();
      await waitForPath(page, (path) => path.startsWith('/library/video?'));
      // The video carries the English captions, on; the browser loaded the admin's line from the API.
      await player.getByText(`Video of the lesson ${lessonTitle}, with captions in English.`).waitFor();
      await expect
        .poll(
          () =>
            player.locator('video').evaluate((video: HTMLVideoElement) =>
              [...video.textTracks].map((track) => ({ language: track.language, kind: track.kind, mode: track.mode, cues: [...(track.cues ?? [])].map((cue) => (cue as VTTCue).text) })),
            ),
          { timeout: 10_000 },
        )
        .toEqual([{ language: 'en', kind: 'captions', mode: 'showing', cues: [captionLine] }]);
      expect((await watchLesson(page, videoSeconds, 'Start')).state).toBe('open');
      await player.getByRole('button', { name: 'Start Assessment', exact: true }).click();
      await waitForPath(page, (path) => path.startsWith('/library/video?') && path.includes('examId='));
      const attempt = await startTest(page);
      expect(attempt.questions.map((item) => item.text)).toEqual([question]);
      await choose(page, attempt.questions[0]!, 0, ['The positive terminal']);
      const grade = await submitTest(page);
      expect(grade).toMatchObject({ passed: true, correctPercent: 100 });
      await player.locator('[part~="outcome"]').filter({ hasText: 'Congratulations, you passed the test.' }).waitFor();
    },
  );

  it(
    "a course's editor and its lesson test have addresses: reload keeps them, Back returns to the list, and from the test to its course",
    { timeout: 120_000 },
    async () => {
      const { page, pageErrors } = await e2e.newPage();
      await openConsole(e2e.portal, page, 'Courses', '/admin/courses');
      const section = page.locator('tc-admin-courses');
      const edit = section.getByRole('link', { name: 'Edit Installation Certification' });
      const heading = section.getByRole('heading', { name: 'Edit course: Installation Certification' });

      // The editor: its own address, titled, and a reload opens it again.
      await edit.click();
      await waitForPath(page, (path) => /^\/admin\/courses\/[0-9a-f-]{36}$/.test(path));
      const coursePath = pathOf(page);
      await heading.waitFor();
      expect(await page.title()).toBe('Course editor · Training Center');
      await page.reload();
      await heading.waitFor();
      expect(pathOf(page)).toBe(coursePath);

      // Back: the list; Forward: the editor again.
      await page.goBack();
      await waitForPath(page, '/admin/courses');
      await edit.waitFor();
      await page.goForward();
      await waitForPath(page, coursePath);
      await heading.waitFor();

      // A lesson's test: its address below the course's, opened where it is on the page (not back at the top).
      const toggle = section.getByRole('button', { name: /^Edit the test of / }).first();
      await toggle.scrollIntoViewIfNeeded();
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(0);
      await toggle.click();
      await waitForPath(page, (path) => path.startsWith(`${coursePath}/lessons/`) && path.endsWith('/test'));
      const testPath = pathOf(page);
      const test = section.getByRole('form', { name: /^Test of / });
      await test.waitFor();
      expect(await page.title()).toBe('Lesson test editor · Training Center');
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
      await page.reload();
      await test.waitFor();
      expect(pathOf(page)).toBe(testPath);
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');

      // Back from the test: its course's editor, the test closed.
      await page.goBack();
      await waitForPath(page, coursePath);
      await heading.waitFor();
      await test.waitFor({ state: 'detached' });
      expect(await toggle.getAttribute('aria-expanded')).toBe('false');

      // A course that does not exist: the server's message and the way back to the list.
      await page.goto('/admin/courses/00000000-0000-4000-8000-000000000000');
      await section.getByText(errorMessages.en.notFound).waitFor();
      await section.getByRole('button', { name: 'Back to the courses' }).click();
      await waitForPath(page, '/admin/courses');
      await edit.waitFor();
      expect(pageErrors).toEqual([]);
    },
  );
});
