import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { coursePaths, type CourseListResult, type ExamInfo } from '../../src/contract/course';
import type { CourseFixtureName } from '../../src/testing/fixtures/course/manifest';
import { AdminCourseClient } from './adminCourseTestKit';
import { hours, minutes, seconds } from './clock';
import { installationSlug, ok, type CourseTestContext, type Learner } from './courseTestKit';

/** Where the recorded course fixtures live (see its README.md). */
export const courseFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/course');

const uuidPattern = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

// A certificate's serial (`newSerial` in server/modules/certificate/serial.ts): random, like an id.
const serialPattern = /\bTC(?:-[0-9A-F]{4}){4}\b/g;
// A test learner's account (`signedInUser` in server/test/testApp.ts): the process id and a per-process count.
const learnerAccountPattern = /\blearner\.\d+\.\d+\b/g;

/** The stand-in already given to `value`, or the next one `standIn` numbers. */
const numbered = (known: Map<string, string>, value: string, standIn: (n: number) => string): string => {
  const given = known.get(value) ?? standIn(known.size + 1);
  known.set(value, given);
  return given;
};

/**
 * Replaces every uuid, certificate serial and test learner's account by a stable stand-in (numbered in order of first appearance)
 * and every URL signature by a constant, so recording again rewrites only what changed.
 */
export class Normalizer {
  private readonly ids = new Map<string, string>();
  private readonly serials = new Map<string, string>();
  private readonly accounts = new Map<string, string>();

  normalize(value: unknown): unknown {
    if (typeof value === 'string') {
      return value
        .replace(uuidPattern, (id) => numbered(this.ids, id.toLowerCase(), (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`))
        .replace(serialPattern, (serial) => numbered(this.serials, serial, (n) => `TC-0000-0000-0000-${String(n).padStart(4, '0')}`))
        .replace(learnerAccountPattern, (account) => numbered(this.accounts, account, (n) => `learner.${n}`))
        .replace(/([?&]sig=)[\w-]+/g, '$1recorded')
        .replace(/([?&]exp=)\d+/g, '$11900000000');
    }
    if (Array.isArray(value)) return value.map((item) => this.normalize(item));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, this.normalize(inner)]));
    return value;
  }
}

// Keys whose string values name a state: a change of state is a change of shape.
const stateKeys = new Set(['kind', 'state', 'reason', 'outcome', 'status', 'videoAction', 'result', 'audience']);
// Questions are drawn at random from a pool: which kinds come up is not part of the shape.
const drawnKeys = new Set(['questions']);

/** The shape of a JSON value: keys and types, the values of state keys, array element shapes (deduplicated). */
export const shapeOf = (value: unknown, key = '', drawn = false): unknown => {
  if (value === null) return 'null';
  if (Array.isArray(value)) return [...new Set(value.map((item) => JSON.stringify(shapeOf(item, '', drawn))))].sort().map((shape) => JSON.parse(shape) as unknown);
  if (typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, inner]) => [name, shapeOf(inner, name, drawn || drawnKeys.has(name))]),
    );
  }
  if (typeof value === 'string' && stateKeys.has(key) && !drawn) return `"${value}"`;
  return typeof value;
};

export type Recording = Map<CourseFixtureName, unknown>;

/**
 * Drives the real API through every state of the demo certification course, one learner, as a
 * person would (plays the videos, fails and passes tests, waits), and keeps each answer by name.
 */
export const recordCourseJourney = async (kit: CourseTestContext): Promise<Recording> => {
  const recording: Recording = new Map();
  const learner: Learner = await kit.learner();
  const courseId = await kit.courseId(installationSlug);
  const keep = (name: CourseFixtureName, value: unknown) => {
    recording.set(name, value);
    return value;
  };
  const detail = async (name: CourseFixtureName, lang?: string) => keep(name, await learner.detail(courseId, lang));
  const examInfo = async (name: CourseFixtureName, examId: string) => keep(name, ok<ExamInfo>(await learner.examInfo(examId)));
  const result = async (name: CourseFixtureName, attemptId: string) => keep(name, ok(await learner.result(attemptId)));
  const list = async (name: CourseFixtureName) => keep(name, ok(await learner.api<CourseListResult>('GET', coursePaths.list)));

  await list('courseList.fresh');
  const fresh = await learner.detail(courseId);
  await detail('courseDetail.fresh');
  await detail('courseDetail.fresh.es', 'es');
  const [first, ...rest] = fresh.lessons;
  if (!first || !fresh.finalExamId) throw new Error('the demo certification course has lessons and a final exam');
  for (const caption of first.captions) keep(`captionFile.${caption.language}`, (await kit.ctx.app.inject({ method: 'GET', url: caption.url })).body);

  // Lesson 1: played to the middle and paused.
  keep('progress.play', ok(await learner.report(courseId, first.lessonId, 0, 'play')));
  kit.clock.advance(seconds(first.durationSeconds / 2));
  keep('progress.paused', ok(await learner.report(courseId, first.lessonId, first.durationSeconds / 2, 'pause')));
  await detail('courseDetail.videoPartWatched');
  // Continued for a second, then dragged to just before the end (a pause where it was, a play where it lands) and played out.
  kit.clock.advance(minutes(2));
  ok(await learner.report(courseId, first.lessonId, first.durationSeconds / 2, 'play'));
  kit.clock.advance(seconds(1));
  ok(await learner.report(courseId, first.lessonId, first.durationSeconds / 2 + 1, 'pause'));
  ok(await learner.report(courseId, first.lessonId, first.durationSeconds - 0.5, 'play'));
  kit.clock.advance(seconds(0.5));
  keep('progress.endedUnwatched', ok(await learner.report(courseId, first.lessonId, first.durationSeconds, 'pause')));
  const skipped = await learner.detail(courseId);
  keep('courseDetail.videoSkippedToEnd', skipped);
  // Continue, from where the server resumes it, on to the end.
  const resumeAt = skipped.lessons[0]?.resumeSeconds ?? 0;
  kit.clock.advance(minutes(2));
  ok(await learner.report(courseId, first.lessonId, resumeAt, 'play'));
  kit.clock.advance(seconds(first.durationSeconds - resumeAt));
  keep('progress.testOpened', ok(await learner.report(courseId, first.lessonId, first.durationSeconds, 'pause')));
  await detail('courseDetail.testOpen');
  await examInfo('examInfo.lessonOpen', first.examId);

  // Failed once, then twice: the lesson must be watched again.
  const attempt = ok(await learner.start(first.examId));
  keep('attempt.lesson', attempt);
  // The test and its attempt read again in Spanish (a learner who switches language mid-test): same questions and order, Spanish words.
  keep('examInfo.inProgress.es', ok(await learner.api('GET', coursePaths.examInfo, { query: { examId: first.examId }, lang: 'es' })));
  keep('attempt.lesson.es', ok(await learner.api('GET', coursePaths.lastAttempt, { query: { examId: first.examId }, lang: 'es' })));
  kit.clock.advance(seconds(75));
  const failed1 = keep('grade.lessonFailed1', ok(await learner.submit(attempt.attemptId, await learner.answers(attempt, ['right', 'right', 'wrong', 'wrong', 'wrong']), true))) as {
    attemptId: string;
  };
  await result('result.lessonFailed1', failed1.attemptId);
  keep('review.lessonFailed1', ok(await learner.api('GET', coursePaths.listAnswer, { query: { attemptId: failed1.attemptId } })));
  await detail('courseDetail.failedOnce');
  await examInfo('examInfo.lessonFailedOnce', first.examId);
  kit.clock.advance(minutes(5));
  const failed2 = await learner.takeExam(first.examId, 'wrong');
  await result('result.lessonFailed2', failed2.attemptId);
  await detail('courseDetail.repeatLesson');
  await examInfo('examInfo.repeatLesson', first.examId);

  // Watched again: two new attempts; passed: the next lesson.
  kit.clock.advance(minutes(10));
  await learner.watch(courseId, first.lessonId, first.durationSeconds);
  await result('result.lessonFailed2.afterRewatch', failed2.attemptId);
  kit.clock.advance(minutes(1));
  const passed = await learner.takeExam(first.examId, 'right');
  await result('result.lessonPassed', passed.attemptId);
  await result('result.lessonFailed2.afterPass', failed2.attemptId);
  await detail('courseDetail.lessonPassed');

  for (const lesson of rest) {
    kit.clock.advance(minutes(3));
    await learner.watch(courseId, lesson.lessonId, lesson.durationSeconds);
    await learner.takeExam(lesson.examId, 'right');
  }
  await detail('courseDetail.finalExamOpen');

  // The final exam: failed twice, the waiting period, passed: the certificate.
  const examId = fresh.finalExamId;
  await examInfo('examInfo.finalOpen', examId);
  const finalAttempt = ok(await learner.start(examId));
  keep('attempt.final', finalAttempt);
  kit.clock.advance(minutes(8));
  const finalFailed1 = ok(await learner.submit(finalAttempt.attemptId, await learner.answers(finalAttempt, 'wrong'), true));
  await result('result.finalFailed1', finalFailed1.attemptId);
  kit.clock.advance(minutes(4));
  const finalFailed2 = await learner.takeExam(examId, 'wrong');
  await result('result.finalFailed2', finalFailed2.attemptId);
  await detail('courseDetail.waiting');
  await examInfo('examInfo.finalWaiting', examId);
  kit.clock.advance(hours(24));
  await learner.signInAgain();
  const finalPassed = await learner.takeExam(examId, 'right');
  await result('result.finalPassed', finalPassed.attemptId);
  await detail('courseDetail.certified');
  await examInfo('examInfo.finalPassed', examId);
  await list('courseList.certified');
  keep('history.certified', ok(await learner.api('GET', coursePaths.examHistory)));

  // Another learner watches lesson 1 in four parts with a second skipped before each: four parts not watched.
  const skipper = await kit.learner();
  kit.clock.advance(minutes(1));
  for (const from of [1, 4, 7, 10]) {
    ok(await skipper.report(courseId, first.lessonId, from, 'play'));
    kit.clock.advance(seconds(2));
    const paused = ok(await skipper.report(courseId, first.lessonId, from + 2, 'pause'));
    if (from === 10) keep('progress.watchedInParts', paused);
    kit.clock.advance(seconds(5));
  }
  keep('courseDetail.watchedInParts', await skipper.detail(courseId));

  // Last, as it changes the catalogue: an admin removes lesson 1's captions, and the course shows it without them.
  const editor = new AdminCourseClient(kit.ctx, (await kit.ctx.signedInUser({ role: 'admin' })).token);
  for (const language of ['en', 'es']) ok(await editor.deleteCaption(first.lessonId, language));
  keep('courseDetail.uncaptioned', await skipper.detail(courseId));
  // A course address typed or kept after the course went: the whole envelope, as a widget meets it.
  keep('courseDetail.notFound', (await skipper.api('POST', coursePaths.detail, { body: { courseId: 'no-such-course' } })).body);
  keep('courseDetail.notFound.es', (await skipper.api('POST', coursePaths.detail, { body: { courseId: 'no-such-course' }, lang: 'es' })).body);
  // A test address that names no test, and the address of another learner's result: the whole envelopes.
  keep('examInfo.notFound', (await skipper.api('GET', coursePaths.examInfo, { query: { examId: 'no-such-exam' } })).body);
  keep('examInfo.notFound.es', (await skipper.api('GET', coursePaths.examInfo, { query: { examId: 'no-such-exam' }, lang: 'es' })).body);
  keep('result.notFound', (await skipper.result(finalPassed.attemptId)).body);
  keep('result.notFound.es', (await skipper.result(finalPassed.attemptId, 'es')).body);
  return recording;
};

export const fixturePath = (name: CourseFixtureName): string => join(courseFixtureDir, `${name}.json`);

export const readFixture = (name: CourseFixtureName): unknown => (existsSync(fixturePath(name)) ? (JSON.parse(readFileSync(fixturePath(name), 'utf8')) as unknown) : undefined);

export const writeFixture = (name: CourseFixtureName, value: unknown): void => writeFileSync(fixturePath(name), `${JSON.stringify(value, null, 2)}\n`);
