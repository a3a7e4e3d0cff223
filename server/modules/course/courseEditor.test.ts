import { describe, expect, it } from 'vitest';
import { adminCoursePaths, type AdminCourseDetail, type AdminCourseListResult } from '../../../src/contract/adminCourse';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type CourseListResult } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { validationMessages } from '../../../src/validation/messages';
import { AdminCourseClient, lessonTest, question } from '../../test/adminCourseTestKit';
import { installationSlug, ok, useCourseContext } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';
import { atOnce, parallelRequests } from '../../test/parallel';

describe.each(databasesUnderTest())('course editor on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const admin = async () => new AdminCourseClient(kit().ctx, (await kit().ctx.signedInUser({ role: 'admin' })).token);
  const auditOf = (targetId: string) => kit().db.selectFrom('audit_log').selectAll().where('target_id', '=', targetId).orderBy('created_at').orderBy('id').execute();

  /** A draft library course with one lesson (the demo video) and its two-question test. */
  const draftWithLesson = async (client: AdminCourseClient) => {
    const course = ok(await client.createCourse());
    const withLesson = ok(await client.uploadLesson({ courseId: course.courseId, titleEn: 'Wiring the battery', titleEs: '' }));
    const lesson = withLesson.lessons[0]!;
    const tested = ok(await client.saveExam(lessonTest(course.courseId, lesson.lessonId)));
    return { courseId: course.courseId, lessonId: lesson.lessonId, detail: tested };
  };

  /** The lesson's test with two other questions. */
  const newQuestions = (courseId: string, lessonId: string) => ({ ...lessonTest(courseId, lessonId), questions: [question('New Q1'), question('New Q2')] });

  /** A published course of `draftWithLesson` whose lesson a learner has watched: its test may start. */
  const learnerAtLessonTest = async () => {
    const client = await admin();
    const { courseId, lessonId } = await draftWithLesson(client);
    ok(await client.publish(courseId));
    const learner = await kit().learner('US', 'sales');
    const examId = (await learner.detail(courseId)).lessons[0]!.examId;
    await learner.watch(courseId, lessonId, 12);
    return { client, courseId, lessonId, learner, examId };
  };

  it('creates a draft learners cannot see, takes a lesson video (its length read from the file) and a test, publishes it, and audits each step', async () => {
    const client = await admin();
    const { courseId, lessonId, detail } = await draftWithLesson(client);
    expect(detail).toMatchObject({ published: false, lessonCount: 1, countries: ['US'], title: { en: 'Battery Storage Basics', es: 'Fundamentos de baterías' } });
    expect(detail.lessons[0]).toMatchObject({ lessonId, durationSeconds: 12, hasVideo: true, learners: 0, test: { questionCount: 2, passPercent: 70, questionVersion: 1 } });

    const learner = await kit().learner('US', 'sales');
    const listed = async () => ok(await learner.api<CourseListResult>('GET', coursePaths.list)).list.map((course) => course.courseId);
    expect(await listed()).not.toContain(courseId);
    expect((await learner.api('POST', coursePaths.detail, { body: { courseId } })).body.code).toBe(ResultCode.notFound);

    expect(ok(await client.publish(courseId)).published).toBe(true);
    expect(await listed()).toContain(courseId);
    const seen = await learner.detail(courseId);
    expect(seen.lessons[0]).toMatchObject({ lessonId, durationSeconds: 12, videoAction: 'start' });
    await learner.watch(courseId, lessonId, 12);
    expect((await learner.takeExam(seen.lessons[0]!.examId, 'right')).passed).toBe(true);
    expect((await learner.detail(courseId)).percent).toBe(100);

    // The test clock stands still: entries of one instant are compared as a set.
    const actions = (await auditOf(courseId)).map((entry) => entry.action).sort();
    expect(actions).toEqual(['course.create', 'course.publish']);
    expect((await auditOf(lessonId)).map((entry) => entry.action)).toEqual(['lesson.create']);
    expect((await auditOf(detail.lessons[0]!.test!.examId)).map((entry) => entry.action)).toEqual(['exam.create']);

    ok(await client.publish(courseId, false));
    expect(await listed()).not.toContain(courseId);
    expect((await auditOf(courseId)).map((entry) => entry.action).sort()).toEqual(['course.create', 'course.publish', 'course.unpublish']);
  });

  it('searches, filters, sorts and pages the course list on the server, wildcards taken literally', async () => {
    const client = await admin();
    const list = async (query: Record<string, string>) => ok(await client.call<AdminCourseListResult>('GET', adminCoursePaths.list, undefined, 'en', query));
    const { courseId } = ok(await client.createCourse({ title: { en: 'Zebra wiring 100%', es: 'Cebra' } }));
    expect(await list({ q: 'zebra WIRING' })).toMatchObject({ total: 1, list: [{ courseId, published: false }] });
    expect(await list({ q: 'cebra' })).toMatchObject({ total: 1, list: [{ courseId }] });
    expect((await list({ q: '100%' })).list.map((course) => course.courseId)).toEqual([courseId]);
    expect((await list({ q: '_' })).total).toBe(0);
    expect((await list({ q: 'zebra', status: 'published' })).total).toBe(0);
    expect((await list({ q: 'zebra', status: 'draft', audience: 'sales' })).total).toBe(1);

    const all = await list({ sort: 'title', pageSize: '100' });
    expect(all.total).toBe(all.list.length);
    const titles = all.list.map((course) => course.title.en.toLowerCase());
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const descending = await list({ sort: 'title', order: 'desc', pageSize: '100' });
    expect(descending.list.map((course) => course.title.en.toLowerCase())).toEqual([...titles].reverse());
    const pages = [...(await list({ sort: 'lessons', pageSize: '2', page: '1' })).list, ...(await list({ sort: 'lessons', pageSize: '2', page: '2' })).list];
    expect(pages.map((course) => course.courseId)).toEqual((await list({ sort: 'lessons', pageSize: '4' })).list.map((course) => course.courseId));
    expect(pages.map((course) => course.lessonCount)).toEqual([...pages.map((course) => course.lessonCount)].sort((a, b) => a - b));

    const refused: Record<string, string>[] = [{ pageSize: '1000' }, { sort: 'password' }, { status: 'gone' }, { page: '0' }];
    for (const bad of refused) {
      expect((await client.call('GET', adminCoursePaths.list, undefined, 'es', bad)).body).toMatchObject({ code: ResultCode.invalidInput, message: expect.any(String) });
    }
  });

  it('refuses invalid pass marks in the request language with the shared schema, and changes nothing', async () => {
    const client = await admin();
    const { courseId, lessonId } = await draftWithLesson(client);
    for (const passPercent of [0, 101, 70.5, -5, '70']) {
      for (const lang of ['en', 'es'] as const) {
        const answer = await client.saveExam({ ...lessonTest(courseId, lessonId), passPercent: passPercent as number }, lang);
        expect(answer.body, `${passPercent} ${lang}`).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { passPercent: validationMessages[lang].passPercentRange } } });
      }
    }
    const pool = await client.saveExam({ ...lessonTest(courseId, lessonId), questionCount: 3 }, 'es');
    expect(pool.body).toMatchObject({ code: ResultCode.invalidInput, result: { fields: { questions: validationMessages.es.poolTooSmall } } });
    const detail = ok(await client.detail(courseId));
    expect(detail.lessons[0]?.test).toMatchObject({ passPercent: 70, questionCount: 2 });
    expect((await auditOf(detail.lessons[0]!.test!.examId)).length).toBe(1);
  });

  it('refuses to publish a course that learners could not finish, saying why, in their language', async () => {
    const client = await admin();
    const empty = ok(await client.createCourse({ kind: 'certification' }));
    expect((await client.publish(empty.courseId, true, 'es')).body).toMatchObject({ code: ResultCode.courseNotPublishable, message: errorMessages.es.publishNeedsLesson });
    const lesson = ok(await client.uploadLesson({ courseId: empty.courseId, titleEn: 'Only lesson', titleEs: '' })).lessons[0]!;
    expect((await client.publish(empty.courseId)).body.message).toBe(errorMessages.en.publishNeedsLessonTest?.replace('{{lesson}}', 'Only lesson'));
    ok(await client.saveExam(lessonTest(empty.courseId, lesson.lessonId)));
    expect((await client.publish(empty.courseId)).body.message).toBe(errorMessages.en.publishNeedsFinalExam?.replace('{{versionCode}}', 'US'));
    ok(await client.saveExam({ ...lessonTest(empty.courseId, lesson.lessonId, 3, 'F'), lessonId: undefined, versionCode: 'US', waitingHours: 24 }));
    expect(ok(await client.publish(empty.courseId)).published).toBe(true);
    const notVideo = await client.uploadLesson({ lessonId: lesson.lessonId }, { name: 'notes.mp4', bytes: Buffer.from('plain text, not a video'), type: 'video/mp4' });
    expect(notVideo.body).toMatchObject({ code: ResultCode.videoNotReadable });
  });

  it("keeps learners' progress when a published course's texts are fixed", async () => {
    const client = await admin();
    const courseId = await kit().courseId(installationSlug);
    const learner = await kit().learner();
    const before = await learner.detail(courseId);
    const first = before.lessons[0]!;
    await learner.watch(courseId, first.lessonId, first.durationSeconds);
    expect((await learner.takeExam(first.examId, 'right')).passed).toBe(true);
    const passed = await learner.detail(courseId);

    const current = ok(await client.detail(courseId));
    const fixed = ok(
      await client.call('POST', adminCoursePaths.save, {
        courseId,
        title: { en: `${current.title.en} (fixed)`, es: current.title.es },
        description: current.description,
        audience: current.audience,
        kind: current.kind,
        position: current.position,
        countries: current.countries,
        language: current.language,
        validityMonths: current.validityMonths,
      }),
    );
    expect(fixed.published).toBe(true);
    ok(await client.call('POST', adminCoursePaths.saveLesson, { lessonId: first.lessonId, title: { en: 'Lesson one, typo fixed', es: '' }, position: current.lessons[0]!.position }));
    // Same questions, another pass mark: the exam keeps its question version.
    const test = current.lessons[0]!.test!;
    const resaved = ok(await client.saveExam({ courseId, lessonId: first.lessonId, title: test.title, questionCount: test.questionCount, passPercent: 80, attemptsAllowed: test.attemptsAllowed, waitingHours: test.waitingHours, questions: test.questions }));
    expect(resaved.lessons[0]?.test).toMatchObject({ questionVersion: 1, passPercent: 80 });

    const after = await learner.detail(courseId);
    expect(after.title).toBe(`${current.title.en} (fixed)`);
    expect(after.lessons[0]).toMatchObject({ title: 'Lesson one, typo fixed', test: passed.lessons[0]!.test, videoPercent: passed.lessons[0]!.videoPercent });
    expect(after.percent).toBe(passed.percent);
    expect(after.next).toEqual(passed.next);
    expect((await auditOf(courseId)).map((entry) => entry.action)).toContain('course.update');
  });

  it('starts a new question version when questions change; graded attempts keep the version they were graded on', async () => {
    const { client, courseId, lessonId, learner, examId } = await learnerAtLessonTest();
    const failed = await learner.takeExam(examId, 'wrong');
    expect(failed.passed).toBe(false);
    expect(ok(await client.detail(courseId)).lessons[0]?.test).toMatchObject({ questionVersion: 1, attemptsOnVersion: 1 });

    const changed: AdminCourseDetail = ok(await client.saveExam(newQuestions(courseId, lessonId)));
    expect(changed.lessons[0]?.test).toMatchObject({ examId, questionVersion: 2, gradedAttempts: 1, attemptsOnVersion: 0 });
    expect(changed.lessons[0]?.test?.questions.map((item) => item.text.en)).toEqual(['New Q1', 'New Q2']);

    const old = ok(await learner.result(failed.attemptId));
    expect(old.answers.map((answer) => answer.text).sort()).toEqual(['Q1', 'Q2']);
    const fresh = ok(await learner.start(examId));
    expect(fresh.questions.map((item) => item.text).sort()).toEqual(['New Q1', 'New Q2']);
    const rows = await kit().db.selectFrom('exam_attempts').select(['id', 'question_version']).where('exam_id', '=', examId).orderBy('started_at').execute();
    expect(rows.map((row) => row.question_version)).toEqual([1, 2]);
    expect((await auditOf(examId)).at(-1)).toMatchObject({ action: 'exam.update', details: expect.objectContaining({ questions: 'newVersion', questionVersion: 2 }) });
  });

  it('draws from the questions that replaced a version no attempt was drawn from, though the server had already read the old ones', async () => {
    const { client, courseId, lessonId, learner, examId } = await learnerAtLessonTest();
    expect(ok(await learner.start(examId)).questions.map((item) => item.text).sort()).toEqual(['Q1', 'Q2']);
    // As a start that rolled back after drawing leaves it: the pool was read, no attempt is on the version.
    await kit().db.deleteFrom('exam_attempts').where('exam_id', '=', examId).execute();

    const replaced = ok(await client.saveExam(newQuestions(courseId, lessonId)));
    expect(replaced.lessons[0]?.test).toMatchObject({ examId, questionVersion: 1 });
    expect((await auditOf(examId)).at(-1)).toMatchObject({ action: 'exam.update', details: expect.objectContaining({ questions: 'replace' }) });
    expect(ok(await learner.start(examId)).questions.map((item) => item.text).sort()).toEqual(['New Q1', 'New Q2']);
  });

  it(`publishes once when ${parallelRequests} publish requests arrive at once`, async () => {
    const client = await admin();
    const { courseId } = await draftWithLesson(client);
    const answers = await atOnce(parallelRequests, () => client.publish(courseId));
    expect(answers.every((answer) => answer.body.code === ResultCode.success && answer.body.result.published)).toBe(true);
    expect((await auditOf(courseId)).filter((entry) => entry.action === 'course.publish')).toHaveLength(1);
  });
});
