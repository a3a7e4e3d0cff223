import { describe, expect, it } from 'vitest';
import { homePaths, type HomeSummary, type PortalSummary } from '../../../src/contract/home';
import { certifiedLearner } from '../../test/certificateTestKit';
import { days, seconds } from '../../test/clock';
import { installationSlug, ok, useCourseContext, type Learner } from '../../test/courseTestKit';
import { databasesUnderTest } from '../../test/databases';

describe.each(databasesUnderTest())('home and portal summaries on $name', ({ kind }) => {
  const kit = useCourseContext(kind);
  const summary = async (learner: Learner, lang?: string) => ok(await learner.api<HomeSummary>('GET', homePaths.summary, { lang }));

  it('starts a fresh learner at the first lesson of the installer course', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const first = (await learner.detail(courseId)).lessons[0]!;
    const home = await summary(learner);
    expect(home.course).toMatchObject({ courseId, percent: 0, lessonsDone: 0, status: 'not_started' });
    expect(home.course?.lessonCount).toBeGreaterThan(1);
    expect(home.course?.totalSeconds).toBeGreaterThan(0);
    expect(home.continueTraining).toEqual({ courseId, lessonId: first.lessonId, lessonTitle: first.title, videoAction: 'start', resumeSeconds: 0 });
    expect(home.reminder).toEqual({ kind: 'startCourse', courseId, lessonId: first.lessonId, title: first.title });
  });

  it('continues a learner in the middle of the course where the video stopped, and reminds of a retake, then a repeat', { timeout: 60_000 }, async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const [first, second] = (await learner.detail(courseId)).lessons;
    await learner.watch(courseId, first!.lessonId, first!.durationSeconds);
    expect((await learner.takeExam(first!.examId, 'right')).passed).toBe(true);
    // The next lesson, never played: watch it next (not "finish watching"), and the link starts it.
    const next = await summary(learner);
    expect(next.reminder).toEqual({ kind: 'watchNext', courseId, lessonId: second!.lessonId, title: second!.title });
    expect(next.continueTraining).toMatchObject({ lessonId: second!.lessonId, videoAction: 'start', resumeSeconds: 0 });
    ok(await learner.report(courseId, second!.lessonId, 0, 'play'));
    kit().clock.advance(seconds(8));
    ok(await learner.report(courseId, second!.lessonId, 8, 'pause'));

    const middle = await summary(learner, 'es');
    expect(middle.course).toMatchObject({ lessonsDone: 1, status: 'in_progress' });
    expect(middle.continueTraining).toMatchObject({ lessonId: second!.lessonId, videoAction: 'continue', resumeSeconds: 8 });
    expect(middle.reminder).toMatchObject({ kind: 'unfinishedLesson', lessonId: second!.lessonId });
    expect(middle.continueTraining?.lessonTitle).toBe((await learner.detail(courseId, 'es')).lessons[1]?.title);

    await learner.watch(courseId, second!.lessonId, second!.durationSeconds, 8);
    const watched = await summary(learner);
    expect(watched.reminder).toMatchObject({ kind: 'takeTest', examId: second!.examId, attemptsLeft: 2 });
    // Watched to its end: watch it again from the start, not "continue from 0 min 12 s".
    expect(watched.continueTraining).toMatchObject({ lessonId: second!.lessonId, videoAction: 'replay', resumeSeconds: 0 });
    expect((await learner.takeExam(second!.examId, 'wrong')).passed).toBe(false);
    expect((await summary(learner)).reminder).toMatchObject({ kind: 'retakeTest', examId: second!.examId, attemptsLeft: 1 });
    expect((await learner.takeExam(second!.examId, 'wrong')).passed).toBe(false);
    const repeat = await summary(learner);
    expect(repeat.reminder).toMatchObject({ kind: 'repeatLesson', lessonId: second!.lessonId });
    expect(repeat.continueTraining).toMatchObject({ lessonId: second!.lessonId, videoAction: 'replay', resumeSeconds: 0 });
  });

  it('continues a video skipped to its end from where the lesson resumes it, not from the end', async () => {
    const learner = await kit().learner();
    const courseId = await kit().courseId(installationSlug);
    const first = (await learner.detail(courseId)).lessons[0]!;
    ok(await learner.report(courseId, first.lessonId, 0, 'play'));
    kit().clock.advance(seconds(5));
    // Dragged to just before the end while playing, then the end.
    ok(await learner.report(courseId, first.lessonId, 5, 'pause'));
    ok(await learner.report(courseId, first.lessonId, 11.5, 'play'));
    kit().clock.advance(seconds(0.5));
    ok(await learner.report(courseId, first.lessonId, 12, 'pause'));
    const lesson = (await learner.detail(courseId)).lessons[0]!;
    expect(lesson).toMatchObject({ videoAction: 'continue', positionSeconds: 12, resumeSeconds: 5 });
    expect((await summary(learner)).continueTraining).toEqual({ courseId, lessonId: first.lessonId, lessonTitle: first.title, videoAction: 'continue', resumeSeconds: 5 });
  });

  it('has nothing to continue once certified, and reminds of a certificate about to expire', { timeout: 120_000 }, async () => {
    const holder = await certifiedLearner(kit(), { name: 'Dana Cole' });
    const done = await summary(holder.learner);
    expect(done.name).toBe('Dana Cole');
    expect(done.course).toMatchObject({ percent: 100, status: 'completed' });
    expect(done.course?.lessonsDone).toBe(done.course?.lessonCount);
    expect(done.continueTraining).toBeNull();
    expect(done.reminder).toBeNull();
    const certificate = await kit().db.selectFrom('certificates').selectAll().where('id', '=', holder.certificateId).executeTakeFirstOrThrow();
    const before = kit().clock.now();
    try {
      kit().clock.set(new Date(certificate.valid_until.getTime() - days(10)));
      await holder.learner.signInAgain();
      expect((await summary(holder.learner)).reminder).toEqual({ kind: 'certificateExpiring', certificateId: holder.certificateId, courseTitle: expect.any(String), validUntil: certificate.valid_until.toISOString() });
    } finally {
      kit().clock.set(before);
    }
  });

  it('shows anyone the public catalogue of a country: new courses and featured videos', async () => {
    const portal = ok(await kit().ctx.api<PortalSummary>('GET', homePaths.portal, { headers: { lang: 'es' } }));
    expect(portal.newCourses.length).toBeGreaterThan(0);
    expect(portal.newCourses.every((course) => course.lessonCount > 0 && course.totalSeconds > 0)).toBe(true);
    expect(portal.featuredVideos.length).toBeGreaterThan(0);
    expect(portal.featuredVideos[0]?.durationSeconds).toBeGreaterThan(0);
    // Public data only: no signed video URL, no progress.
    expect(JSON.stringify(portal)).not.toMatch(/videoUrl|percent|signature/);
    expect((await kit().ctx.api('GET', homePaths.summary)).body.code).toBe(40001);
  });
});
