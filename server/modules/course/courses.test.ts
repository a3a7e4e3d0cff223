import { describe, expect, it } from 'vitest';
import { ResultCode } from '../../../src/contract/codes';
import { coursePaths, type CourseListResult, type ProgressResult } from '../../../src/contract/course';
import { errorMessages } from '../../../src/contract/messages';
import { seconds } from '../../test/clock';
import { databasesUnderTest } from '../../test/databases';
import { designSlug, installationSlug, ok, salesSlug, useCourseContext } from '../../test/courseTestKit';

describe.each(databasesUnderTest())('courses and video progress on $name', ({ kind }) => {
  const kit = useCourseContext(kind);

  it('answers every course call without a session with the session-expired code', async () => {
    const calls = [
      kit().ctx.api('GET', coursePaths.list),
      kit().ctx.api('POST', coursePaths.detail, { body: { courseId: await kit().courseId(installationSlug) } }),
      kit().ctx.api('POST', coursePaths.progress, { body: { courseId: 'x', lessonId: 'y', positionSeconds: 1, event: 'play' }, token: 'not-a-token' }),
      kit().ctx.api('GET', coursePaths.examVersions),
    ];
    for (const response of await Promise.all(calls)) expect(response.body.code).toBe(ResultCode.sessionExpired);
  });

  it("lists the country's courses with their length (the sum of their videos), lessons and progress, filtered and translated", async () => {
    const learner = await kit().learner();
    const all = ok(await learner.api<CourseListResult>('GET', coursePaths.list));
    expect(all.total).toBe(3);
    expect(all.list.map((course) => [course.title, course.audience, course.kind, course.lessonCount, course.totalSeconds, course.status, course.percent])).toEqual([
      ['Installation Certification', 'installer', 'certification', 4, 48, 'not_started', 0],
      ['Selling Home Energy Storage', 'sales', 'library', 1, 12, 'not_started', 0],
      ['Designing Home Storage Systems', 'designer', 'library', 1, 12, 'not_started', 0],
    ]);
    const library = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { query: { kind: 'library' } }));
    expect(library.list.map((course) => course.courseId)).toEqual([await kit().courseId(salesSlug), await kit().courseId(designSlug)]);
    const sales = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { query: { audience: 'sales' } }));
    expect(sales.list.map((course) => course.audience)).toEqual(['sales']);
    const completed = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { query: { status: 'completed' } }));
    expect(completed).toEqual({ list: [], total: 0 });
    const spanish = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { lang: 'es' }));
    expect(spanish.list[0]?.title).toBe('Certificación de instalación');
    const invalid = await learner.api('GET', coursePaths.list, { query: { status: 'finished' } });
    expect(invalid.body.code).toBe(ResultCode.invalidInput);
  });

  it('shows a course only to the countries that offer it', async () => {
    await kit().db.insertInto('country_versions').values({ version_code: 'CA', name: 'Canada', lang: 'en' }).onConflict((oc) => oc.doNothing()).execute();
    const elsewhere = await kit().learner('CA');
    expect(ok(await elsewhere.api<CourseListResult>('GET', coursePaths.list)).total).toBe(0);
    const detail = await elsewhere.api('POST', coursePaths.detail, { body: { courseId: await kit().courseId(installationSlug) } });
    expect(detail.body).toEqual({ code: ResultCode.notFound, message: 'This course does not exist or is no longer offered.', result: null });
    const unknown = await elsewhere.api('POST', coursePaths.detail, { body: { courseId: 'not-a-uuid' }, lang: 'es' });
    expect(unknown.body).toEqual({ code: ResultCode.notFound, message: 'Este curso no existe o ya no se ofrece.', result: null });
    const neverWas = await elsewhere.api('POST', coursePaths.detail, { body: { courseId: '00000000-0000-4000-8000-000000000000' } });
    expect(neverWas.body.message).toBe('This course does not exist or is no longer offered.');
  });

  it('locks every lesson after the first and hands out video URLs only for open lessons', async () => {
    const learner = await kit().learner();
    const detail = await learner.detail(await kit().courseId(installationSlug));
    expect(detail.lessons.map((lesson) => lesson.locked)).toEqual([false, true, true, true]);
    expect(detail.lessons[0]?.videoUrl).toMatch(/^\/training-api\/media\/video\/[0-9a-f-]{36}\?exp=\d+&uid=[0-9a-f-]{36}&sig=[\w-]+$/);
    expect(detail.lessons.slice(1).map((lesson) => lesson.videoUrl)).toEqual(['', '', '']);
    expect(detail).toMatchObject({ percent: 0, status: 'not_started', finalExamLocked: true, certificateId: null, totalSeconds: 48 });
    expect(detail.finalExamId).toMatch(/^[0-9a-f-]{36}$/);
    expect(detail.lessons[0]).toMatchObject({
      videoAction: 'start',
      resumeSeconds: 0,
      unwatchedParts: [{ fromSeconds: 0, toSeconds: 12 }],
      test: { state: 'watchVideo' },
      attemptsUsed: 0,
      attemptsAllowed: 2,
      passPercent: 70,
      watchedPercentToOpenTest: 95,
      status: 'not_started',
      durationSeconds: 12,
    });
    expect(detail.lessons[1]?.test).toEqual({ state: 'locked', reason: 'lesson_locked', previousLesson: { lessonId: detail.lessons[0]?.lessonId, title: detail.lessons[0]?.title } });
    expect(detail.next).toEqual({ kind: 'nextLesson', lessonId: detail.lessons[0]?.lessonId, title: detail.lessons[0]?.title });
  });

  it('counts only time played at watching speed: seeking ahead does not count; the position is kept for any device', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    ok(await learner.report(courseId, lesson.lessonId, 0, 'play'));
    kit().clock.advance(seconds(1));
    // Seeking to the end one second after play: at most 2 × 1 s + 2 s counts.
    const seek = ok(await learner.report(courseId, lesson.lessonId, 12, 'pause'));
    expect(seek).toEqual({ videoPercent: Math.floor((100 * 4) / 12), positionSeconds: 12, test: { state: 'watchVideo' }, videoAction: 'continue', resumeSeconds: 4, unwatchedParts: [{ fromSeconds: 4, toSeconds: 12 }] });
    kit().clock.advance(seconds(60));
    // A paused player earns nothing, whatever it reports.
    expect(ok(await learner.report(courseId, lesson.lessonId, 12, 'pause')).videoPercent).toBe(33);

    // Another device keeps the stored position and offers Continue, from where the 4 s credited reach (not from the end).
    const resumed = (await learner.detail(courseId)).lessons[0]!;
    expect(resumed).toMatchObject({ positionSeconds: 12, videoPercent: 33, status: 'in_progress', videoAction: 'continue', resumeSeconds: 4, test: { state: 'watchVideo' } });
    expect((await learner.start(lesson.examId)).body.code).toBe(ResultCode.videoNotWatched);

    // Playing it from the start at normal speed counts in full.
    const watched: ProgressResult = await learner.watch(courseId, lesson.lessonId, 12);
    expect(watched).toEqual({ videoPercent: 100, positionSeconds: 12, test: { state: 'open', attemptsLeft: 2, attemptInProgress: null }, videoAction: 'replay', resumeSeconds: 0, unwatchedParts: [] });
    expect((await learner.detail(courseId)).lessons[0]).toMatchObject({ videoAction: 'replay', test: { state: 'open' }, unwatchedParts: [] });
  });

  it('refuses progress on a locked lesson, a lesson of another course or an unknown one, in the request language', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const detail = await learner.detail(courseId);
    const locked = await learner.api('POST', coursePaths.progress, { body: { courseId, lessonId: detail.lessons[1]!.lessonId, positionSeconds: 3, event: 'play' }, lang: 'es' });
    expect(locked.body).toMatchObject({ code: ResultCode.lessonLocked, message: errorMessages.es.lessonLocked });
    const otherCourse = await learner.report(await kit().courseId(salesSlug), detail.lessons[0]!.lessonId, 3);
    expect(otherCourse.body).toMatchObject({ code: ResultCode.notFound, message: 'This lesson does not exist or is no longer offered.' });
    const unknownSpanish = await learner.api('POST', coursePaths.progress, { body: { courseId, lessonId: 'no-such-lesson', positionSeconds: 3, event: 'play' }, lang: 'es' });
    expect(unknownSpanish.body).toMatchObject({ code: ResultCode.notFound, message: 'Esta lección no existe o ya no se ofrece.' });
  });

  it('moves percent and status as lessons pass; a library course completes without a final exam', async () => {
    // A sales learner: an installer's library courses stay locked until the installation certification (installerFirst.test.ts).
    const learner = await kit().learner('US', 'sales');
    const courseId = await kit().courseId(installationSlug);
    const first = (await learner.detail(courseId)).lessons[0]!;
    await learner.watch(courseId, first.lessonId, first.durationSeconds);
    expect((await learner.takeExam(first.examId, 'right')).passed).toBe(true);
    const detail = await learner.detail(courseId);
    expect(detail).toMatchObject({ percent: 20, status: 'in_progress' });
    expect(detail.lessons.map((lesson) => [lesson.locked, lesson.status])).toEqual([
      [false, 'completed'],
      [false, 'not_started'],
      [true, 'not_started'],
      [true, 'not_started'],
    ]);
    expect(detail.lessons[1]?.videoUrl).not.toBe('');

    const salesId = await kit().courseId(salesSlug);
    const sales = await learner.passAllLessons(salesId);
    expect(sales).toMatchObject({ percent: 100, status: 'completed', finalExamId: null, certificateId: null });
    const inProgress = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { query: { status: 'in_progress' } }));
    expect(inProgress.list.map((course) => course.courseId)).toEqual([courseId]);
    const completed = ok(await learner.api<CourseListResult>('GET', coursePaths.list, { query: { status: 'completed' } }));
    expect(completed.list.map((course) => course.courseId)).toEqual([salesId]);
  });
});
