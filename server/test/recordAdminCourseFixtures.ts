import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { adminCoursePaths } from '../../src/contract/adminCourse';
import { apiPaths } from '../../src/contract/paths';
import type { AdminCourseFixtureName } from '../../src/testing/fixtures/adminCourses/manifest';
import { AdminCourseClient, lessonTest } from './adminCourseTestKit';
import type { DatabaseKind } from '../db/connect';
import { installationSlug, ok, type CourseTestContext } from './courseTestKit';
import { TestContext } from './testApp';

/** Where the recorded course editor fixtures live (see its README.md). */
export const adminCourseFixtureDir = join(import.meta.dirname, '../../src/testing/fixtures/adminCourses');

export const readAdminCourseFixture = (name: AdminCourseFixtureName): unknown => {
  const file = join(adminCourseFixtureDir, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as unknown) : undefined;
};

export const writeAdminCourseFixture = (name: AdminCourseFixtureName, value: unknown): void => {
  writeFileSync(join(adminCourseFixtureDir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
};

/** Drives the course editor through the real API as an admin (and a learner), keeping each answer by name. */
export const recordAdminCourseAnswers = async (kit: CourseTestContext): Promise<Map<AdminCourseFixtureName, unknown>> => {
  const recording = new Map<AdminCourseFixtureName, unknown>();
  const ctx = kit.ctx;
  const client = new AdminCourseClient(ctx, (await ctx.signedInUser({ role: 'admin' })).token);
  recording.set('countries', ok(await ctx.api('GET', apiPaths.countryList)));
  recording.set('list', ok(await client.call('GET', adminCoursePaths.list)));
  recording.set('list.page2', ok(await client.call('GET', adminCoursePaths.list, undefined, 'en', { sort: 'title', order: 'desc', pageSize: '2', page: '2' })));
  recording.set('list.noMatch', ok(await client.call('GET', adminCoursePaths.list, undefined, 'en', { q: 'no such course' })));
  const learner = await kit.learner();
  recording.set('list.forbidden', (await learner.api('GET', adminCoursePaths.list)).body);

  const created = ok(await client.createCourse());
  recording.set('detail.new', created);
  recording.set('list.withDraft', ok(await client.call('GET', adminCoursePaths.list)));
  recording.set('list.drafts', ok(await client.call('GET', adminCoursePaths.list, undefined, 'en', { status: 'draft' })));
  recording.set('publish.refused', (await client.publish(created.courseId)).body);
  recording.set('publish.refused.es', (await client.publish(created.courseId, true, 'es')).body);
  const lesson = ok(await client.uploadLesson({ courseId: created.courseId, titleEn: 'Wiring the battery', titleEs: 'Cableado de la batería' })).lessons[0]!;
  recording.set('exam.invalid', (await client.saveExam({ ...lessonTest(created.courseId, lesson.lessonId), passPercent: 0 })).body);
  recording.set('exam.invalid.es', (await client.saveExam({ ...lessonTest(created.courseId, lesson.lessonId), passPercent: 0 }, 'es')).body);
  recording.set('detail.draft', ok(await client.saveExam(lessonTest(created.courseId, lesson.lessonId))));
  recording.set('caption.refused', (await client.uploadCaption({ lessonId: lesson.lessonId, language: 'en' }, 'Wire the DC side first.')).body);
  recording.set('caption.refused.es', (await client.uploadCaption({ lessonId: lesson.lessonId, language: 'en' }, 'Wire the DC side first.', 'es')).body);
  recording.set('detail.captioned', ok(await client.uploadCaption({ lessonId: lesson.lessonId, language: 'en' }, 'WEBVTT\n\n00:00.000 --> 00:04.000\nWire the DC side first.\n')));
  recording.set('detail.captionRemoved', ok(await client.deleteCaption(lesson.lessonId, 'en')));
  const second = ok(await client.uploadLesson({ courseId: created.courseId, titleEn: 'Commissioning', titleEs: 'Puesta en marcha' }));
  const secondLesson = second.lessons.find((item) => item.lessonId !== lesson.lessonId)!;
  recording.set('detail.secondLesson', ok(await client.saveExam(lessonTest(created.courseId, secondLesson.lessonId))));
  recording.set('detail.lessonDeleted', ok(await client.call('POST', adminCoursePaths.deleteLesson, { lessonId: secondLesson.lessonId })));
  recording.set('detail.published', ok(await client.publish(created.courseId)));

  // A learner's history on the seeded certification course: lesson 1 passed after one failure.
  const certification = await kit.courseId(installationSlug);
  const first = (await learner.detail(certification)).lessons[0]!;
  await learner.watch(certification, first.lessonId, first.durationSeconds);
  await learner.takeExam(first.examId, 'wrong');
  await learner.takeExam(first.examId, 'right');
  const graded = ok(await client.detail(certification));
  recording.set('detail.certification', graded);
  // Other questions on a version attempts were drawn from: the answer holds version 2, no attempt on it yet.
  const test = graded.lessons[0]!.test!;
  const changedQuestions = test.questions.map((item, index) => (index === 0 ? { ...item, text: { ...item.text, en: `${item.text.en} (revised)` } } : item));
  recording.set(
    'detail.examNewVersion',
    ok(await client.saveExam({ courseId: certification, lessonId: test.lessonId!, title: test.title, questionCount: test.questionCount, passPercent: test.passPercent, attemptsAllowed: test.attemptsAllowed, waitingHours: test.waitingHours, questions: changedQuestions })),
  );
  return recording;
};

/** The console's course list on a portal with no course yet (no demo content). */
export const recordEmptyCourseList = async (kind: DatabaseKind): Promise<unknown> => {
  const ctx = await TestContext.create(kind);
  try {
    return ok(await new AdminCourseClient(ctx, (await ctx.signedInUser({ role: 'admin' })).token).call('GET', adminCoursePaths.list));
  } finally {
    await ctx.close();
  }
};
